// RUN: tile-opt --tile-resource-report %S/Inputs/left_superpanel.mlir -o /dev/null | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tile-opt --tile-resource-report=target=sm_120 %S/Inputs/left_superpanel.mlir -o /dev/null | FileCheck %s --check-prefixes=CHECK,SM120
// RUN: tile-opt --tile-resource-report="target=sm_90 format=json" %S/Inputs/left_superpanel.mlir -o /dev/null | FileCheck %s --check-prefix=JSON

// The report names the plan, the peak point (the load of the 128x64 panel in
// the first mma loop, line 68 of the input) and what is live there (see
// verify-resources-seed.mlir for the arithmetic). The loop's mma reads a
// loop-invariant 64x64 tf32 B, which stays resident in shared memory
// (tilegpu.resident_rhs; 64 rows of 64 + 4 padding f32: 17408 bytes for the
// whole kernel) rather than in 16 registers per thread: 4 warps need 219
// registers per thread, above 0.8 * 255, so 8 warps (136) are tried and
// taken. The shared peak moves to the second mma (39424 bytes of its own
// staging after the 17408 of the region).

// SM90:  resource plan for @_left_superpanel_{{.*}} on sm_90: feasible
// SM120: resource plan for @_left_superpanel_{{.*}} on sm_120: feasible
// CHECK-NEXT:  occupancy 1, 1 CTAs per cluster, 24 registers reserved per thread
// SM90-NEXT:   tried 4 warps: 219 of 255 registers per thread, 56832 of 232448 shared bytes, fits
// SM90-NEXT:   tried 8 warps: 136 of 255 registers per thread, 56832 of 232448 shared bytes, fits
// SM120-NEXT:  tried 4 warps: 219 of 255 registers per thread, 56832 of 101376 shared bytes, fits
// SM120-NEXT:  tried 8 warps: 136 of 255 registers per thread, 56832 of 101376 shared bytes, fits
// CHECK-NEXT:  plan: 8 warps, 256 threads, 136 registers per thread, 56832 shared bytes
// CHECK-NEXT:  register peak: tile.load_view_tko at {{.*}}left_superpanel.mlir:68:36 (136 registers per thread, 17408 shared bytes)
// CHECK-NEXT:    live: 5 tiles, 86144 bytes
// CHECK-NEXT:      %{{arg[0-9]+}}: tile<128x64xf32>, 32768 bytes, registers (32 per thread), loop-carried
// CHECK-NEXT:      %tile_{{[0-9]+}}: tile<1x128x64xf32>, 32768 bytes, registers (32 per thread)
// CHECK-NEXT:      %{{[0-9]+}}: tile<64x64xtf32>, 16384 bytes, shared
// CHECK-NEXT:      %{{[0-9]+}}: tile<32x32xf32>, 4096 bytes, registers (4 per thread)
// CHECK-NEXT:      %{{[0-9]+}}: tile<1x32xi32>, 128 bytes, registers (1 per thread)
// CHECK-NEXT:    index vectors and temporaries: 43 registers per thread
// CHECK-NEXT:  shared peak: tile.mmaf at {{.*}}left_superpanel.mlir:83:10 ({{[0-9]+}} registers per thread, 56832 shared bytes, 39424 scratch)

// JSON:      "entry": "_left_superpanel_
// JSON:      "target": "sm_90",
// JSON-NEXT: "feasible": true,
// JSON:      "plan": {
// JSON-NEXT:   "num_warps": 8,
// JSON-NEXT:   "threads": 256,
// JSON-NEXT:   "registers_per_thread": 136,
// JSON-NEXT:   "shared_bytes": 56832
// JSON:      "peak": {
// JSON-NEXT:   "op": "tile.load_view_tko",
// JSON-NEXT:   "end_of_region": false,
// JSON-NEXT:   "loc": "{{.*}}left_superpanel.mlir:68:36",
// JSON:        "live": [
// JSON:          "type": "tile<128x64xf32>",
// JSON-NEXT:     "bytes": 32768,
// JSON-NEXT:     "storage": "registers",
// JSON-NEXT:     "registers_per_thread": 32,
// JSON-NEXT:     "loop_carried": true,
