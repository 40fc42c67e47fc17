// RUN: tile-opt --tile-resource-report %S/Inputs/left_superpanel.mlir -o /dev/null | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tile-opt --tile-resource-report=target=sm_120 %S/Inputs/left_superpanel.mlir -o /dev/null | FileCheck %s --check-prefixes=CHECK,SM120
// RUN: tile-opt --tile-resource-report="target=sm_90 format=json" %S/Inputs/left_superpanel.mlir -o /dev/null | FileCheck %s --check-prefix=JSON

// The report names the plan, the peak point (the load of the 128x64 panel in
// the first mma loop, line 68 of the input) and what is live there (see
// verify-resources-seed.mlir for the arithmetic): 4 warps need 259
// registers per thread with every tile in registers and fit only with the
// 32x32 panel in shared memory (251, 52224 + 4096 = 56320 bytes), so 8
// warps (187 <= 0.8 * 255) are tried and taken.

// SM90:  resource plan for @_left_superpanel_{{.*}} on sm_90: feasible
// SM120: resource plan for @_left_superpanel_{{.*}} on sm_120: feasible
// CHECK-NEXT:  occupancy 1, 1 CTAs per cluster, 24 registers reserved per thread
// SM90-NEXT:   tried 4 warps: 251 of 255 registers per thread, 56320 of 232448 shared bytes, fits with tiles in shared memory
// SM90-NEXT:   tried 8 warps: 187 of 255 registers per thread, 52224 of 232448 shared bytes, fits
// SM120-NEXT:  tried 4 warps: 251 of 255 registers per thread, 56320 of 101376 shared bytes, fits with tiles in shared memory
// SM120-NEXT:  tried 8 warps: 187 of 255 registers per thread, 52224 of 101376 shared bytes, fits
// CHECK-NEXT:  plan: 8 warps, 256 threads, 187 registers per thread, 52224 shared bytes
// CHECK-NEXT:  register peak: tile.load_view_tko at {{.*}}left_superpanel.mlir:68:36 (187 registers per thread, 0 shared bytes)
// CHECK-NEXT:    live: 5 tiles, 86144 bytes
// CHECK-NEXT:      %{{arg[0-9]+}}: tile<128x64xf32>, 32768 bytes, registers (32 per thread), loop-carried
// CHECK-NEXT:      %tile_{{[0-9]+}}: tile<1x128x64xf32>, 32768 bytes, registers (32 per thread)
// CHECK-NEXT:      %{{[0-9]+}}: tile<64x64xtf32>, 16384 bytes, registers (16 per thread)
// CHECK-NEXT:      %{{[0-9]+}}: tile<32x32xf32>, 4096 bytes, registers (4 per thread)
// CHECK-NEXT:      %{{[0-9]+}}: tile<1x32xi32>, 128 bytes, registers (1 per thread)
// CHECK-NEXT:    index vectors and temporaries: 78 registers per thread
// CHECK-NEXT:  shared peak: tile.mmaf at {{.*}}left_superpanel.mlir:72:13 ({{[0-9]+}} registers per thread, 52224 shared bytes, 52224 scratch)

// JSON:      "entry": "_left_superpanel_
// JSON:      "target": "sm_90",
// JSON-NEXT: "feasible": true,
// JSON:      "plan": {
// JSON-NEXT:   "num_warps": 8,
// JSON-NEXT:   "threads": 256,
// JSON-NEXT:   "registers_per_thread": 187,
// JSON-NEXT:   "shared_bytes": 52224
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
