# A kernel doing i16 add, sub, signed max and unsigned min of a loaded
# 256-element tile with constants, xor-ed together (xor is never packed):
# every one an op NVPTX packs on sm_90.
ops = [("addi", ""), ("subi", ""), ("maxi", " signed"), ("mini", " unsigned")]
ty = "tile<256xi16>"
view = "partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>"
lines = ["tile.module @m {",
         "  entry @k(%p: tile<ptr<i16>>) {",
         "    %tv = make_tensor_view %p, shape = [256], strides = [1] : "
         "tensor_view<256xi16, strides=[1]>",
         "    %pv = make_partition_view %tv : " + view,
         "    %c0 = constant <i32: 0> : tile<i32>",
         "    %x, %tk = load_view_tko weak %pv[%c0] : " + view +
         ", tile<i32> -> " + ty + ", token"]
for i, (op, flag) in enumerate(ops):
    lines.append("    %%k%d = constant <i16: %d> : %s" % (i, 1000 * i + 3, ty))
    lines.append("    %%r%d = %s %%x, %%k%d%s : %s" % (i, op, i, flag, ty))
lines.append("    %%y0 = xori %%r0, %%r1 : %s" % ty)
lines.append("    %%y1 = xori %%r2, %%r3 : %s" % ty)
lines.append("    %%y = xori %%y0, %%y1 : %s" % ty)
lines += ["    %tk2 = store_view_tko weak %y, %pv[%c0] token = %tk : " + ty +
          ", " + view + ", tile<i32> -> token",
          "    return", "  }", "}"]
print("\n".join(lines))
