// RUN: tile-opt %s -verify-diagnostics --tile-verify-resources=target=sm_90 -o /dev/null
// RUN: tile-opt %s -verify-diagnostics --tile-verify-resources=target=sm_120 -o /dev/null
// RUN: not tile-opt %s --tile-verify-resources=target=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: not tile-opt %s --tile-verify-resources=target=sm_120 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120
// RUN: tile-opt %s --tile-resource-report=format=json -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=JSON

// Four 512x512 f32 tiles (1 MiB each) carried across a runtime loop: 4 MiB
// live in the loop body, while a block gets at most the 256 KiB register file
// and 227 KiB (sm_90) / 99 KiB (sm_120) of shared memory, and no single tile
// fits in shared memory. The error sits at the op inside the loop; one note
// per carried tile, at its loop.
// With 4 warps a tile costs 512*512/128 = 2048 registers per thread; four
// of them and the 24 reserved: 8216. With 32 warps a thread holds half a
// row (256 consecutive elements), so the lowering also keeps the column
// start of the loads and the store (one register; the lanes are immediate
// offsets from it) over the loop: 4 * 256 + 1 + 24 = 1049 of the 64 a
// thread may use when 1024 threads share 65536 registers.

tile.module @m {
  entry @four_512(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tv = make_tensor_view %p, shape = [2048, 512], strides = [512, 1] : tensor_view<2048x512xf32, strides=[512,1]>
    %pv = make_partition_view %tv : partition_view<tile=(512x512), tensor_view<2048x512xf32, strides=[512,1]>>
    %a, %ta = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(512x512), tensor_view<2048x512xf32, strides=[512,1]>>, tile<i32> -> tile<512x512xf32>, token
    %b, %tb = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(512x512), tensor_view<2048x512xf32, strides=[512,1]>>, tile<i32> -> tile<512x512xf32>, token
    %c, %tc = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(512x512), tensor_view<2048x512xf32, strides=[512,1]>>, tile<i32> -> tile<512x512xf32>, token
    %d, %td = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(512x512), tensor_view<2048x512xf32, strides=[512,1]>>, tile<i32> -> tile<512x512xf32>, token
    %r:4 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%x = %a, %y = %b, %z = %c, %w = %d) -> (tile<512x512xf32>, tile<512x512xf32>, tile<512x512xf32>, tile<512x512xf32>) {
    // expected-note@-1 {{loop-carried tile<512x512xf32> (1048576 bytes) is live here; it would live in registers}}
    // (One expectation matches all four notes; the FileCheck runs count them.)
      // expected-error@+1 {{tiles live here need 4194304 bytes and do not fit sm_}}
      %x2 = addf %x, %y : tile<512x512xf32>
      continue %x2, %y, %z, %w : tile<512x512xf32>, tile<512x512xf32>, tile<512x512xf32>, tile<512x512xf32>
    }
    %s = store_view_tko weak %r#3, %pv[%c0, %c0] : tile<512x512xf32>, partition_view<tile=(512x512), tensor_view<2048x512xf32, strides=[512,1]>>, tile<i32> -> token
    return
  }
}

// SM90: verify-resources-four-tiles.mlir:33:13: error: tiles live here need 4194304 bytes and do not fit sm_90 at occupancy 1: tried 4 warps (8216 of 255 registers per thread, 0 of 232448 shared bytes), 8 warps (4120 of 255 registers per thread, 0 of 232448 shared bytes), 16 warps (2072 of 128 registers per thread, 0 of 232448 shared bytes), 32 warps (1049 of 64 registers per thread, 0 of 232448 shared bytes)
// SM90-COUNT-4: :29:{{[0-9]+}}: note: loop-carried tile<512x512xf32> (1048576 bytes) is live here; it would live in registers (1024 per thread with 8 warps)
// SM120: verify-resources-four-tiles.mlir:33:13: error: tiles live here need 4194304 bytes and do not fit sm_120 at occupancy 1: tried 4 warps (8216 of 255 registers per thread, 0 of 101376 shared bytes), {{.*}}, 32 warps (1049 of 64 registers per thread, 0 of 101376 shared bytes)
// SM120-COUNT-4: :29:{{[0-9]+}}: note: loop-carried tile<512x512xf32>

// The report says the same without failing: no plan, the peak and its live set.
// JSON:      "feasible": false,
// JSON-NOT:  "plan":
// JSON:      "peak": {
// JSON-NEXT:   "op": "tile.addf",
// JSON-NEXT:   "end_of_region": false,
// JSON-NEXT:   "loc": "{{.*}}verify-resources-four-tiles.mlir:33:13",
// JSON-NEXT:   "registers_per_thread": 4120,
// JSON:        "live": [
// JSON-COUNT-4:  "loop_carried": true,
