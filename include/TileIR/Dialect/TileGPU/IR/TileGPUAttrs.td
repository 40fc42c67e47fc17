//===- TileGPUAttrs.td - layout attributes -----------------*- tablegen -*-===//
//
// The layouts a tile value can have. Each spreads a tile of N elements over
// T threads so that each thread holds N / T of them (or copies, when
// N < T), in the same per-thread register type: a layout changes which
// elements a thread holds, never how many.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEGPU_IR_TILEGPUATTRS_TD
#define TILEIR_DIALECT_TILEGPU_IR_TILEGPUATTRS_TD

include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.td"
include "mlir/IR/AttrTypeBase.td"

class TileGPU_Attr<string name, string mnemonicName>
    : AttrDef<TileGPU_Dialect, name> {
  let mnemonic = mnemonicName;
}

def TileGPU_BlockedLayoutAttr : TileGPU_Attr<"BlockedLayout", "blocked"> {
  let summary = "consecutive row-major chunks, one per thread";
  let description = [{
    The row-major elements of a tile of N elements over T threads are cut
    into C = min(N, T) chunks of N / C consecutive elements; thread t holds
    chunk t mod C. Every op can consume and produce it; it is the layout of
    any value without a `tilegpu.layout` attribute.
  }];
}

def TileGPU_MmaLayoutAttr : TileGPU_Attr<"MmaLayout", "mma"> {
  let summary = "the mma.sync accumulator fragments of a warp grid";
  let description = [{
    A [batch x] M x N tile (M a multiple of 16, N of 8) as 16x8 mma.sync
    accumulator tiles over a warpsM x warpsN grid of warps: warp
    (wm, wn) = (w / warpsN, w mod warpsN) holds the 16x8 tiles
    (wm + warpsM * i, wn + warpsN * j); in each, lane l holds rows
    l / 4 and l / 4 + 8, columns 2 (l mod 4) and 2 (l mod 4) + 1. A
    thread's elements are ordered batch, i, j, then those four (row l / 4
    first). `tilegpu.mma<2, 2>` is the layout of a 4-warp block.
  }];
  let parameters = (ins "int64_t":$warpsM, "int64_t":$warpsN);
  let assemblyFormat = "`<` $warpsM `,` $warpsN `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getWarps() const { return getWarpsM() * getWarpsN(); }
    /// Why this layout cannot hold `shape` (a tile shape, rank 2 or 3),
    /// or "" when it can.
    std::string checkShape(::llvm::ArrayRef<int64_t> shape) const;
  }];
}

def TileGPU_SliceLayoutAttr : TileGPU_Attr<"SliceLayout", "slice"> {
  let summary = "what a reduction along the last dimension leaves";
  let description = [{
    The layout of a tile reduced along the last dimension of a blocked
    tile of shape `parent`: each thread holds the rows (all but the last
    coordinate) of the parent elements it holds, so after a reduce every
    thread that contributed to a row keeps the row's result, and a
    broadcast back to `parent` is a splat in each thread. Values of shape
    `parent` without its last dimension, or with it as 1.
    `tilegpu.slice<[64, 128]>` over 128 threads: thread t holds row t / 2.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$parentShape);
  let assemblyFormat = "`<` `[` $parentShape `]` `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Why this layout cannot hold `shape`, or "" when it can.
    std::string checkShape(::llvm::ArrayRef<int64_t> shape) const;
  }];
}

def TileGPU_CoalescedLayoutAttr
    : TileGPU_Attr<"CoalescedLayout", "coalesced"> {
  let summary = "the blocked layout with a row's chunks dealt out in vectors";
  let description = [{
    The blocked layout's chunks of K elements, taken `group` at a time
    (consecutive threads, whose chunks lie in one row), dealt out again to
    the same threads in vectors of `vector` elements, round-robin: thread
    t = q * group + p holds, as its lane j, the element
    q * group * K + ((j / vector) * group + p) * vector + j mod vector.
    Each thread holds the same rows, and as many elements, as in the
    blocked layout; the threads of a warp access consecutive vectors, so
    a warp-wide vector load touches consecutive memory (Triton's
    sizePerThread of one vector). `tilegpu.coalesced<4, 32>` over 128
    threads of a 1x2048 f32 tile: lane 0 holds 0-3, 128-131, 256-259, ...
  }];
  let parameters = (ins "int64_t":$vector, "int64_t":$group);
  let assemblyFormat = "`<` $vector `,` $group `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Why this layout cannot hold a tile of `shape` over `threads`
    /// threads (threads 0: only what does not depend on them), or "".
    std::string checkShape(::llvm::ArrayRef<int64_t> shape,
                           int64_t threads = 0) const;
  }];
}

