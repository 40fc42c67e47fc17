// RUN: tile-opt --tile-analyze-loops %S/Inputs/left_superpanel.mlir -o /dev/null | FileCheck %s

// The seed kernel (Inputs/left_superpanel.mlir, a copy of
// examples/left_superpanel.mlir): a runtime mma loop carrying the 128x64 f32
// accumulator and a token, a 32-trip panel loop, and a runtime if holding a
// second runtime mma loop. Expected values worked out from the source:
// 128x64 f32 = 32768 bytes, 64x64 tf32 = 16384 (tf32 is held in 32 bits),
// 32x32 f32 = 4096, 1x32 i32 = 128.

// CHECK-LABEL: loop analysis for @_left_superpanel_{{.*}}: 4 regions
// CHECK-NEXT:   for at {{.*}}left_superpanel.mlir:67:14: depth 1, trip count runtime
// CHECK-NEXT:     carried: 1 tiles, 32768 bytes; 1 other values
// CHECK-NEXT:       %{{arg[0-9]+}}: tile<128x64xf32>, 32768 bytes
// CHECK-NEXT:       %{{arg[0-9]+}}: token
// Operand B (%3 in the source), plus the view, two indices and the token.
// CHECK-NEXT:     defined outside, used inside: 1 tiles, 16384 bytes; 4 scalars, views or tokens
// CHECK-NEXT:       %[[B:[0-9]+]]: tile<64x64xtf32>, 16384 bytes
// %reshape_26 waits for the if, %reshape_27 for the panel loop.
// CHECK-NEXT:     live across: 2 tiles, 4224 bytes
// CHECK-NEXT:       %[[R26:[0-9]+]]: tile<32x32xf32>, 4096 bytes
// CHECK-NEXT:       %[[R27:[0-9]+]]: tile<1x32xi32>, 128 bytes
// CHECK-NEXT:     tokens threaded: 1
// CHECK-NEXT:   for at {{.*}}:87:15: depth 1, trip count 32 (static)
// CHECK-NEXT:     carried: 1 tiles, 16384 bytes
// CHECK-NEXT:       %{{arg[0-9]+}}: tile<128x32xf32>, 16384 bytes
// CHECK-NEXT:     defined outside, used inside: 1 tiles, 128 bytes; 1 scalars, views or tokens
// CHECK-NEXT:       %[[R27]]: tile<1x32xi32>, 128 bytes
// CHECK-NEXT:     live across: 1 tiles, 4096 bytes
// CHECK-NEXT:       %[[R26]]: tile<32x32xf32>, 4096 bytes
// CHECK-NEXT:     tokens threaded: 0
// CHECK-NEXT:   if at {{.*}}:103:5: depth 1, condition runtime
// CHECK-NEXT:     defined outside, used inside: 1 tiles, 4096 bytes; 4 scalars, views or tokens
// CHECK-NEXT:       %[[R26]]: tile<32x32xf32>, 4096 bytes
// CHECK-NEXT:     live across: 0 tiles, 0 bytes
// CHECK-NEXT:     tokens threaded: 0
// CHECK-NEXT:     for at {{.*}}:114:19: depth 2, trip count runtime
// CHECK-NEXT:       carried: 1 tiles, 4096 bytes; 1 other values
// CHECK-NEXT:         %{{arg[0-9]+}}: tile<32x32xf32>, 4096 bytes
// CHECK-NEXT:         %{{arg[0-9]+}}: token
// CHECK-NEXT:       defined outside, used inside: 2 tiles, 16384 bytes; 1 scalars, views or tokens
// CHECK-NEXT:         %{{[0-9]+}}: tile<32x64xtf32>, 8192 bytes
// CHECK-NEXT:         %{{[0-9]+}}: tile<64x32xtf32>, 8192 bytes
// Values used in a branch of an if live until the if ends.
// CHECK-NEXT:       live across: 1 tiles, 4096 bytes
// CHECK-NEXT:         %[[R26]]: tile<32x32xf32>, 4096 bytes
// CHECK-NEXT:       tokens threaded: 1
// CHECK-NOT:    at loc
