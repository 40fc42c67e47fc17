//===- Passes.td - tile dialect analyses and transforms ----*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_TD
#define TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// The passes take any op and work on every tile.entry below it, so they run
// on the implicit builtin.module of tile-opt as well as on a tile.module.

def TileAnalyzeLoops : Pass<"tile-analyze-loops"> {
  let summary = "Print the loop/region analysis of every entry";
  let description = [{
    For every for, loop and if: static or runtime trip count, nesting depth,
    loop-carried values and their bytes, tiles defined outside and used
    inside, tiles live across the region and the tokens threaded through it.
    Prints to stdout; the IR is unchanged.
  }];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TileExpandScaledMma : Pass<"tile-expand-scaled-mma"> {
  let summary = "Rewrite mmaf_scaled as scaled f32 operands and an f32 mmaf";
  let description = [{
    No target TileIR lowers has a block-scaled tensor core it drives yet, so
    every `mmaf_scaled` becomes what it means, exactly as the interpreter
    computes it: both operands and both scales converted to f32 (exact for
    f8E4M3FN, f8E5M2, f4E2M1FN and f8E8M0FNU), each scale repeated over its
    K/Ks block (`reshape`, `broadcast`, `reshape`), the products `mulf`, and
    an f32 x f32 + f32 `mmaf`, which the lowering computes with one fused
    multiply-add per k in order, as the interpreter does. Runs before the
    resource plan, which so prices the f32 operands.
  }];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TileExtractByReduction : Pass<"tile-extract-by-reduction"> {
  let summary = "Extract one element of each row as a masked OR-reduction";
  let description = [{
    An `extract` of a slice one element wide along a tile's last
    dimension (all other dimensions whole) becomes what it selects: the
    tile's bits where the last dimension's `iota` equals the slice index,
    zero elsewhere, OR-reduced along that dimension and reshaped to the
    slice. The lowering moves an extract through scratch memory (a store
    of the whole tile, two barriers); the reduction stays in each row's
    threads (warp shuffles where a row spans threads, whose result keeps
    the rows' slice layout, so a broadcast back is free), and the mask is
    the one a frontend's column pick already computes, which CSE shares.
    The seed's panel transform picks a column this way 32 times:
    docs/benchmarks.md times it. Exact for every element type (the bits
    are ORed with zeros); an index past the dimension, undefined for
    `extract`, gives zeros.
  }];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TileSinkBroadcasts : Pass<"tile-sink-broadcasts"> {
  let summary = "Recompute a broadcast's index arithmetic at its result shape";
  let description = [{
    A `broadcast` whose source is computed from `iota`s, splat constants
    and one-element tiles by elementwise (layout-agnostic) ops, at most 16
    of them and none a math function or a division but by a constant,
    becomes those ops at the broadcast's result shape: an iota
    reshaped into one dimension becomes that dimension's coordinate of
    each element (an iota of the whole tile, divided and reduced), the
    other leaves are broadcast as one element or splat. The lowering moves
    any other broadcast of more than one element (but a reduction's
    slice) through scratch memory, a store and two barriers; masks such
    as `iota(N)[None, :] == j`, or a causal `rows >= columns`, are this
    kind. The seed's column-pick mask (1x32 to 128x32, once per step of
    its panel transform) is one: docs/benchmarks.md times it. Runs before
    the resource plan, which then prices no scratch for it.
  }];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TileStreamReductions : Pass<"tile-stream-reductions"> {
  let summary = "Reduce a large loaded tile chunk by chunk in a loop";
  let description = [{
    A `load_view_tko` (weak, of a partition view) whose tile only a
    one-operand `reduce` reads, and which holds more than `min-bytes`,
    becomes a loop over chunks of at most `chunk-bytes` along the reduced
    dimension: the first chunk is loaded and reduced, then each further
    chunk is loaded, reduced, and combined with the running result by the
    same combiner (a `cat` of the two and a `reduce` over them), so the
    identity is never combined and the whole tile is never live. The chunks
    read the same tensor through a partition view with the chunk's shape.
    Where a chunk may lie past the end of the tensor, the loop stops at the
    last chunk that does not (those elements are unspecified without a
    padding value); with a padding value and a shape that may end inside
    the tile, the load is left as it is.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"65536",
           "Stream loaded tiles larger than this many bytes">,
    Option<"chunkBytes", "chunk-bytes", "int64_t", /*default=*/"16384",
           "Largest chunk to load at once, in bytes">,
  ];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TilePipelineMmaShared : Pass<"tile-pipeline-mma-shared"> {
  let summary = "Feed a loop's mmas from rings of shared buffers filled by "
                "async copies";
  let description = [{
    A software pipeline for `for` loops whose `mmaf` (f16 or bf16 operands,
    an f32 or f16 accumulator in an mma layout; for wgmma also tf32 and f8,
    and `mmai` of i8) reads two tiles loaded in
    the body by weak `load_view_tko`s of partition views (maybe reshaped
    to drop leading unit dimensions), with the view, token and indices the
    induction variable or defined outside the loop. Runs after
    tile-assign-layouts.

    Each operand gets a `#tilegpu.ring` of `stages` shared buffers, rows
    padded by 16 bytes. A prologue starts the copies of the first
    `stages` iterations (`tilegpu.async_copy`, each under an `if` that
    the iteration runs, then `tilegpu.async_commit`) and waits for the
    first (`tilegpu.async_wait`, then a barrier). Each iteration computes
    with `tilegpu.shared_mma` on its buffer, whose index is a new
    iteration value; once the last k step's fragments are loaded (its
    `before_last_step` region) it waits for the next iteration's copies,
    whose barrier also frees its own buffer, and after its mmas starts the
    copies of iteration iv + stages step into that buffer. Elements
    outside the tensor arrive as zeros, so the views must
    pad with zero or leave padding unspecified, and their rows must be
    contiguous in aligned pieces of at least 4 bytes (the axis info).

    The rings take the reused scratch from offset 0, so the body may hold
    nothing else but scalar arithmetic; and the loads move ahead of the
    rest of the body, so it writes no memory. The stage count is the
    largest up to `stages` whose rings fit the plan's shared-memory limit
    (`tile.plan`, else `max-ring-bytes`); the loop gets
    `tile.pipeline_stages`. Entries with resident mma operands are left
    as they are.

    With `warpgroup-mma` (sm_90), an f16/bf16 mma whose accumulator
    tile-assign-layouts put in `mma<W, 1>` (its `warpgroup-mma`) gets
    rings in wgmma's swizzled layout (`layout = "swizzled"`), a
    `shared_mma ... wgmma` and waits with `proxy_fence`; its body opens
    with the wait for its own copies, and the copies follow the wgmma's
    issue (before it for tf32 and with parts); with one buffer more, its
    group stays in flight into the next iteration
    (`wgmma_wait pending 1`). Where whole tiles fit fewer than the four
    buffers that takes, each iteration's tiles split along K into 2 or 4
    parts (rows of 128 bytes or more), each copied through a partition
    view of its own and pipelined as a step of its own; the loop gets
    `tile.pipeline_parts`. wgmma reads tf32 (mmas of `ftof`-rounded f32
    tiles) and 8-bit operands only K-major: f8 `mmaf`s and i8 `mmai`s (into
    i32, their signedness kept as the `shared_mma`'s `unsigned_lhs` /
    `unsigned_rhs`) take rings only as wgmma.
    Their B, when its rows are contiguous, lands in the staging area
    of a `layout = "transposed"` ring, and `tilegpu.round_tf32` (which
    also rounds) or `tilegpu.transpose_bytes` moves each thread's pieces
    into the transpose, one buffer ahead of the wgmma; a B with
    contiguous columns lands K-major directly (`layout = "columns"`). A
    tf32 wgmma takes A from registers (`shared_mma ... lhs_registers`),
    which round it, so A's ring is not rounded in shared memory; no group
    stays in flight then (the next iteration's fragments take the same
    registers, which PTX leaves undefined to change until the group's
    wait), so each group is waited for at the end of its iteration;
    with `lhs-groups=2` the k steps run as two groups (`lhs_groups 2`),
    each loading its fragments once the group that last read them is
    done, and the second stays in flight (slower on an H100).
    Where B's columns come in groups of 16, its ring is `interleaved`
    (`interleave-k`): the transpose holds K in the order A's register
    fragments walk it, so each thread loads its fragments of a row as
    vectors (16 bytes) instead of one element a load. With `lhs-direct`
    (off by default), where A's tile is a rank-2 partition view load, A
    has no ring at all:
    each thread loads its fragments from global memory into registers
    (a `load_view_tko` whose tile is in `#tilegpu.wgmma_lhs<W>`) one
    iteration ahead, first thing in the body, and the loop carries them
    to the next `shared_mma ... lhs_tile`: A's copy into shared memory and
    its read back, half of the shared-memory traffic of a 256x128x32 tf32
    step, are gone, but it is not faster on an H100 (the 4096^3 GEMM at
    128x128 as fast, at 256x128 0.60 -> 0.71 ms, where the third set of
    fragments spills; docs/lowering.md).

    With `tma`, a wgmma loop whose rings are all swizzled or columns (f16,
    bf16, f8 and i8 operands with B N-major or by columns; not tf32, whose
    rings are rounded, nor 8-bit B transposed through registers), whose
    operands the axis info lets copy in 16-byte pieces (the TMA's
    alignment of base and strides) and whose tiles are whole is fed by
    the tensor memory accelerator instead: the kernel builds one tensor
    map an operand (`tilegpu.tma_map`, before the prologue), each buffer
    gets an mbarrier (`tilegpu.tma_init`), one thread copies each tile
    (`tilegpu.tma_copy`, which announces its bytes on the buffer's
    barrier), and the body opens by waiting for its buffer's barrier in
    the phase the loop carries as one more iteration value
    (`tilegpu.tma_wait ... block_barrier`, whose block barrier also
    frees the buffer the copies refill); `tilegpu.tma_release` ends the
    pipeline. With `tma-empty-barriers` too (a loop with one mma), each
    buffer gets a second barrier, one arrival a warp: once a warp's wgmma
    group that read a buffer is done (its `wgmma_wait`), the warp arrives
    (`tilegpu.tma_consumed`), and the copy that refills the buffer first
    waits for that phase (`tilegpu.tma_acquire`, whose parity follows the
    loop's phase); the wait that opens the body then needs no block
    barrier, and warpgroups no longer step in lockstep.
  }];
  let options = [
    Option<"stages", "stages", "int64_t", /*default=*/"3",
           "Buffers per ring, the iterations whose operands are in flight "
           "plus one; 0 leaves loops as they are">,
    Option<"maxRingBytes", "max-ring-bytes", "int64_t", /*default=*/"49152",
           "Shared-memory bytes the rings of a loop may take when the entry "
           "has no tile.plan">,
    Option<"warpgroupMma", "warpgroup-mma", "bool", /*default=*/"false",
           "Run the mmas whose accumulator is in mma<W, 1> (W a multiple "
           "of 4) as wgmma (sm_90) on swizzled rings">,
    Option<"interleaveK", "interleave-k", "bool", /*default=*/"true",
           "tf32 wgmma with A from registers: B's transposed ring stores K "
           "in the order A's fragments walk it (layout \"interleaved\"), "
           "so A's fragments load as vectors; false keeps K's order">,
    Option<"lhsDirect", "lhs-direct", "bool", /*default=*/"false",
           "tf32 wgmma with B interleaved: load A from global memory "
           "straight into its register fragments an iteration ahead "
           "(tilegpu.wgmma_lhs), with no ring for A (not faster on an "
           "H100, docs/lowering.md)">,
    Option<"rhsDirect", "rhs-direct", "bool", /*default=*/"false",
           "tf32 wgmma with B transposed: load B from global memory into "
           "registers and round it into its transpose "
           "(tilegpu.load_round_tf32) an iteration ahead, instead of "
           "copying it into a staging area that round_tf32 moves on "
           "(not with K in parts or TMA; slower on the H200, "
           "docs/lowering.md)">,
    Option<"carryFragments", "carry-fragments", "bool", /*default=*/"false",
           "mma.sync loops of two or more buffers: load the next buffer's "
           "first k step fragments after the wait in the last k step and "
           "carry them into the next iteration (tilegpu.load_mma_fragments, "
           "shared_mma's first_step), so they load under the last step's "
           "mmas (CUTLASS's order); each other step's fragments load "
           "before the previous step's mmas">,
    Option<"carryLhs", "carry-lhs", "bool", /*default=*/"false",
           "tf32 wgmma with A from its ring into registers, B's ring "
           "interleaved, one group waited for in its iteration: load the "
           "next buffer's A fragments (tilegpu.load_wgmma_lhs, rounded) "
           "while this iteration's group runs, after a wait and barrier "
           "for that buffer, and carry them into the next iteration, whose "
           "wgmma then starts without loading or rounding them; "
           "experimental: slower on an H100, docs/lowering.md">,
    Option<"lhsGroups", "lhs-groups", "int64_t", /*default=*/"1",
           "tf32 wgmma with A from its ring into registers: issue the k "
           "steps as up to this many wgmma groups (2: two where they split "
           "evenly, the second kept in flight into the next iteration; "
           "slower on an H100, docs/lowering.md; 1: one group, waited for "
           "in its iteration)">,
    Option<"tma", "tma", "bool", /*default=*/"false",
           "Fill wgmma's swizzled and columns rings with TMA copies that "
           "complete on mbarriers (sm_90), where every operand is copied "
           "in 16-byte pieces and K is not split in parts">,
    Option<"tmaMaxWarps", "tma-max-warps", "int64_t", /*default=*/"0",
           "With tma: only loops whose mma accumulators span at most this "
           "many warps (4: one warpgroup; 0: any)">,
    Option<"tmaEmptyBarriers", "tma-empty-barriers", "bool",
           /*default=*/"false",
           "With tma: a second barrier a buffer that every warp arrives on "
           "once done reading it, which the copy refilling it waits for, "
           "instead of a block barrier each iteration">,
    Option<"tmaProducerWarp", "tma-producer-warp", "bool",
           /*default=*/"false",
           "With tma: warp specialization where the kernel's one ring loop "
           "allows it (at the entry's top level, its bounds and copy "
           "indices pure values of the parameters, at most 8 warps): one "
           "more warp issues every copy (tilegpu.producer_warp), the mma "
           "warps only wait for buffers and free them (empty barriers)">,
  ];
  let dependentDialects = ["::mlir::tile::TileDialect",
                           "::mlir::tilegpu::TileGPUDialect"];
}

def TilePipelineMmaLoads : Pass<"tile-pipeline-mma-loads"> {
  let summary = "Load the mma operands of a for loop's next iterations early";
  let description = [{
    A software pipeline for `for` loops that feed tensor cores: a weak
    `load_view_tko` in the body whose tile an `mmaf`/`mmai` reads, whose
    view, token and indices are the loop's induction variable or defined
    outside the loop, is issued `stages - 1` iterations ahead, so its
    memory latency overlaps the math of the iterations before.

    - Prologue: for j = 0 .. stages - 2, the tiles of iteration lb + j step,
      loaded under an `if` that it runs (a load at an index the loop never
      reaches would be out of the index space); zeros otherwise.
    - Body: the tiles of iteration iv + (stages - 1) step are loaded first
      (at iv's own index where that iteration does not run: a valid index
      whose tile is never used), the body computes on the tiles carried in
      from `stages - 1` iterations before, and `continue` passes the ring
      on. Bounds are compared in i64, so the next index never wraps.

    Only loops whose body writes no memory are pipelined (every op is a
    weak load or free of memory effects), so moving a load ahead of the
    rest of an iteration cannot change what it reads. The loop gets
    `tile.pipeline_stages`. Registers hold the ring: the tiles in flight are
    loop-carried values, which the resource plan prices. Runs before the
    plan. A load's result token may be threaded through the loop: it rides
    the ring with its tile, so each iteration joins the token of the load
    it computes on (a prologue stage that does not run yields the load's
    input token).
  }];
  let options = [
    Option<"stages", "stages", "int64_t", /*default=*/"2",
           "Iterations in flight (2: the next iteration's loads overlap "
           "this iteration's math); 1 leaves loops as they are">,
    Option<"residentOnly", "resident-only", "bool", /*default=*/"false",
           "Only loops whose every mma reads one operand defined outside "
           "the loop (C += A_k B, B resident): the loops operand rings do "
           "not take">,
  ];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TilePrintAxisInfo : Pass<"tile-print-axis-info"> {
  let summary = "Print the contiguity/divisibility/constancy analysis";
  let description = [{
    For every op of every entry that defines an integer or pointer tile:
    per dimension, how many consecutive elements hold consecutive values
    (contiguity), the power of two dividing the first of each run
    (divisibility; bytes for pointers) and how many hold one value
    (constancy). For every load and store through a partition view: the
    tile dimension along the tensor's unit stride, how many elements along
    it form one aligned vector of at most 16 bytes, their alignment, and
    whether every tile lies inside the tensor. Prints to stdout; the IR is
    unchanged. (lib/Analysis/AxisInfo.cpp)
  }];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TileVerifyResources : Pass<"tile-verify-resources"> {
  let summary = "Plan registers, shared memory and warps against a target";
  let description = [{
    Liveness over the region tree and a storage plan per entry: warps per
    block (honouring the `occupancy`, `num_cta_in_cga` and
    `num_worker_warps_per_cta` hints), which tiles live in registers and
    which in shared memory, scratch for layout changes and mma staging, and
    the per-thread register and shared-memory estimate at every program
    point. The plan is attached as attributes (`tile.plan` on the entry;
    `tile.storage`, `tile.carried_storage`, `tile.pressure`, `tile.scratch`
    on ops). When the tiles fit shared memory but no warp count holds them
    in registers, the plan that spills the fewest registers (to local
    memory, by ptxas; at most four times what a thread has) is chosen with a
    warning, and `tile.plan` records
    `spilled_registers`; with `allow-spills=false`, or when shared memory
    does not fit, an error at the point of peak demand with a note per live
    tile. Also diagnoses element-type/instruction combinations
    the target lacks, unmeetable hints and tiles beyond the IR's limits.
    See docs/resource-model.md.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"sm_90\"",
           "GPU to plan for: sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, "
           "sm_103, sm_110, sm_120 or sm_121">,
    Option<"occupancy", "occupancy", "int64_t", /*default=*/"0",
           "Blocks resident per SM (0: the entry's hint, else 1)">,
    Option<"numWarps", "num-warps", "int64_t", /*default=*/"0",
           "Warps per block (0: the entry's hint, else search)">,
    Option<"allowSpills", "allow-spills", "bool", /*default=*/"true",
           "Compile with register spills (a warning) when no warp count "
           "holds the tiles in registers">,
    Option<"deferSpillWarning", "defer-spill-warning", "bool",
           /*default=*/"false",
           "Where the chosen plan spills, record the warning on the entry "
           "(tile.spill_warning: its location and text) instead of "
           "emitting it, for a driver that assembles the kernel to emit "
           "only where the assembler does spill (the plan's estimate is "
           "an estimate)">,
    Option<"werrorHints", "werror-hints", "bool", /*default=*/"false",
           "Make an optimization hint the compiler ignores or cannot meet "
           "an error (default: a warning, and the kernel compiles at the "
           "best the target allows)">,
    Option<"mmaStages", "mma-stages", "int64_t", /*default=*/"0",
           "Price operand rings of this many buffers for the loops "
           "tile-pipeline-mma-shared will rewrite, and record the count "
           "in tile.plan (0: no rings)">,
    Option<"warpgroupMma", "warpgroup-mma", "bool", /*default=*/"false",
           "Price the rings of mmas that will run as wgmma (sm_90) as "
           "tile-pipeline-mma-shared's warpgroup-mma makes them: swizzled, "
           "one buffer more">,
    Option<"tma", "tma", "bool", /*default=*/"false",
           "Price the mbarriers of the wgmma rings TMA will fill, as "
           "tile-pipeline-mma-shared's tma, tma-max-warps and "
           "tma-empty-barriers decide">,
    Option<"tmaMaxWarps", "tma-max-warps", "int64_t", /*default=*/"0",
           "As tile-pipeline-mma-shared's">,
    Option<"tmaEmptyBarriers", "tma-empty-barriers", "bool",
           /*default=*/"false", "As tile-pipeline-mma-shared's">,
    Option<"tmaProducerWarp", "tma-producer-warp", "bool",
           /*default=*/"false", "As tile-pipeline-mma-shared's">,
  ];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TileResourceReport : Pass<"tile-resource-report"> {
  let summary = "Print the resource plan: warps, budgets, peak point, live set";
  let description = [{
    Runs the planner of `--tile-verify-resources` and prints, per entry, the
    warp counts tried, the chosen plan, the peak point and what is live
    there; `format=json` prints one JSON array for tools. Diagnoses what
    `--tile-verify-resources` diagnoses except an infeasible plan, which it
    reports. The IR is unchanged.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"sm_90\"",
           "GPU to plan for (see --tile-verify-resources)">,
    Option<"occupancy", "occupancy", "int64_t", /*default=*/"0",
           "Blocks resident per SM (0: the entry's hint, else 1)">,
    Option<"numWarps", "num-warps", "int64_t", /*default=*/"0",
           "Warps per block (0: the entry's hint, else search)">,
    Option<"mmaStages", "mma-stages", "int64_t", /*default=*/"0",
           "Price operand rings of this many buffers, as "
           "tile-verify-resources does (tile-as's --mma-stages)">,
    Option<"warpgroupMma", "warpgroup-mma", "bool", /*default=*/"false",
           "Price wgmma's rings, as tile-verify-resources does">,
    Option<"tma", "tma", "bool", /*default=*/"false",
           "Price TMA's mbarriers, as tile-verify-resources does">,
    Option<"tmaMaxWarps", "tma-max-warps", "int64_t", /*default=*/"0",
           "As tile-verify-resources's">,
    Option<"tmaEmptyBarriers", "tma-empty-barriers", "bool",
           /*default=*/"false", "As tile-verify-resources's">,
    Option<"tmaProducerWarp", "tma-producer-warp", "bool",
           /*default=*/"false", "As tile-verify-resources's">,
    Option<"format", "format", "std::string", /*default=*/"\"text\"",
           "Output format: text or json">,
  ];
  let dependentDialects = ["::mlir::tile::TileDialect"];
}

def TileAssignLayouts : Pass<"tile-assign-layouts"> {
  let summary = "Give tiles distributed layouts and insert the conversions";
  let description = [{
    Decides which thread holds which element of every tile of an entry,
    for the warps of its plan (`tile.plan` from `--tile-verify-resources`),
    else its `num_worker_warps_per_cta` hint, else `num-warps`. Tiles stay
    in the blocked layout, except accumulators of tensor-core mma, what is
    computed from them elementwise and what a `tile.for` carries of them:
    those take the mma.sync fragment layout (`#tilegpu.mma`), so a loop of
    mma keeps its accumulator in registers; reductions along rows spread
    over threads leave slices (`#tilegpu.slice`); tiles that only stream
    between view loads, elementwise ops, row reductions and view stores
    take `#tilegpu.coalesced`, so a warp's vector accesses are consecutive
    in memory. View loads and stores get their vector width
    (`tilegpu.vector`). Layouts are written as
    `tilegpu.layout` on ops and `tilegpu.layouts` on for loops; a
    `tilegpu.convert_layout` goes wherever a value meets an op that needs
    another layout. Entries that already have layouts are left as they
    are. See docs/layouts.md.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"sm_90\"",
           "GPU whose `num_worker_warps_per_cta` hint applies">,
    Option<"numWarps", "num-warps", "int64_t", /*default=*/"4",
           "Warps per block for entries with neither a plan nor a hint">,
    Option<"warpgroupMma", "warpgroup-mma", "bool", /*default=*/"false",
           "Give the accumulators of ring-loop mmas that can run as wgmma "
           "(sm_90) the layout mma<warps, 1>, wgmma's fragments">,
  ];
  let dependentDialects = ["::mlir::tile::TileDialect",
                           "::mlir::tilegpu::TileGPUDialect"];
}

#endif // TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_TD
