//===- TileGPUOps.td - layout conversion -------------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEGPU_IR_TILEGPUOPS_TD
#define TILEIR_DIALECT_TILEGPU_IR_TILEGPUOPS_TD

include "TileIR/Dialect/TileGPU/IR/TileGPUAttrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TileGPU_ConvertLayoutOp
    : Op<TileGPU_Dialect, "convert_layout",
         [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "the same tile, held by the threads of another layout";
  let description = [{
    Moves every element of `source` from the threads that hold it in
    `from` to the threads that hold it in `to`. The value is unchanged;
    the lowering goes through shared memory.

    ```mlir
    %b = tilegpu.convert_layout %a : !tile.tile<128x64xf32>
        from #tilegpu.mma<2, 2> to #tilegpu.blocked
    ```
  }];
  let arguments = (ins AnyType:$source, AnyAttr:$from, AnyAttr:$to);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $source `:` type($source) `from` $from `to` $to attr-dict
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Asynchronous operand copies (tile-pipeline-mma-shared)
//===----------------------------------------------------------------------===//

def TileGPU_AsyncCopyOp : Op<TileGPU_Dialect, "async_copy"> {
  let summary = "start copying a view's tile into a buffer of a ring";
  let description = [{
    Starts copying the tile at `index` of a partition view into buffer
    `slot` (a `tile<i32>`) of `ring`, in `chunk`-element pieces (4, 8 or
    16 bytes each, aligned in both memories: 16-byte pieces bypass L1).
    The tile's leading dimensions are 1; its last two are the ring's rows
    and columns. Elements outside the tensor arrive as zeros (the view's
    padding is zero or unspecified). Into a transposed ring the pieces go
    to the slot's staging area, each warp's 32 pieces 8 rows by 4
    consecutive pieces, so that `tilegpu.round_tf32` moves them into the
    transposed buffer with few bank conflicts. The copy is complete for this thread
    at the `tilegpu.async_wait` that leaves its group (the copies up to
    the next `tilegpu.async_commit`) behind, and visible to the block
    after that wait's barrier.

    ```mlir
    tilegpu.async_copy %view[%m, %k] into %slot of
        #tilegpu.ring<offset = 0, slots = 3, rows = 128, cols = 32,
                      pitch = 40, element = f16> chunk 8
        : !tile.partition_view<...>, !tile.tile<i32>, !tile.tile<i32>,
          !tile.tile<i32>
    ```
  }];
  let arguments = (ins AnyType:$view, Variadic<AnyType>:$index,
                       AnyType:$slot, TileGPU_SharedRingAttr:$ring,
                       I64Attr:$chunk);
  let assemblyFormat = [{
    $view `[` $index `]` `into` $slot `of` $ring `chunk` $chunk attr-dict
    `:` type($view) `,` type($slot) `,` type($index)
  }];
  let hasVerifier = 1;
}

def TileGPU_AsyncCommitOp : Op<TileGPU_Dialect, "async_commit"> {
  let summary = "close this thread's group of async copies";
  let description = [{
    The `tilegpu.async_copy`s this thread started since the last commit
    form one group (possibly empty), which `tilegpu.async_wait` counts.
  }];
  let assemblyFormat = "attr-dict";
}

def TileGPU_AsyncWaitOp : Op<TileGPU_Dialect, "async_wait"> {
  let summary = "wait for all but the newest groups of copies, then a barrier";
  let description = [{
    Waits until at most `pending` of this thread's committed groups are
    still in flight, then waits at a block barrier: after it, every
    thread sees what the finished groups of every thread wrote, and every
    thread is done with what it read before it. `proxy_fence`: the
    buffers are next read by wgmma (the async proxy), so each thread
    fences its landed copies (generic proxy) before the barrier.
  }];
  let arguments = (ins I64Attr:$pending, UnitAttr:$proxy_fence);
  let assemblyFormat = "`pending` $pending (`proxy_fence` $proxy_fence^)? attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tensor-memory-accelerator copies (tile-pipeline-mma-shared with tma)
//===----------------------------------------------------------------------===//

def TileGPU_TmaMapOp : Op<TileGPU_Dialect, "tma_map"> {
  let summary = "build the tensor map a ring's TMA copies read";
  let description = [{
    Builds, in the kernel, tensor map `map` of this tile block: the
    tensor of partition view `view` (its base, shape and strides, which
    must be 16-byte aligned, as the pass proves from the kernel's
    `assume`s), in boxes of one swizzle atom of `ring` (W bytes of the
    view's contiguous dimension by the buffer's rows) with the ring's
    128/64/32-byte swizzle, elements outside the tensor read as zeros.
    cuTile launches a kernel with plain pointers, so no map comes from the
    host: thread 0 writes the map's fields into a zeroed map in shared
    memory at byte `staging` of the scratch (`tensormap.replace`), warp 0
    copies it to the block's slot of the kernel's map table in global
    memory (`tensormap.cp_fenceproxy`), and thread 0, the only thread
    that issues copies, acquires it for the tensor-map proxy. The slot is
    the block's from its start to its end (claimed and released around
    the kernel's body).

    ```mlir
    tilegpu.tma_map %view for #ringA map 0 staging 98304
        : !tile.partition_view<...>
    ```
  }];
  let arguments = (ins AnyType:$view, TileGPU_SharedRingAttr:$ring,
                       I64Attr:$map, I64Attr:$staging);
  let assemblyFormat = [{
    $view `for` $ring `map` $map `staging` $staging attr-dict `:` type($view)
  }];
  let hasVerifier = 1;
}

def TileGPU_TmaInitOp : Op<TileGPU_Dialect, "tma_init"> {
  let summary = "initialise the barriers TMA copies complete on";
  let description = [{
    Thread 0 initialises `slots` mbarriers, 8 bytes each from byte
    `barriers` of the scratch (one per buffer of the rings the copies
    fill), each expecting `arrivals` arrivals a phase (one per
    `tilegpu.tma_copy` into a buffer), then a block barrier shows them to
    every thread.

    ```mlir
    tilegpu.tma_init barriers 98304 slots 4 arrivals 2
    ```
  }];
  let arguments = (ins I64Attr:$barriers, I64Attr:$slots, I64Attr:$arrivals);
  let assemblyFormat = [{
    `barriers` $barriers `slots` $slots `arrivals` $arrivals attr-dict
  }];
  let hasVerifier = 1;
}

def TileGPU_TmaCopyOp : Op<TileGPU_Dialect, "tma_copy"> {
  let summary = "start a TMA copy of a view's tile into a buffer of a ring";
  let description = [{
    Thread 0 announces the tile's bytes on mbarrier `slot` (from byte
    `barriers` of the scratch) and starts copying the tile at `index` of
    the partition view into buffer `slot` of `ring` (swizzled, or columns:
    wgmma's layouts) through tensor map `map`, one box a swizzle atom
    column. `producer`: inside `tilegpu.producer_warp`, whose one thread
    issues it (reading the map slot `tilegpu.producer_start` passed).
    Elements outside the tensor arrive as zeros. The copy is
    complete when a `tilegpu.tma_wait` for the barrier's phase returns;
    TMA writes through the async proxy, which wgmma reads, so no proxy
    fence comes between. The buffer must be free of readers.

    ```mlir
    tilegpu.tma_copy %view[%m, %k] into %slot of #ringA map 0
        barriers 98304 : !tile.partition_view<...>, !tile.tile<i32>,
        !tile.tile<i32>, !tile.tile<i32>
    ```
  }];
  let arguments = (ins AnyType:$view, Variadic<AnyType>:$index,
                       AnyType:$slot, TileGPU_SharedRingAttr:$ring,
                       I64Attr:$map, I64Attr:$barriers, UnitAttr:$producer);
  let assemblyFormat = [{
    $view `[` $index `]` `into` $slot `of` $ring `map` $map
    `barriers` $barriers (`producer` $producer^)? attr-dict
    `:` type($view) `,` type($slot) `,` type($index)
  }];
  let hasVerifier = 1;
}

def TileGPU_TmaWaitOp : Op<TileGPU_Dialect, "tma_wait"> {
  let summary = "wait for a buffer's TMA copies";
  let description = [{
    Every thread waits until phase `phase` (0 or 1, a `tile<i32>`) of
    mbarrier `slot` (from byte `barriers` of the scratch) completes: the
    TMA copies into buffer `slot` of that phase have landed, visible to
    the waiting thread and to its wgmma. `block_barrier`: then a block
    barrier, after which every thread is done with what it (and its
    finished wgmma groups) read before, so a copy may refill it.

    ```mlir
    tilegpu.tma_wait %slot phase %phase barriers 98304 block_barrier
        : !tile.tile<i32>, !tile.tile<i32>
    ```
  }];
  let arguments = (ins AnyType:$slot, AnyType:$phase, I64Attr:$barriers,
                       UnitAttr:$block_barrier);
  let assemblyFormat = [{
    $slot `phase` $phase `barriers` $barriers
    (`block_barrier` $block_barrier^)? attr-dict
    `:` type($slot) `,` type($phase)
  }];
  let hasVerifier = 1;
}

def TileGPU_TmaAcquireOp : Op<TileGPU_Dialect, "tma_acquire"> {
  let summary = "wait until every warp is done reading a buffer";
  let description = [{
    Thread 0, which issues the TMA copies, waits until phase `phase` (0
    or 1, a `tile<i32>`) of mbarrier `slot` from byte `barriers` of the
    scratch completes: every warp arrived on it with
    `tilegpu.tma_consumed` once it (and its wgmma groups) finished reading
    buffer `slot`, which a copy may then refill. On a barrier that has
    not completed a phase yet, a wait for phase 1 returns at once (the
    buffer's first fill). The other threads go on. `producer`: the
    thread is `tilegpu.producer_warp`'s, which runs the op alone.

    ```mlir
    tilegpu.tma_acquire %slot phase %phase barriers 98336
        : !tile.tile<i32>, !tile.tile<i32>
    ```
  }];
  let arguments = (ins AnyType:$slot, AnyType:$phase, I64Attr:$barriers,
                       UnitAttr:$producer);
  let assemblyFormat = [{
    $slot `phase` $phase `barriers` $barriers (`producer` $producer^)?
    attr-dict `:` type($slot) `,` type($phase)
  }];
  let hasVerifier = 1;
}

def TileGPU_TmaConsumedOp : Op<TileGPU_Dialect, "tma_consumed"> {
  let summary = "tell the copies that this warp is done with a buffer";
  let description = [{
    Lane 0 of every warp arrives on mbarrier `slot` from byte `barriers`
    of the scratch (initialised with one arrival per warp): the warp, and
    every wgmma group of it that read buffer `slot`, are done with it
    (the group's `tilegpu.wgmma_wait` comes first). `tilegpu.tma_acquire`
    waits for the phase this completes, in place of a block barrier.

    ```mlir
    tilegpu.tma_consumed %slot barriers 98336 : !tile.tile<i32>
    ```
  }];
  let arguments = (ins AnyType:$slot, I64Attr:$barriers);
  let assemblyFormat = [{
    $slot `barriers` $barriers attr-dict `:` type($slot)
  }];
  let hasVerifier = 1;
}

def TileGPU_ProducerWarpOp
    : Op<TileGPU_Dialect, "producer_warp",
         [SingleBlock, NoTerminator,
          DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>]> {
  let summary = "a loop of TMA copies on a warp of its own";
  let description = [{
    Warp specialization: the block gets one more warp, number `warp`
    (past the `warp` warps every other op of the kernel runs on), which
    runs only this op's region, on its lane 0, and then exits. The
    region issues a ring loop's TMA copies (`tilegpu.tma_acquire` and
    `tilegpu.tma_copy`, both `producer`) ahead of the warps that compute
    on the buffers, which wait for each buffer's copies (`tilegpu.tma_wait`)
    and free it (`tilegpu.tma_consumed`) without a block barrier, so no
    warp that runs mmas also waits for buffers to free up or issues
    copies. The region starts once the kernel's warps passed
    `tilegpu.producer_start` (the maps built, the barriers initialised),
    and may use only values defined before this op: it is the entry's
    first op, its values those of the entry's parameters and of ops it
    holds. Every block barrier of the kernel counts only the `warp`
    warps. (At the ptx level the block is `warp + 1` warps.)

    ```mlir
    tilegpu.producer_warp warp 8 slot_word 196672 {
      ...
      tilegpu.tma_acquire %slot phase %parity barriers 196608 producer
          : !tile.tile<i32>, !tile.tile<i32>
      tilegpu.tma_copy %view[%m, %k] into %slot of #ringA map 0
          barriers 196544 producer : ...
    }
    ```
  }];
  let arguments = (ins I64Attr:$warp, I64Attr:$slot_word);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `warp` $warp `slot_word` $slot_word attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

def TileGPU_ProducerStartOp : Op<TileGPU_Dialect, "producer_start"> {
  let summary = "let the producer warp start its copies";
  let description = [{
    On the kernel's `warp` warps (not the producer's), after the maps of
    the producer's copies are built and their barriers initialised:
    thread 0 stores the block's map-table slot as 8 bytes at byte
    `slot_word` of the scratch, where `tilegpu.producer_warp` reads it,
    and every thread arrives on the named barrier the producer waits on,
    without waiting itself.

    ```mlir
    tilegpu.producer_start warp 8 slot_word 196672
    ```
  }];
  let arguments = (ins I64Attr:$warp, I64Attr:$slot_word);
  let assemblyFormat = "`warp` $warp `slot_word` $slot_word attr-dict";
  let hasVerifier = 1;
}

def TileGPU_TmaReleaseOp : Op<TileGPU_Dialect, "tma_release"> {
  let summary = "invalidate the barriers TMA copies completed on";
  let description = [{
    After a block barrier (every thread past its last wait), thread 0
    invalidates the `slots` mbarriers from byte `barriers` of the
    scratch, which the scratch's next use may then overwrite. Every copy
    started must have been waited for.

    ```mlir
    tilegpu.tma_release barriers 98304 slots 4
    ```
  }];
  let arguments = (ins I64Attr:$barriers, I64Attr:$slots);
  let assemblyFormat = "`barriers` $barriers `slots` $slots attr-dict";
  let hasVerifier = 1;
}

def TileGPU_RoundTF32Op : Op<TileGPU_Dialect, "round_tf32"> {
  let summary = "wait for this thread's copies, then round them to tf32";
  let description = [{
    Waits until at most `pending` of this thread's committed groups of
    copies are in flight, then rounds to tf32 (nearest even, as `ftof`),
    in place, the elements its own `async_copy` pieces (of `chunks`
    elements, one entry per ring) wrote into buffer `slot` of each of
    `rings` (f32 rings that wgmma reads as tf32, dropping the low bits);
    from a transposed ring's staging area, it writes them rounded into the
    transposed buffer. No barrier: the thread's own copies have landed for
    itself, and the next `tilegpu.async_wait` (with `proxy_fence`) shows
    the rounded buffer to the block and to wgmma. The buffer must be free
    of readers: tile-pipeline-mma-shared rounds the next iteration's
    buffer while the current one's wgmma runs.

    ```mlir
    tilegpu.round_tf32 pending 1 %slot in [#ringA, #ringB] chunks [4, 4]
        : !tile.tile<i32>
    ```
  }];
  let arguments = (ins I64Attr:$pending, AnyType:$slot, ArrayAttr:$rings,
                       DenseI64ArrayAttr:$chunks);
  let assemblyFormat = [{
    `pending` $pending $slot `in` $rings `chunks` $chunks attr-dict
    `:` type($slot)
  }];
  let hasVerifier = 1;
}

def TileGPU_LoadRoundTF32Op : Op<TileGPU_Dialect, "load_round_tf32"> {
  let summary = "load a view's tile into registers, round it to tf32 and "
                "store it into a transposed buffer";
  let description = [{
    Loads this thread's pieces of the tile at `index` of a partition view
    (f32, `chunk` elements each: the pieces a `tilegpu.async_copy` into
    `ring` would give it) from global memory into registers, rounds them
    to tf32 (nearest even, as `ftof`) and stores them into the transpose
    in buffer `slot` of `ring` (a `transposed` or `interleaved` ring of
    f32, which wgmma reads K-major). Elements outside the tensor are
    zeros. The tile never passes through the ring's staging area: where
    `tilegpu.async_copy` and `tilegpu.round_tf32` write a B tile into
    shared memory twice and read it once on its way into the transpose,
    this op writes it once. Synchronous for this thread; no barrier, as
    for `tilegpu.round_tf32`: the next `tilegpu.async_wait` (with
    `proxy_fence`) shows the buffer to the block and to wgmma, and the
    buffer must be free of readers.

    ```mlir
    tilegpu.load_round_tf32 %view[%k, %n] into %slot of #ringB chunk 4
        : !tile.partition_view<...>, !tile.tile<i32>, !tile.tile<i32>,
          !tile.tile<i32>
    ```
  }];
  let arguments = (ins AnyType:$view, Variadic<AnyType>:$index,
                       AnyType:$slot, TileGPU_SharedRingAttr:$ring,
                       I64Attr:$chunk);
  let assemblyFormat = [{
    $view `[` $index `]` `into` $slot `of` $ring `chunk` $chunk attr-dict
    `:` type($view) `,` type($slot) `,` type($index)
  }];
  let hasVerifier = 1;
}

def TileGPU_TransposeBytesOp : Op<TileGPU_Dialect, "transpose_bytes"> {
  let summary = "wait for this thread's copies, then transpose them into "
                "the buffer";
  let description = [{
    Waits until at most `pending` of this thread's committed groups of
    copies are in flight, then moves what its own `async_copy` pieces
    wrote into the staging area of buffer `slot` of `ring` (a transposed
    ring of 8-bit elements, K x N as loaded) into the buffer, the tile's
    transpose (N rows of K bytes, swizzled), which wgmma reads K-major.
    Each thread copied whole units of 8 rows by 16 bytes: it reads its
    unit's rows, transposes 4 x 4 blocks of bytes in registers (byte
    permutes) and writes 8 bytes of K to each of the unit's 16 rows of
    the buffer. No barrier, as for `tilegpu.round_tf32`: the next
    `tilegpu.async_wait` (with `proxy_fence`) shows the buffer to the
    block and to wgmma, and the buffer must be free of readers.

    ```mlir
    tilegpu.transpose_bytes pending 1 %slot in #ringB : !tile.tile<i32>
    ```
  }];
  let arguments = (ins I64Attr:$pending, AnyType:$slot,
                       TileGPU_SharedRingAttr:$ring);
  let assemblyFormat = [{
    `pending` $pending $slot `in` $ring attr-dict `:` type($slot)
  }];
  let hasVerifier = 1;
}

def TileGPU_SharedMmaOp : Op<TileGPU_Dialect, "shared_mma",
                             [AllTypesMatch<["acc", "result"]>, SingleBlock,
                              NoTerminator, AttrSizedOperandSegments]> {
  let summary = "an mma whose operands are buffers of two rings";
  let description = [{
    `mmaf` with A the tile in buffer `slot` of ring `lhs` (M x K; or the
    tile `lhs_tile`, below) and B
    the tile in buffer `slot` of ring `rhs` (K x N; a ring of one buffer,
    a resident B's, is read at buffer 0 whatever `slot`), both of f16 or bf16,
    or both of f32, which the op rounds to tf32 (nearest even, as `ftof`)
    for a tf32 mma, or of f8 (wgmma only, below), and `acc` (M x N, f32,
    or f16 with f16 operands) in an
    mma layout: D = A B + C, as `mmaf` computes it. Warps read their
    fragments with ldmatrix (B transposed; 32-bit B elements one by one),
    so A and B never pass through registers as tiles.

    `wgmma` (sm_90): the rings hold core matrices and each warpgroup runs
    `wgmma.mma_async` m64nNk16 on its 64-row blocks of the f32
    accumulator, whose layout is `mma<W, 1>` (W a multiple of 4: warp w of
    warpgroup g holds wgmma's fragment rows of warp w mod 4), reading A
    and B from the buffers through descriptors, as one wgmma group. The
    result is in flight until a `tilegpu.wgmma_wait` leaves its group
    behind: only another wgmma `shared_mma` (as its accumulator) or a
    `tilegpu.wgmma_wait` may use it before. With f32 rings (tf32) the
    instruction is m64nNk8, B's ring holds its transpose (`transposed`
    or `columns`: wgmma reads tf32 K-major only), and the op does not
    round: wgmma drops the low bits, so a `tilegpu.round_tf32` of the
    buffer must come first. f8 rings (e4m3 or e5m2, either for A and for
    B) only run as wgmma: m64nNk32 with B's ring `columns` or
    `transposed` (K-major, after a `tilegpu.transpose_bytes`; no 8-bit
    mma.sync reads rings). i8 rings are an `mmai`'s, as f8 ones into an
    i32 accumulator (m64nNk32 s32, wrapping as `mmai`): each operand
    signed unless `unsigned_lhs` / `unsigned_rhs` says so.

    `lhs_registers` (wgmma on f32 rings): each thread reads its part of A's
    fragments from the buffer into registers, rounds them there to tf32
    (nearest even) and wgmma takes A from registers, B through its
    descriptor. A's ring is then not rounded in shared memory (no
    `tilegpu.round_tf32` names it): the shared-memory traffic of the
    in-place rounding and wgmma's reads of A become one read.
    `lhs_groups` N (with `lhs_registers` and A's ring): the K steps run
    as N wgmma groups of K / 8 / N steps each, each group's fragments
    loaded just before it, after a wait that leaves N - 1 groups in
    flight: the group that last read those registers (the same group of
    the op's previous run) is then done. So the next run's first group
    may load its fragments while the last N - 1 groups of this one still
    run: a `tilegpu.wgmma_wait` may leave up to N - 1 of them in flight.

    `lhs_tile` instead of a ring for A (wgmma with `lhs_registers` on an
    `interleaved` B ring): A is that M x K f32 tile, in
    `#tilegpu.wgmma_lhs<W>`, already in each thread's registers (a loop
    loaded it from global memory an iteration ahead); the op rounds its
    elements to tf32 (nearest even) and passes them to wgmma. A then
    never goes through shared memory. A tf32 tile (a
    `tilegpu.load_wgmma_lhs` of A's ring, carried by the loop) is already
    rounded and goes to wgmma as it is.

    `before_last_step` (mma.sync only): the region's ops run once every
    warp's fragments of the last k step are in its registers, before that
    step's mmas. By then this op has read the buffers for the last time,
    so after a barrier in the region copies may refill them; and the last
    step's mmas keep the tensor cores busy while the next iteration's
    first fragments load (a pipelined loop's wait; at the top of the body
    it would leave them idle).

    `first_step` (mma.sync only, its k steps unrolled: K at most 8 steps):
    the warp's fragments of the first k step of buffer `slot`, as
    `tilegpu.load_mma_fragments` loads them, come in as that operand, and
    the op's second result is the first step's fragments of the next
    buffer, (`slot` + 1) mod slots, loaded after the `before_last_step`
    region and before the last step's mmas: a loop carries them into its
    next iteration, so those loads run under the last step's mmas rather
    than after them (CUTLASS's multistage main loop). The region must make
    the next buffer's copies visible (a wait and a barrier).

    ```mlir
    %d = tilegpu.shared_mma %acc, %slot, lhs #ringA, rhs #ringB
        : !tile.tile<128x128xf32>, !tile.tile<i32>
    %g = tilegpu.shared_mma %acc, %slot, lhs #ringA, rhs #ringB
        : !tile.tile<128x128xf32>, !tile.tile<i32> before_last_step {
      tilegpu.async_wait pending 1
    }
    %e = tilegpu.shared_mma %iacc, %slot, lhs #ringC, rhs #ringD wgmma
        unsigned_rhs : !tile.tile<128x128xi32>, !tile.tile<i32>
    %f = tilegpu.shared_mma %facc, %slot, lhs #ringE, rhs #ringF wgmma
        lhs_registers : !tile.tile<128x128xf32>, !tile.tile<i32>
    %k = tilegpu.shared_mma %facc, %slot, lhs #ringE, rhs #ringF wgmma
        lhs_registers lhs_groups 2 : !tile.tile<128x128xf32>, !tile.tile<i32>
    %h = tilegpu.shared_mma %facc, %slot, lhs_tile %a : !tile.tile<128x32xf32>,
        rhs #ringG wgmma lhs_registers : !tile.tile<128x128xf32>,
        !tile.tile<i32>
    %n:2 = tilegpu.shared_mma %acc, %slot, lhs #ringA, rhs #ringB
        first_step %f : vector<32xi32> -> vector<32xi32>
        : !tile.tile<128x128xf32>,
        !tile.tile<i32> before_last_step {
      tilegpu.async_wait pending 1
    }
    ```
  }];
  let arguments = (ins AnyType:$acc, AnyType:$slot,
                       Optional<AnyType>:$lhs_tile,
                       Optional<VectorOfRankAndType<[1], [I32]>>:$first_step,
                       OptionalAttr<TileGPU_SharedRingAttr>:$lhs,
                       TileGPU_SharedRingAttr:$rhs, UnitAttr:$wgmma,
                       UnitAttr:$unsigned_lhs, UnitAttr:$unsigned_rhs,
                       UnitAttr:$lhs_registers,
                       OptionalAttr<I64Attr>:$lhs_groups);
  let results = (outs AnyType:$result,
                  Optional<VectorOfRankAndType<[1], [I32]>>:$next_step);
  let regions = (region AnyRegion:$beforeLastStep);
  let assemblyFormat = [{
    $acc `,` $slot `,` (`lhs` $lhs^ `,`)?
    (`lhs_tile` $lhs_tile^ `:` type($lhs_tile) `,`)?
    `rhs` $rhs (`wgmma` $wgmma^)?
    (`unsigned_lhs` $unsigned_lhs^)? (`unsigned_rhs` $unsigned_rhs^)?
    (`lhs_registers` $lhs_registers^)? (`lhs_groups` $lhs_groups^)?
    (`first_step` $first_step^ `:` type($first_step) `->` type($next_step))?
    attr-dict `:` type($acc) `,` type($slot)
    (`before_last_step` $beforeLastStep^)?
  }];
  let extraClassDeclaration = [{
    /// How many wgmma groups the op issues (`lhs_groups`, else 1).
    int64_t getLhsGroupCount() {
      return int64_t(getLhsGroups().value_or(1));
    }
  }];
  let hasVerifier = 1;
}

def TileGPU_LoadMmaFragmentsOp : Op<TileGPU_Dialect, "load_mma_fragments"> {
  let summary = "a warp's mma.sync fragments of a ring buffer's first k step";
  let description = [{
    Loads, into each thread's registers, the fragments that a
    `tilegpu.shared_mma` (mma.sync) on rings `lhs` and `rhs` with its
    accumulator in `layout` reads for its first k step from buffer `slot`:
    for each of the warp's 16-row tiles of A its four 32-bit registers,
    then for each of its 8-column tiles of B its two (f32 rings: rounded
    to tf32). A pipelined loop loads its first iteration's fragments with
    it and passes them to the shared_mma's `first_step`.

    ```mlir
    %f = tilegpu.load_mma_fragments %slot, lhs #ringA, rhs #ringB,
        layout #tilegpu.mma<2, 2> : !tile.tile<i32> -> vector<32xi32>
    ```
  }];
  let arguments = (ins AnyType:$slot, TileGPU_SharedRingAttr:$lhs,
                       TileGPU_SharedRingAttr:$rhs,
                       TileGPU_MmaLayoutAttr:$layout);
  let results = (outs VectorOfRankAndType<[1], [I32]>:$fragments);
  let assemblyFormat = [{
    $slot `,` `lhs` $lhs `,` `rhs` $rhs `,` `layout` $layout attr-dict `:`
    type($slot) `->` type($fragments)
  }];
  let hasVerifier = 1;
}

def TileGPU_LoadWgmmaLhsOp : Op<TileGPU_Dialect, "load_wgmma_lhs"> {
  let summary = "a tf32 wgmma's A fragments of a ring buffer, rounded";
  let description = [{
    Loads, into each thread's registers, its part of A's fragments that a
    `tilegpu.shared_mma ... wgmma lhs_registers` on the f32 ring `lhs`
    (B's ring `rhs` interleaved, so K runs in the fragments' order) reads
    from buffer `slot`, rounded to tf32 (nearest even, as `ftof`): the
    M x K tf32 tile in `#tilegpu.wgmma_lhs<W>` (the result's layout) that
    the shared_mma then takes as `lhs_tile` without rounding it again. A
    pipelined loop loads the next buffer's fragments with it while this
    iteration's wgmma group runs, and carries them into the next
    iteration (`carry-lhs`): the loads and their rounding then leave the
    span between one group's end and the next one's start.

    ```mlir
    %a = tilegpu.load_wgmma_lhs %slot, lhs #ringA, rhs #ringB
        : !tile.tile<i32> -> !tile.tile<256x32xtf32>
    ```
  }];
  let arguments = (ins AnyType:$slot, TileGPU_SharedRingAttr:$lhs,
                       TileGPU_SharedRingAttr:$rhs);
  let results = (outs AnyType:$tile);
  let assemblyFormat = [{
    $slot `,` `lhs` $lhs `,` `rhs` $rhs attr-dict `:` type($slot) `->`
    type($tile)
  }];
  let hasVerifier = 1;
}

def TileGPU_WgmmaWaitOp : Op<TileGPU_Dialect, "wgmma_wait",
                             [AllTypesMatch<["acc", "result"]>]> {
  let summary = "wait for all but the newest groups of wgmma";
  let description = [{
    Waits until at most `pending` of this warpgroup's wgmma groups
    (`tilegpu.shared_mma ... wgmma`) are in flight and returns `acc`, the
    result of one of them: with `pending` 0 it is final; with more it may
    still be in flight (a pipelined loop passes it on to the next
    iteration's wgmma while the buffers of the finished groups are free
    for new copies). Taking the accumulator keeps its uses after the wait.
    A wgmma that reads A from registers (`lhs_registers`) reads them until
    its group is done, and PTX leaves them undefined to change until then:
    its wait leaves at most `lhs_groups` - 1 of its groups in flight (0
    without `lhs_groups`), so that its first group, whose registers the
    next run's first fragments take, is done.

    `carry` values pass through the wait unchanged: the results after it
    are what a loop carries into the next iteration's wgmma (A's next
    fragments, `tilegpu.load_wgmma_lhs`). Loaded while a group runs, they
    would otherwise be written straight into the registers the loop
    carries, which that group may still read (ptxas then serializes every
    wgmma); through the wait they are moved there only after it.

    ```mlir
    %d = tilegpu.wgmma_wait %acc pending 1 : !tile.tile<128x128xf32>
    %e, %a = tilegpu.wgmma_wait %acc pending 0
        carry %next : !tile.tile<256x32xtf32> -> !tile.tile<256x32xtf32>
        : !tile.tile<256x128xf32>
    ```
  }];
  let arguments = (ins AnyType:$acc, I64Attr:$pending,
                       Variadic<AnyType>:$carry);
  let results = (outs AnyType:$result, Variadic<AnyType>:$carried);
  let assemblyFormat = [{
    $acc `pending` $pending
    (`carry` $carry^ `:` type($carry) `->` type($carried))?
    attr-dict `:` type($acc)
  }];
  let builders = [
    // A wait that carries `carry` through (their types unchanged).
    OpBuilder<(ins "Value":$acc, "int64_t":$pending,
                   CArg<"ValueRange", "{}">:$carry), [{
      build($_builder, $_state, acc.getType(), carry.getTypes(), acc,
            $_builder.getI64IntegerAttr(pending), carry);
    }]>
  ];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILEGPU_IR_TILEGPUOPS_TD
