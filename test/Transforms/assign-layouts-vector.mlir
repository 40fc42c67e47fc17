// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" --convert-tile-to-gpu="chip=sm_90" | FileCheck %s --check-prefix=LLVM

// tile-assign-layouts writes, on each weak view load and store whose tile's
// last dimension walks the tensor's unit stride, the width of the aligned
// vectors its threads access (tilegpu.vector, from the axis info): at most
// 16 bytes, a thread's chunk (1024 f32 over 128 threads: 8) and the row;
// and tilegpu.edge_lanes where a vector can straddle the tensor's end.
// CHECK-LABEL: entry @vadd
// 16-byte base, static 4096 f32: 4 per vector; 4096 is a multiple of 4.
// CHECK: load_view_tko {{.*}} {tilegpu.layout = #tilegpu.coalesced<4, 32>, tilegpu.vector = 4 : i64} :
// f16 with an 8-byte base: 4 per vector (8 bytes).
// CHECK: load_view_tko {{.*}} {tilegpu.layout = #tilegpu.coalesced<4, 32>, tilegpu.vector = 4 : i64} :
// No fact about the base: none.
// CHECK: store_view_tko
// CHECK-NOT: tilegpu.vector
// CHECK-SAME: -> token
// CHECK: store_view_tko {{.*}} {tilegpu.vector = 4 : i64} :
// A dynamic extent without facts: a vector may straddle the end.
// CHECK: load_view_tko {{.*}} {tilegpu.edge_lanes, tilegpu.layout = #tilegpu.coalesced<4, 32>, tilegpu.vector = 4 : i64} :

// The lowering. Whole vectors: one predicated vector load per vector, the
// padding preset in its registers, its first lane's bounds deciding; no
// branch. The tiles only stream from loads to stores, so they are
// coalesced (assign-layouts-coalesced.mlir): a group of 32 threads deals
// its chunks out in vectors of 4, and a thread's second vector lies 128
// elements after its first.
// LLVM-LABEL: llvm.func @vadd
// LLVM-NOT: scf.if
// A thread's lanes lie at fixed offsets along the unit stride, so every
// vector is addressed from lane 0's pointer with an immediate offset.
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $6;{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];", "=&r,=&r,=&r,=&r,l,b,r,r,r,r"
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $6;{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+512];"
// 4 f16 are two b32 words (8 bytes); 128 f16 further on, 256 bytes.
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $4;{{.*}}@$3 ld.global.v2.b32 {$0, $1}, [$2];", "=&r,=&r,l,b,r,r"
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $4;{{.*}}@$3 ld.global.v2.b32 {$0, $1}, [$2+256];"
// The store without alignment facts: lane by lane.
// LLVM: llvm.intr.masked.scatter
// LLVM: llvm.inline_asm has_side_effects "@$5 st.global.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,b"
// LLVM: llvm.inline_asm has_side_effects "@$5 st.global.v4.b32 [$0+512], {$1, $2, $3, $4};"
// Edge lanes: one bounds decision per thread, on its last lane (a thread's
// chunk is a box whose last element is its largest coordinate along every
// dimension); where it is in bounds, two aligned vectors of four, else one
// predicated load per lane, addressed from lane 0 (lane 4, the second
// vector's first, 512 bytes on).
// The decision is lane 7's bound as a scalar compare: it is 131 elements
// after lane 0 (the second vector starts 128 on), inside while 131 is below
// the elements left.
// LLVM: %[[ALL:.*]] = arith.cmpi ult, %c131_i64, %{{.*}} : i64
// LLVM: scf.if %[[ALL]] -> (vector<8xf32>)
// LLVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// LLVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// LLVM: } else {
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $3;{{.*}}@$2 ld.global.b32 $0, [$1];"
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $3;{{.*}}@$2 ld.global.b32 $0, [$1+4];"
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $3;{{.*}}@$2 ld.global.b32 $0, [$1+8];"
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $3;{{.*}}@$2 ld.global.b32 $0, [$1+12];"
// LLVM: llvm.inline_asm has_side_effects "mov.b32 $0, $3;{{.*}}@$2 ld.global.b32 $0, [$1+512];"
tile.module @m {
  entry @vadd(%x: tile<ptr<f32>>, %h: tile<ptr<f16>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>, %i: tile<i32>, %n: tile<i32>) {
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %tx = make_tensor_view %xa, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %px[%i] : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %ha = assume div_by<8>, %h : tile<ptr<f16>>
    %th = make_tensor_view %ha, shape = [4096], strides = [1] : tensor_view<4096xf16, strides=[1]>
    %ph = make_partition_view %th : partition_view<tile=(1024), tensor_view<4096xf16, strides=[1]>>
    %b, %t1 = load_view_tko weak %ph[%i] : partition_view<tile=(1024), tensor_view<4096xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %bf = ftof %b : tile<1024xf16> -> tile<1024xf32>
    %s = addf %a, %bf : tile<1024xf32>
    %ty = make_tensor_view %y, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %py = make_partition_view %ty : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %t2 = store_view_tko weak %s, %py[%i] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> token
    %za = assume div_by<16>, %z : tile<ptr<f32>>
    %tz = make_tensor_view %za, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %pz = make_partition_view %tz : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %t3 = store_view_tko weak %s, %pz[%i] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> token
    %tn = make_tensor_view %xa, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pn = make_partition_view %tn : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %c, %t4 = load_view_tko weak %pn[%i] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %t5 = store_view_tko weak %c, %py[%i] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
