// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 --num-warps=4
// RUN: FileCheck %s < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 --num-warps=4 -O2
// RUN: tile-as %s -o %t80.ptx --emit=ptx --gpu-name sm_80 --num-warps=4
// RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
// RUN: tile-as %s -o %t80.cubin --gpu-name sm_80 --num-warps=4 -O2

// Orderings, scopes and atomics through the whole pipeline to PTX and a
// cubin: the NVPTX backend keeps the scope and ordering of atomic loads
// and stores; atom / red come from inline assembly with theirs.
// CHECK: ld.acquire.gpu.global.b32
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK: st.release.sys.global.b32
// CHECK: ld.relaxed.cta.global.b16
// CHECK: @%p{{[0-9]+}} atom.acq_rel.gpu.global.add.u32
// CHECK: red.relaxed.sys.global.xor.b64
// CHECK: atom.acquire.cta.global.cas.b32
// CHECK: red.relaxed.gpu.global.add.noftz.bf16
// CHECK: red.relaxed.gpu.global.add.f32
// bf16 on sm_80: a 32-bit compare-and-swap loop at the op's scope.
// SM80-NOT: add.noftz.bf16
// SM80: atom.relaxed.gpu.global.cas.b32
// SM80: red.relaxed.gpu.global.add.f32
tile.module @m {
  tile.entry @k(%p: tile<ptr<i32>>, %q: tile<ptr<i64>>, %h: tile<ptr<f16>>, %b: tile<ptr<bf16>>, %f: tile<ptr<f32>>, %n: tile<i32>) {
    %i = iota : tile<128xi32>
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %ps = offset %pb, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %v, %t0 = load_ptr_tko acquire device %ps : tile<128xptr<i32>> -> tile<128xi32>, token
    %t1 = store_ptr_tko release sys %ps, %v token = %t0 : tile<128xptr<i32>>, tile<128xi32> -> token
    %hv, %t2 = load_ptr_tko relaxed tl_blk %h : tile<ptr<f16>> -> tile<f16>, token
    %hw = ftof %hv : tile<f16> -> tile<f32>
    %c100 = constant <i32: 100> : tile<128xi32>
    %m = cmpi less_than %i, %c100, signed : tile<128xi32> -> tile<128xi1>
    %o, %t3 = atomic_rmw_tko acq_rel device %ps, add, %i, %m : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %t4 = store_ptr_tko weak %ps, %o token = %t3 : tile<128xptr<i32>>, tile<128xi32> -> token
    %q1 = reshape %q : tile<ptr<i64>> -> tile<1xptr<i64>>
    %qb = broadcast %q1 : tile<1xptr<i64>> -> tile<128xptr<i64>>
    %qs = offset %qb, %i : tile<128xptr<i64>>, tile<128xi32> -> tile<128xptr<i64>>
    %i64 = exti %i signed : tile<128xi32> -> tile<128xi64>
    %o2, %t5 = atomic_rmw_tko relaxed sys %qs, xor, %i64 : tile<128xptr<i64>>, tile<128xi64> -> tile<128xi64>, token
    %z = constant <i32: 0> : tile<128xi32>
    %o3, %t6 = atomic_cas_tko acquire tl_blk %ps, %z, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %t7 = store_ptr_tko weak %ps, %o3 token = %t6 : tile<128xptr<i32>>, tile<128xi32> -> token
    %b1 = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bb = broadcast %b1 : tile<1xptr<bf16>> -> tile<128xptr<bf16>>
    %bs = offset %bb, %i : tile<128xptr<bf16>>, tile<128xi32> -> tile<128xptr<bf16>>
    %bv = itof %i signed : tile<128xi32> -> tile<128xbf16>
    %o4, %t8 = atomic_rmw_tko relaxed device %bs, addf, %bv : tile<128xptr<bf16>>, tile<128xbf16> -> tile<128xbf16>, token
    %tv = make_tensor_view %f, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %fv = itof %i signed : tile<128xi32> -> tile<128xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %hw1 = reshape %hw : tile<f32> -> tile<1xf32>
    %hwb = broadcast %hw1 : tile<1xf32> -> tile<128xf32>
    %fs = addf %fv, %hwb : tile<128xf32>
    %t9 = atomic_red_view_tko relaxed device %pv[%c0], addf, %fs : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
