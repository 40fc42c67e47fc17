// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" | FileCheck %s

// A long chain of elementwise ops on a row reduce: every link is a slice of
// the 8x512 parent. findSliceLayoutValues used to copy the operand's parent
// out of its map while inserting the result, and once the map grew (at
// the 48th slice) the copy read freed memory: a slice of [] here, a crash
// elsewhere. Every value keeps the parent, and the broadcast back takes the
// last one as it is.
// CHECK-LABEL: entry @chain
// CHECK-NOT: slice<[]>
// CHECK-COUNT-57: tilegpu.layout = #tilegpu.slice<[8, 512]>
// CHECK-NOT: slice<[]>
// CHECK-NOT: convert_layout
// CHECK: broadcast %{{.*}} : tile<8x1xf32> -> tile<8x512xf32>
// CHECK: return
tile.module @m {
  tile.entry @chain(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %a = broadcast %x1 : tile<1x1xf32> -> tile<8x512xf32>
    %v0 = reduce %a dim=1 identities=[0xFF800000 : f32] : tile<8x512xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = maxf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %v1 = addf %v0, %v0 : tile<8xf32>
    %v2 = addf %v1, %v1 : tile<8xf32>
    %v3 = addf %v2, %v2 : tile<8xf32>
    %v4 = addf %v3, %v3 : tile<8xf32>
    %v5 = addf %v4, %v4 : tile<8xf32>
    %v6 = addf %v5, %v5 : tile<8xf32>
    %v7 = addf %v6, %v6 : tile<8xf32>
    %v8 = addf %v7, %v7 : tile<8xf32>
    %v9 = addf %v8, %v8 : tile<8xf32>
    %v10 = addf %v9, %v9 : tile<8xf32>
    %v11 = addf %v10, %v10 : tile<8xf32>
    %v12 = addf %v11, %v11 : tile<8xf32>
    %v13 = addf %v12, %v12 : tile<8xf32>
    %v14 = addf %v13, %v13 : tile<8xf32>
    %v15 = addf %v14, %v14 : tile<8xf32>
    %v16 = addf %v15, %v15 : tile<8xf32>
    %v17 = addf %v16, %v16 : tile<8xf32>
    %v18 = addf %v17, %v17 : tile<8xf32>
    %v19 = addf %v18, %v18 : tile<8xf32>
    %v20 = addf %v19, %v19 : tile<8xf32>
    %v21 = addf %v20, %v20 : tile<8xf32>
    %v22 = addf %v21, %v21 : tile<8xf32>
    %v23 = addf %v22, %v22 : tile<8xf32>
    %v24 = addf %v23, %v23 : tile<8xf32>
    %v25 = addf %v24, %v24 : tile<8xf32>
    %v26 = addf %v25, %v25 : tile<8xf32>
    %v27 = addf %v26, %v26 : tile<8xf32>
    %v28 = addf %v27, %v27 : tile<8xf32>
    %v29 = addf %v28, %v28 : tile<8xf32>
    %v30 = addf %v29, %v29 : tile<8xf32>
    %v31 = addf %v30, %v30 : tile<8xf32>
    %v32 = addf %v31, %v31 : tile<8xf32>
    %v33 = addf %v32, %v32 : tile<8xf32>
    %v34 = addf %v33, %v33 : tile<8xf32>
    %v35 = addf %v34, %v34 : tile<8xf32>
    %v36 = addf %v35, %v35 : tile<8xf32>
    %v37 = addf %v36, %v36 : tile<8xf32>
    %v38 = addf %v37, %v37 : tile<8xf32>
    %v39 = addf %v38, %v38 : tile<8xf32>
    %v40 = addf %v39, %v39 : tile<8xf32>
    %v41 = addf %v40, %v40 : tile<8xf32>
    %v42 = addf %v41, %v41 : tile<8xf32>
    %v43 = addf %v42, %v42 : tile<8xf32>
    %v44 = addf %v43, %v43 : tile<8xf32>
    %v45 = addf %v44, %v44 : tile<8xf32>
    %v46 = addf %v45, %v45 : tile<8xf32>
    %v47 = addf %v46, %v46 : tile<8xf32>
    %v48 = addf %v47, %v47 : tile<8xf32>
    %v49 = addf %v48, %v48 : tile<8xf32>
    %v50 = addf %v49, %v49 : tile<8xf32>
    %v51 = addf %v50, %v50 : tile<8xf32>
    %v52 = addf %v51, %v51 : tile<8xf32>
    %v53 = addf %v52, %v52 : tile<8xf32>
    %v54 = addf %v53, %v53 : tile<8xf32>
    %v55 = addf %v54, %v54 : tile<8xf32>
    %v56 = addf %v55, %v55 : tile<8xf32>
    %r = reshape %v56 : tile<8xf32> -> tile<8x1xf32>
    %b = broadcast %r : tile<8x1xf32> -> tile<8x512xf32>
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %ps = broadcast %p1 : tile<1x1xptr<f32>> -> tile<8x512xptr<f32>>
    %st = store_ptr_tko weak %ps, %b : tile<8x512xptr<f32>>, tile<8x512xf32> -> token
    return
  }
}
