// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" | FileCheck %s

// print_tko: every thread stores its part of each multi-element tile in
// scratch, a barrier, thread 0 reads the whole tiles and calls vprintf with
// the interpreter's text (a tile as nested brackets), a barrier. Integers
// go as i64 with `ll` (d/i sign-extended, x/u zero-extended, i1 and
// pointers zero-extended), floats as f64 with NaN made +NaN, %p as
// 0x%llx; other conversions print themselves; `%%` stays `%%`. At most 32
// values per vprintf call.

// CHECK-DAG: llvm.mlir.global internal constant @[[FMT:__tileir_str[0-9]+]]("n=%lld f=%6.2f i=[%llx, %llx, %llx, %llx] b=%lli p=0x%llx %%c 100%%\0A\00") {addr_space = 1 : i32, alignment = 1 : i64}
// The 2x4x8 tile: 32 values (the first 4x8 half) in the first call, the
// second half in the next, split before the separator.
// CHECK-DAG: llvm.mlir.global internal constant @[[SPLIT0:__tileir_str[0-9]+]]("[{{\[}}[%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld], [%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld], [%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld], [%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld]]\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[SPLIT1:__tileir_str[0-9]+]](", {{\[}}[%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld], [%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld], [%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld], [%lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld]]]\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[AFMT:__tileir_str[0-9]+]]("assertion failed: i < n (%%) (element [%lld, %lld]) (tile block [%lld, %lld, %lld])\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[MSG:__tileir_str[0-9]+]]("i < n (%)\00")
// CHECK-DAG: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)

// CHECK-LABEL: llvm.func @print
// CHECK-SAME: (%[[N:.*]]: i32, %[[F:.*]]: f16, %[[P:.*]]: !llvm.ptr<1>)
// The argument slots are allocated once, in the entry block.
// CHECK-NEXT: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[BUF:.*]] = llvm.alloca %[[EIGHT]] x i64 {alignment = 8 : i64}
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[TID64:.*]] = arith.extui %[[TID]] : i32 to i64
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[TID64]], %{{.*}} : i64
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: %[[NV:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK-NEXT: %[[F32:.*]] = arith.extf %[[F]] : f16 to f32
// CHECK-NEXT: %[[F64:.*]] = arith.extf %[[F32]] : f32 to f64
// CHECK-NEXT: %[[ISNAN:.*]] = arith.cmpf uno, %[[F64]], %[[F64]] : f64
// CHECK-NEXT: %[[NAN:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %[[FV:.*]] = arith.select %[[ISNAN]], %[[NAN]], %[[F64]] : f64
// CHECK-COUNT-4: arith.extui %{{.*}} : i32 to i64
// CHECK-NEXT: %[[BV:.*]] = arith.extui %{{.*}} : i1 to i64
// CHECK-NEXT: %[[PV:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[G:.*]] = llvm.mlir.addressof @[[FMT]] : !llvm.ptr<1>
// CHECK-NEXT: %[[GP:.*]] = llvm.addrspacecast %[[G]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %[[S0:.*]] = llvm.getelementptr %[[BUF]][0]
// CHECK-NEXT: llvm.store %[[NV]], %[[S0]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: %[[S1:.*]] = llvm.getelementptr %[[BUF]][1]
// CHECK-NEXT: llvm.store %[[FV]], %[[S1]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK: %[[S6:.*]] = llvm.getelementptr %[[BUF]][6]
// CHECK-NEXT: llvm.store %[[BV]], %[[S6]]
// CHECK-NEXT: %[[S7:.*]] = llvm.getelementptr %[[BUF]][7]
// CHECK-NEXT: llvm.store %[[PV]], %[[S7]]
// CHECK-NEXT: llvm.call @vprintf(%[[GP]], %[[BUF]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.return
tile.module @m {
  tile.entry @print(%n: tile<i32>, %f: tile<f16>, %p: tile<ptr<f32>>) {
    %i = iota : tile<4xi32>
    %b = constant <i1: true> : tile<i1>
    print_tko "n=%ld f=%6.2f i=%x b=%i p=%p %c 100%%\n", %n, %f, %i, %b, %p, %n : tile<i32>, tile<f16>, tile<4xi32>, tile<i1>, tile<ptr<f32>>, tile<i32>
    return
  }

// CHECK-LABEL: llvm.func @split
// CHECK: scf.if
// CHECK: llvm.mlir.addressof @[[SPLIT0]]
// CHECK: llvm.call @vprintf
// CHECK: llvm.mlir.addressof @[[SPLIT1]]
// CHECK: llvm.call @vprintf
// CHECK-NOT: llvm.call
// CHECK: llvm.return
  tile.entry @split() {
    %i0 = iota : tile<64xi32>
    %i = reshape %i0 : tile<64xi32> -> tile<2x4x8xi32>
    print_tko "%d\n", %i : tile<2x4x8xi32>
    return
  }

// assert: the first holder of each false element prints it (a loop over
// the thread's 2 lanes), then a block-wide OR (bar.red.or); if any element
// is false, thread 0 calls __assertfail(message, file, line, kernel, 1) and
// traps.
// CHECK-LABEL: llvm.func @check
// CHECK: %[[OK:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK-NEXT: %[[ALL:.*]] = vector.reduction <and>, %[[OK]] : vector<2xi1> into i1
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[BAD:.*]] = arith.xori %[[ALL]], %[[TRUE]] : i1
// CHECK: scf.if
// CHECK: scf.for %[[LANE:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i64 {
// CHECK-NEXT: %[[BIT:.*]] = llvm.extractelement %[[OK]][%[[LANE]] : i64] : vector<2xi1>
// CHECK: scf.if
// CHECK: llvm.mlir.addressof @[[AFMT]]
// CHECK: llvm.call @vprintf
// CHECK: %[[BAD32:.*]] = arith.extui %[[BAD]] : i1 to i32
// CHECK-NEXT: %[[ANY:.*]] = nvvm.barrier #nvvm.reduction<or> %[[BAD32]] -> i32
// CHECK: scf.if
// CHECK-NEXT: llvm.mlir.addressof @[[MSG]]
// CHECK: %[[LINE:.*]] = llvm.mlir.constant([[@LINE+9]] : i32) : i32
// CHECK: llvm.call @__assertfail(%{{.*}}, %{{.*}}, %[[LINE]], %{{.*}}, %{{.*}})
// CHECK-NEXT: llvm.intr.trap
  tile.entry @check(%n: tile<i32>) {
    %i = iota : tile<64xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<64xi32>
    %c = cmpi less_than %i, %nb, signed : tile<64xi32> -> tile<64xi1>
    %r = reshape %c : tile<64xi1> -> tile<8x8xi1>
    assert %r, "i < n (%)" : tile<8x8xi1>
    return
  }

// f8 elements sit in registers as their bits: printed as the f32 they
// decode to (exactly), then as double.
// CHECK-LABEL: llvm.func @printf8
// CHECK: %[[BITS:.*]] = arith.trunci %{{.*}} : i32 to i8
// CHECK: arith.extui %[[BITS]] : i8 to i32
// CHECK: %[[F32:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.extf %[[F32]] : f32 to f64
// CHECK: llvm.call @vprintf
  tile.entry @printf8(%x: tile<f32>) {
    %a = ftof %x : tile<f32> -> tile<f8E4M3FN>
    %t = print_tko "%f\n", %a : tile<f8E4M3FN> -> token
    return
  }
}
