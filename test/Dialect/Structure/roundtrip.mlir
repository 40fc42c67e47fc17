// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: tile.module @kernels producer = "cutile 1.6"
tile.module @kernels producer = "cutile 1.6" {
  // CHECK: global @gv alignment = 16 <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
  global @gv alignment = 16 <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
  // CHECK: global private constant @lut <i8: [1, -2]> : tile<2xi8>
  global private constant @lut <i8: [1, 254]> : tile<2xi8>
  // CHECK: global @nan <f32: [0x7FC00000, 0xFF800000]> : tile<2xf32>
  global @nan <f32: [0x7FC00000, 0xFF800000]> : tile<2xf32>

  // CHECK: entry @k(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>, %{{.*}}: token, %{{.*}}: tensor_view<?x64xf32, strides=[64,1]>) optimization_hints=<default = {occupancy = 2}, sm_100 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 4}> {
  entry @k(%a: tile<ptr<f32>>, %n: tile<i32>, %t: token, %v: tensor_view<?x64xf32, strides=[64,1]>) optimization_hints=<sm_100 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 4}, default = {occupancy = 2}> {
    // CHECK: get_global @gv : tile<ptr<f32>>
    %p = get_global @gv : tile<ptr<f32>>
    // CHECK-NEXT: return
    return
  }

  // CHECK: entry @empty() {
  entry @empty() {
    return
  }
  // Hints the compiler ignores are valid IR, as in NVIDIA's verifier
  // (tile-verify-resources warns about them).
  // CHECK: entry @odd_hints() optimization_hints=<default = {warps = 3}, sm_70 = {occupancy = 64}, sm_90 = {latency = 3, occupancy = 33}> {
  entry @odd_hints() optimization_hints=<sm_70 = {occupancy = 64}, sm_90 = {latency = 3, occupancy = 33}, default = {warps = 3}> {
    return
  }
}