def TileGPU_WgmmaLhsLayoutAttr : TileGPU_Attr<"WgmmaLhsLayout", "wgmma_lhs"> {
  let summary = "a tf32 wgmma's A fragments in registers, K interleaved";
  let description = [{
    An M x K tile (f32, rounded to tf32 by the `tilegpu.shared_mma` that
    reads it) as the register A operand of tf32 wgmma (m64nNk8) whose
    accumulator is in `mma<W, 1>`: warp w, lane l (g = l / 4, t = l mod 4)
    holds rows 16 w + g + 8 h + 16 W i (h = 0, 1; i < M / 16 W, the rows it
    holds of the accumulator) and, with K = 8 S, the 2 S consecutive
    columns from 2 S t: K in the order of an `interleaved` ring, so that
    element s of them is fragment place t of k step s and element S + s
    place t + 4. A thread's elements are ordered i, h, then column. Loaded
    from global memory by `load_view_tko` (one row's elements in 16-byte
    vectors), a loop carries it to the `shared_mma` that reads it.
    `tilegpu.wgmma_lhs<8>` over 256 threads of a 256x32 tile: lane 5 of
    warp 0 holds rows 1, 9, 129, 137, columns 8-15 of each.
  }];
  let parameters = (ins "int64_t":$warps);
  let assemblyFormat = "`<` $warps `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Why this layout cannot hold `shape`, or "" when it can.
    std::string checkShape(::llvm::ArrayRef<int64_t> shape) const;
  }];
}

