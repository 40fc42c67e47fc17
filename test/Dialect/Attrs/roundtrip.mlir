// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @attrs
func.func @attrs() {
  // CHECK: #tile.div_by<16>
  "test.op"() {p = #tile.div_by<16>} : () -> ()
  // CHECK: #tile.div_by<4, every 4 along 1>
  "test.op"() {p = #tile.div_by<4, every 4 along 1>} : () -> ()
  // CHECK: #tile.same_elements<[2, 4]>
  "test.op"() {p = #tile.same_elements<[2, 4]>} : () -> ()
  // CHECK: #tile.bounded<0, ?>
  "test.op"() {p = #tile.bounded<0, ?>} : () -> ()
  // CHECK: #tile.bounded<?, -3>
  "test.op"() {p = #tile.bounded<?, -3>} : () -> ()
  // CHECK: #tile.optimization_hints<sm_90 = {allow_tma = false, latency = 3}>
  "test.op"() {p = #tile.optimization_hints<sm_90 = {latency = 3, allow_tma = false}>} : () -> ()
  // CHECK: #tile.rounding<zero>
  "test.op"() {p = #tile.rounding<zero>} : () -> ()
  // CHECK: #tile.overflow<no_wrap>
  "test.op"() {p = #tile.overflow<no_wrap>} : () -> ()
  return
}
