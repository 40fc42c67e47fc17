// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" | FileCheck %s

// 4-bit elements through a view (reference §1.4: two to a byte, element i
// in bits 3..0 of byte i / 2, i + 1 in bits 7..4). A warp holds a 64-element
// f4E2M1FN tile, two elements a thread. Each lane's element offset gives
// its byte (offset >> 1) and its half (offset & 1); a load takes the byte
// and shifts the half down; lanes past the tensor's end take the padding,
// neg_inf, which f4E2M1FN does not have: its lowest value, -6 (0xf).
// CHECK-LABEL: llvm.func @k
// CHECK: %[[HALF:.*]] = arith.andi %[[OFF:.*]], %{{.*}} : vector<2xi64>
// CHECK: %[[BYTE:.*]] = arith.shrui %[[OFF]], %{{.*}} : vector<2xi64>
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %{{.*}}[%[[BYTE]]] : (!llvm.ptr<1>, vector<2xi64>) -> vector<2x!llvm.ptr<1>>, i8
// CHECK: %[[PAD:.*]] = arith.constant dense<15> : vector<2xi8>
// CHECK: %[[BYTES:.*]] = llvm.intr.masked.gather %[[PTRS]], %[[MASK:.*]], %{{.*}} : (vector<2x!llvm.ptr<1>>, vector<2xi1>, vector<2xi8>) -> vector<2xi8>
// CHECK: %[[SHIFT4:.*]] = arith.shli %[[HALF]], %{{.*}} : vector<2xi64>
// CHECK: %[[SHIFT:.*]] = arith.trunci %[[SHIFT4]] : vector<2xi64> to vector<2xi8>
// CHECK: %[[DOWN:.*]] = arith.shrui %[[BYTES]], %[[SHIFT]] : vector<2xi8>
// CHECK: %[[BITS:.*]] = arith.andi %[[DOWN]], %{{.*}} : vector<2xi8>
// CHECK: %[[VALUE:.*]] = arith.select %[[MASK]], %[[BITS]], %[[PAD]] : vector<2xi1>, vector<2xi8>
// A store's lane may share its byte with another thread's: it clears its
// half and sets it with two atomics on the aligned 32-bit word, at bit
// (byte mod 4) 8 + half 4. One per lane that is inside the tensor.
// CHECK: nvvm.barrier0
// CHECK: scf.if
// CHECK: %[[P:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK: %[[W:.*]] = arith.andi %[[P]], %c-4_i64 : i64
// CHECK: %[[WORD:.*]] = llvm.inttoptr %[[W]] : i64 to !llvm.ptr<1>
// CHECK: %[[NIB:.*]] = arith.shli %{{.*}}, %c2_i64{{.*}} : i64
// CHECK: %[[LOW:.*]] = arith.andi %[[P]], %c3_i64{{.*}} : i64
// CHECK: %[[BIT:.*]] = arith.shli %[[LOW]], %c3_i64{{.*}} : i64
// CHECK: %[[AT:.*]] = arith.addi %[[BIT]], %[[NIB]] : i64
// CHECK: %[[AT32:.*]] = arith.trunci %[[AT]] : i64 to i32
// CHECK: %[[V8:.*]] = vector.extract %[[VALUE]][0] : i8 from vector<2xi8>
// CHECK: %[[KEEP:.*]] = arith.xori %{{.*}}, %c-1_i32 : i32
// CHECK: llvm.atomicrmw _and %[[WORD]], %[[KEEP]] monotonic : !llvm.ptr<1>, i32
// CHECK: %[[SET:.*]] = arith.shli %{{.*}}, %[[AT32]] : i32
// CHECK: llvm.atomicrmw _or %[[WORD]], %[[SET]] monotonic : !llvm.ptr<1>, i32
// CHECK: scf.if
// CHECK-COUNT-2: llvm.atomicrmw
// CHECK-NOT: llvm.atomicrmw
tile.module @m {
  tile.entry @k(%p: tile<ptr<f4E2M1FN>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf4E2M1FN, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf4E2M1FN, strides=[1]>>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<64xf4E2M1FN>, token
    %s = store_view_tko weak %x, %pv[%c0] token = %t : tile<64xf4E2M1FN>, partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