def TileGPU_SharedRingAttr : TileGPU_Attr<"SharedRing", "ring"> {
  let summary = "a ring of shared-memory buffers that hold mma operand tiles";
  let description = [{
    `slots` buffers of `rows` x `cols` elements of `element`, one after the
    other from byte `offset` of the entry's ring area (in shared memory,
    beside the reused scratch). A buffer holds its tile row-major with
    rows `pitch` elements apart: `pitch` - `cols` elements of padding
    (16 bytes) put the eight rows an ldmatrix reads in distinct banks. A
    buffer takes its bytes rounded up to 16. Written by
    `tile-pipeline-mma-shared`, read by `tilegpu.async_copy` and
    `tilegpu.shared_mma`.

    `#tilegpu.ring<offset = 0, slots = 3, rows = 128, cols = 32,
    pitch = 40, element = f16>`: three 10240-byte buffers. A ring of one
    buffer (a loop-invariant operand, filled before the loop) is read and
    written at buffer 0 whatever slot an op names.

    `layout = "swizzled"` (for wgmma, which reads its operands from
    shared memory through descriptors) stores a buffer instead in wgmma's
    canonical swizzled layout: each row's bytes are cut into atoms of W
    bytes (W = 128, 64 or 32, the largest that divides a row), the atoms
    of one column of atoms stored rows x W bytes together, row r at byte
    W r, and within each 8 rows x W the 16-byte pieces permuted (byte
    address bits 4.. XOR bits 7.., the hardware's 128/64/32-byte swizzle).
    wgmma then reads 8 rows with no bank conflicts, and so do the copies.
    `pitch` equals `cols`, rows are a multiple of 8, a row a multiple of
    32 bytes, and the ring starts at a multiple of 1024 bytes.

    `layout = "transposed"` holds the tile's transpose in that swizzled
    layout: column c of the tile is row c of the buffer (`cols` rows of
    `rows` elements). wgmma reads tf32 operands only K-major, so a K x N
    B tile of f32 lands this way, and so does one of 8-bit elements (read
    only K-major too). Each slot is that buffer, then a staging area the
    copies write: f32 tiles row-major, rows padded by 16 bytes, which
    `tilegpu.round_tf32` moves into the buffer; 8-bit tiles in units of 8
    rows by 16 bytes, eight units' rows j in 128 bytes (no padding), which
    `tilegpu.transpose_bytes` moves. Elements are 4 bytes (`cols` a
    multiple of 8) or 1 (`rows` a multiple of 8, `cols` of 16), a column
    (`rows` elements) a multiple of 32 bytes, and a slot takes a multiple
    of 1024 bytes.

    `layout = "interleaved"` is a transposed ring (as above, f32 only)
    whose K columns are stored in the order a tf32 wgmma with A from
    registers (`shared_mma ... lhs_registers`) walks them: for K = 8 S,
    column 8 s + c (k step s, place c = t + 4 h of the m16n8k8 fragment)
    of the buffer holds the tile's row k = 2 S t + s + S h. The sum over K
    is the same in any order, and each thread's fragments of A (places t
    and t + 4 of every step) are then its row's 2 S consecutive elements
    from 2 S t: vector loads instead of one load an element. The staging
    area's pieces are dealt so that a warp's 8 rows span the four t and
    both h (see `tilegpu.async_copy`).

    `layout = "columns"` holds the tile's transpose in the swizzled layout
    too, but for a tile whose columns are contiguous in memory (a K x N B
    tile of a tensor stored N x K): the copies read pieces of columns and
    write them straight into the buffer's rows, with no staging. wgmma
    reads 8-bit operands only K-major, so f8 and i8 B tiles come this way; f16,
    bf16 and tf32 ones may. `cols` is a multiple of 8, a column a
    multiple of 32 bytes, and the ring starts at a multiple of 1024 bytes.
  }];
  let parameters = (ins "int64_t":$offset, "int64_t":$slots, "int64_t":$rows,
                        "int64_t":$cols, "int64_t":$pitch, "Type":$element,
                        StringRefParameter<"buffer layout",
                                           [{"padded"}]>:$layout);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Bytes of one element.
    int64_t getElementBytes() const;
    /// Bytes of one buffer, a multiple of 16.
    int64_t getSlotBytes() const;
    /// Bytes of the whole ring.
    int64_t getBytes() const { return getSlots() * getSlotBytes(); }
    /// Whether buffers hold wgmma's swizzled layout, of the tile or of its
    /// transpose (else padded rows).
    bool isSwizzled() const {
      return getLayout() == "swizzled" || holdsTranspose();
    }
    /// Whether buffers hold the tile's transpose, moved there from a
    /// staging area.
    bool isTransposed() const {
      return getLayout() == "transposed" || isInterleaved();
    }
    /// Whether a transposed ring stores K in a tf32 wgmma's fragment order
    /// (`interleaved`): buffer column 8 s + t + 4 h holds row
    /// 2 S t + s + S h of the tile (K = 8 S).
    bool isInterleaved() const { return getLayout() == "interleaved"; }
    /// Whether buffers hold the tile's transpose, copied there by columns.
    bool isColumns() const { return getLayout() == "columns"; }
    /// Whether buffers hold the tile's transpose (swizzled): wgmma reads
    /// them K-major.
    bool holdsTranspose() const { return isTransposed() || isColumns(); }
    /// Rows and elements per row of one swizzled buffer: the tile's, or
    /// its transpose's.
    int64_t getBufferRows() const {
      return holdsTranspose() ? getCols() : getRows();
    }
    int64_t getBufferCols() const {
      return holdsTranspose() ? getRows() : getCols();
    }
    /// The swizzle's atom width W in bytes (128, 64 or 32) of a swizzled
    /// ring.
    int64_t getSwizzleBytes() const;
    /// Where a transposed ring's staging area starts in a slot, its rows'
    /// pitch in elements (4-byte elements), and its bytes.
    int64_t getStagingOffset() const {
      return getRows() * getCols() * getElementBytes();
    }
    int64_t getStagingPitch() const {
      return getCols() + 16 / getElementBytes();
    }
    int64_t getStagingBytes() const {
      return getElementBytes() == 1
                 ? llvm::alignTo(getRows() * getCols(), 1024)
                 : getRows() * getStagingPitch() * getElementBytes();
    }
    /// Whether a transposed ring of 8-bit elements: staged in units of 8
    /// rows by 16 bytes (`tilegpu.transpose_bytes`).
    bool isTransposedBytes() const {
      return isTransposed() && getElementBytes() == 1;
    }
  }];
}

#endif // TILEIR_DIALECT_TILEGPU_IR_TILEGPUATTRS_TD
