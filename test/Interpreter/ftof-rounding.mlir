// ftof in every rounding mode: nearest_even, zero, negative_inf,
// positive_inf and nearest_away, for each narrowing the lowering handles
// (f32 -> f16/bf16/tf32, f64 -> f32/f16/bf16, f16 <-> bf16). The inputs are
// ties, values just off a tie, overflow and subnormal edges, both signs.
// The expected bits come from Inputs/ftof_rounding_ref.py, which rounds exact
// rationals by the definition of each mode (not APFloat); tf32 is shown as
// its f32 bit pattern.
// RUN: tile-run %s --grid 1 | FileCheck %s
// RUN: %python %S/Inputs/ftof_rounding_ref.py | FileCheck %s

tile.module @m {
  entry @k() {
    %x0 = constant <f32: [0x3F801000, 0xBF801000, 0x3F803000, 0x477FF000, 0x33000000, 0x322BCC77, 0x3DCCCCCD, 0xC77FF000]> : tile<8xf32>
    %r0rn = ftof %x0 : tile<8xf32> -> tile<8xf16>
    %b0rn = bitcast %r0rn : tile<8xf16> -> tile<8xi16>
    // CHECK: f32->f16 rn [0x3c00, 0xbc00, 0x3c02, 0x7c00, 0, 0, 0x2e66, 0xfc00]
    %p0rn = print_tko "f32->f16 rn %#x\n", %b0rn : tile<8xi16> -> token
    %r0rz = ftof %x0 rounding<zero> : tile<8xf32> -> tile<8xf16>
    %b0rz = bitcast %r0rz : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: f32->f16 rz [0x3c00, 0xbc00, 0x3c01, 0x7bff, 0, 0, 0x2e66, 0xfbff]
    %p0rz = print_tko "f32->f16 rz %#x\n", %b0rz : tile<8xi16> -> token
    %r0rm = ftof %x0 rounding<negative_inf> : tile<8xf32> -> tile<8xf16>
    %b0rm = bitcast %r0rm : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: f32->f16 rm [0x3c00, 0xbc01, 0x3c01, 0x7bff, 0, 0, 0x2e66, 0xfc00]
    %p0rm = print_tko "f32->f16 rm %#x\n", %b0rm : tile<8xi16> -> token
    %r0rp = ftof %x0 rounding<positive_inf> : tile<8xf32> -> tile<8xf16>
    %b0rp = bitcast %r0rp : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: f32->f16 rp [0x3c01, 0xbc00, 0x3c02, 0x7c00, 0x1, 0x1, 0x2e67, 0xfbff]
    %p0rp = print_tko "f32->f16 rp %#x\n", %b0rp : tile<8xi16> -> token
    %r0ra = ftof %x0 rounding<nearest_away> : tile<8xf32> -> tile<8xf16>
    %b0ra = bitcast %r0ra : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: f32->f16 ra [0x3c01, 0xbc01, 0x3c02, 0x7c00, 0x1, 0, 0x2e66, 0xfc00]
    %p0ra = print_tko "f32->f16 ra %#x\n", %b0ra : tile<8xi16> -> token
    %x1 = constant <f32: [0x3F808000, 0xBF808000, 0x3F818000, 0x7F7FFFFF, 0x00008000, 0x3DCCCCCD, 0xFF7FFFFF, 0x3F808001]> : tile<8xf32>
    %r1rn = ftof %x1 : tile<8xf32> -> tile<8xbf16>
    %b1rn = bitcast %r1rn : tile<8xbf16> -> tile<8xi16>
    // CHECK-NEXT: f32->bf16 rn [0x3f80, 0xbf80, 0x3f82, 0x7f80, 0, 0x3dcd, 0xff80, 0x3f81]
    %p1rn = print_tko "f32->bf16 rn %#x\n", %b1rn : tile<8xi16> -> token
    %r1rz = ftof %x1 rounding<zero> : tile<8xf32> -> tile<8xbf16>
    %b1rz = bitcast %r1rz : tile<8xbf16> -> tile<8xi16>
    // CHECK-NEXT: f32->bf16 rz [0x3f80, 0xbf80, 0x3f81, 0x7f7f, 0, 0x3dcc, 0xff7f, 0x3f80]
    %p1rz = print_tko "f32->bf16 rz %#x\n", %b1rz : tile<8xi16> -> token
    %r1rm = ftof %x1 rounding<negative_inf> : tile<8xf32> -> tile<8xbf16>
    %b1rm = bitcast %r1rm : tile<8xbf16> -> tile<8xi16>
    // CHECK-NEXT: f32->bf16 rm [0x3f80, 0xbf81, 0x3f81, 0x7f7f, 0, 0x3dcc, 0xff80, 0x3f80]
    %p1rm = print_tko "f32->bf16 rm %#x\n", %b1rm : tile<8xi16> -> token
    %r1rp = ftof %x1 rounding<positive_inf> : tile<8xf32> -> tile<8xbf16>
    %b1rp = bitcast %r1rp : tile<8xbf16> -> tile<8xi16>
    // CHECK-NEXT: f32->bf16 rp [0x3f81, 0xbf80, 0x3f82, 0x7f80, 0x1, 0x3dcd, 0xff7f, 0x3f81]
    %p1rp = print_tko "f32->bf16 rp %#x\n", %b1rp : tile<8xi16> -> token
    %r1ra = ftof %x1 rounding<nearest_away> : tile<8xf32> -> tile<8xbf16>
    %b1ra = bitcast %r1ra : tile<8xbf16> -> tile<8xi16>
    // CHECK-NEXT: f32->bf16 ra [0x3f81, 0xbf81, 0x3f82, 0x7f80, 0x1, 0x3dcd, 0xff80, 0x3f81]
    %p1ra = print_tko "f32->bf16 ra %#x\n", %b1ra : tile<8xi16> -> token
    %x2 = constant <f64: [0x3FF0000010000000, 0xBFF0000010000000, 0x3FF0000030000000, 0x3690000000000000, 0x3FB999999999999A, 0x7E37E43C8800759C, 0xC7EFFFFFF0000000, 0x3FF0000010000001]> : tile<8xf64>
    %r2rn = ftof %x2 : tile<8xf64> -> tile<8xf32>
    %b2rn = bitcast %r2rn : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: f64->f32 rn [0x3f800000, 0xbf800000, 0x3f800002, 0, 0x3dcccccd, 0x7f800000, 0xff800000, 0x3f800001]
    %p2rn = print_tko "f64->f32 rn %#x\n", %b2rn : tile<8xi32> -> token
    %r2rz = ftof %x2 rounding<zero> : tile<8xf64> -> tile<8xf32>
    %b2rz = bitcast %r2rz : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: f64->f32 rz [0x3f800000, 0xbf800000, 0x3f800001, 0, 0x3dcccccc, 0x7f7fffff, 0xff7fffff, 0x3f800000]
    %p2rz = print_tko "f64->f32 rz %#x\n", %b2rz : tile<8xi32> -> token
    %r2rm = ftof %x2 rounding<negative_inf> : tile<8xf64> -> tile<8xf32>
    %b2rm = bitcast %r2rm : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: f64->f32 rm [0x3f800000, 0xbf800001, 0x3f800001, 0, 0x3dcccccc, 0x7f7fffff, 0xff800000, 0x3f800000]
    %p2rm = print_tko "f64->f32 rm %#x\n", %b2rm : tile<8xi32> -> token
    %r2rp = ftof %x2 rounding<positive_inf> : tile<8xf64> -> tile<8xf32>
    %b2rp = bitcast %r2rp : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: f64->f32 rp [0x3f800001, 0xbf800000, 0x3f800002, 0x1, 0x3dcccccd, 0x7f800000, 0xff7fffff, 0x3f800001]
    %p2rp = print_tko "f64->f32 rp %#x\n", %b2rp : tile<8xi32> -> token
    %r2ra = ftof %x2 rounding<nearest_away> : tile<8xf64> -> tile<8xf32>
    %b2ra = bitcast %r2ra : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: f64->f32 ra [0x3f800001, 0xbf800001, 0x3f800002, 0x1, 0x3dcccccd, 0x7f800000, 0xff800000, 0x3f800001]
    %p2ra = print_tko "f64->f32 ra %#x\n", %b2ra : tile<8xi32> -> token
    %x3 = constant <f64: [0x3FF0020000000000, 0xBFF0020000000000, 0x3FF0020000000001, 0x40EFFE0000000000]> : tile<4xf64>
    %r3rn = ftof %x3 : tile<4xf64> -> tile<4xf16>
    %b3rn = bitcast %r3rn : tile<4xf16> -> tile<4xi16>
    // CHECK-NEXT: f64->f16 rn [0x3c00, 0xbc00, 0x3c01, 0x7c00]
    %p3rn = print_tko "f64->f16 rn %#x\n", %b3rn : tile<4xi16> -> token
    %r3rz = ftof %x3 rounding<zero> : tile<4xf64> -> tile<4xf16>
    %b3rz = bitcast %r3rz : tile<4xf16> -> tile<4xi16>
    // CHECK-NEXT: f64->f16 rz [0x3c00, 0xbc00, 0x3c00, 0x7bff]
    %p3rz = print_tko "f64->f16 rz %#x\n", %b3rz : tile<4xi16> -> token
    %r3rm = ftof %x3 rounding<negative_inf> : tile<4xf64> -> tile<4xf16>
    %b3rm = bitcast %r3rm : tile<4xf16> -> tile<4xi16>
    // CHECK-NEXT: f64->f16 rm [0x3c00, 0xbc01, 0x3c00, 0x7bff]
    %p3rm = print_tko "f64->f16 rm %#x\n", %b3rm : tile<4xi16> -> token
    %r3rp = ftof %x3 rounding<positive_inf> : tile<4xf64> -> tile<4xf16>
    %b3rp = bitcast %r3rp : tile<4xf16> -> tile<4xi16>
    // CHECK-NEXT: f64->f16 rp [0x3c01, 0xbc00, 0x3c01, 0x7c00]
    %p3rp = print_tko "f64->f16 rp %#x\n", %b3rp : tile<4xi16> -> token
    %r3ra = ftof %x3 rounding<nearest_away> : tile<4xf64> -> tile<4xf16>
    %b3ra = bitcast %r3ra : tile<4xf16> -> tile<4xi16>
    // CHECK-NEXT: f64->f16 ra [0x3c01, 0xbc01, 0x3c01, 0x7c00]
    %p3ra = print_tko "f64->f16 ra %#x\n", %b3ra : tile<4xi16> -> token
    %x4 = constant <f64: [0x3FF0100000000000, 0xBFF0100000000000, 0x3FF0100000000001, 0x47EFFFFFFFFFFFFF]> : tile<4xf64>
    %r4rn = ftof %x4 : tile<4xf64> -> tile<4xbf16>
    %b4rn = bitcast %r4rn : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f64->bf16 rn [0x3f80, 0xbf80, 0x3f81, 0x7f80]
    %p4rn = print_tko "f64->bf16 rn %#x\n", %b4rn : tile<4xi16> -> token
    %r4rz = ftof %x4 rounding<zero> : tile<4xf64> -> tile<4xbf16>
    %b4rz = bitcast %r4rz : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f64->bf16 rz [0x3f80, 0xbf80, 0x3f80, 0x7f7f]
    %p4rz = print_tko "f64->bf16 rz %#x\n", %b4rz : tile<4xi16> -> token
    %r4rm = ftof %x4 rounding<negative_inf> : tile<4xf64> -> tile<4xbf16>
    %b4rm = bitcast %r4rm : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f64->bf16 rm [0x3f80, 0xbf81, 0x3f80, 0x7f7f]
    %p4rm = print_tko "f64->bf16 rm %#x\n", %b4rm : tile<4xi16> -> token
    %r4rp = ftof %x4 rounding<positive_inf> : tile<4xf64> -> tile<4xbf16>
    %b4rp = bitcast %r4rp : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f64->bf16 rp [0x3f81, 0xbf80, 0x3f81, 0x7f80]
    %p4rp = print_tko "f64->bf16 rp %#x\n", %b4rp : tile<4xi16> -> token
    %r4ra = ftof %x4 rounding<nearest_away> : tile<4xf64> -> tile<4xbf16>
    %b4ra = bitcast %r4ra : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f64->bf16 ra [0x3f81, 0xbf81, 0x3f81, 0x7f80]
    %p4ra = print_tko "f64->bf16 ra %#x\n", %b4ra : tile<4xi16> -> token
    %x5 = constant <f32: [0x3F801000, 0xBF801000, 0x3F803000, 0x3F801001]> : tile<4xf32>
    %r5rn = ftof %x5 : tile<4xf32> -> tile<4xtf32>
    %w5rn = ftof %r5rn : tile<4xtf32> -> tile<4xf32>
    %b5rn = bitcast %w5rn : tile<4xf32> -> tile<4xi32>
    // CHECK-NEXT: f32->tf32 rn [0x3f800000, 0xbf800000, 0x3f804000, 0x3f802000]
    %p5rn = print_tko "f32->tf32 rn %#x\n", %b5rn : tile<4xi32> -> token
    %r5rz = ftof %x5 rounding<zero> : tile<4xf32> -> tile<4xtf32>
    %w5rz = ftof %r5rz : tile<4xtf32> -> tile<4xf32>
    %b5rz = bitcast %w5rz : tile<4xf32> -> tile<4xi32>
    // CHECK-NEXT: f32->tf32 rz [0x3f800000, 0xbf800000, 0x3f802000, 0x3f800000]
    %p5rz = print_tko "f32->tf32 rz %#x\n", %b5rz : tile<4xi32> -> token
    %r5rm = ftof %x5 rounding<negative_inf> : tile<4xf32> -> tile<4xtf32>
    %w5rm = ftof %r5rm : tile<4xtf32> -> tile<4xf32>
    %b5rm = bitcast %w5rm : tile<4xf32> -> tile<4xi32>
    // CHECK-NEXT: f32->tf32 rm [0x3f800000, 0xbf802000, 0x3f802000, 0x3f800000]
    %p5rm = print_tko "f32->tf32 rm %#x\n", %b5rm : tile<4xi32> -> token
    %r5rp = ftof %x5 rounding<positive_inf> : tile<4xf32> -> tile<4xtf32>
    %w5rp = ftof %r5rp : tile<4xtf32> -> tile<4xf32>
    %b5rp = bitcast %w5rp : tile<4xf32> -> tile<4xi32>
    // CHECK-NEXT: f32->tf32 rp [0x3f802000, 0xbf800000, 0x3f804000, 0x3f802000]
    %p5rp = print_tko "f32->tf32 rp %#x\n", %b5rp : tile<4xi32> -> token
    %r5ra = ftof %x5 rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %w5ra = ftof %r5ra : tile<4xtf32> -> tile<4xf32>
    %b5ra = bitcast %w5ra : tile<4xf32> -> tile<4xi32>
    // CHECK-NEXT: f32->tf32 ra [0x3f802000, 0xbf802000, 0x3f804000, 0x3f802000]
    %p5ra = print_tko "f32->tf32 ra %#x\n", %b5ra : tile<4xi32> -> token
    %x6 = constant <f16: [0x3C04, 0xBC04, 0x3C0C, 0x3C05]> : tile<4xf16>
    %r6rn = ftof %x6 : tile<4xf16> -> tile<4xbf16>
    %b6rn = bitcast %r6rn : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f16->bf16 rn [0x3f80, 0xbf80, 0x3f82, 0x3f81]
    %p6rn = print_tko "f16->bf16 rn %#x\n", %b6rn : tile<4xi16> -> token
    %r6rz = ftof %x6 rounding<zero> : tile<4xf16> -> tile<4xbf16>
    %b6rz = bitcast %r6rz : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f16->bf16 rz [0x3f80, 0xbf80, 0x3f81, 0x3f80]
    %p6rz = print_tko "f16->bf16 rz %#x\n", %b6rz : tile<4xi16> -> token
    %r6rm = ftof %x6 rounding<negative_inf> : tile<4xf16> -> tile<4xbf16>
    %b6rm = bitcast %r6rm : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f16->bf16 rm [0x3f80, 0xbf81, 0x3f81, 0x3f80]
    %p6rm = print_tko "f16->bf16 rm %#x\n", %b6rm : tile<4xi16> -> token
    %r6rp = ftof %x6 rounding<positive_inf> : tile<4xf16> -> tile<4xbf16>
    %b6rp = bitcast %r6rp : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f16->bf16 rp [0x3f81, 0xbf80, 0x3f82, 0x3f81]
    %p6rp = print_tko "f16->bf16 rp %#x\n", %b6rp : tile<4xi16> -> token
    %r6ra = ftof %x6 rounding<nearest_away> : tile<4xf16> -> tile<4xbf16>
    %b6ra = bitcast %r6ra : tile<4xbf16> -> tile<4xi16>
    // CHECK-NEXT: f16->bf16 ra [0x3f81, 0xbf81, 0x3f82, 0x3f81]
    %p6ra = print_tko "f16->bf16 ra %#x\n", %b6ra : tile<4xi16> -> token
    %x7 = constant <bf16: [0x3F81, 0x4780, 0x477F, 0xC780, 0x3380, 0xBF81, 0x3301, 0x3300]> : tile<8xbf16>
    %r7rn = ftof %x7 : tile<8xbf16> -> tile<8xf16>
    %b7rn = bitcast %r7rn : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: bf16->f16 rn [0x3c08, 0x7c00, 0x7bf8, 0xfc00, 0x1, 0xbc08, 0x1, 0]
    %p7rn = print_tko "bf16->f16 rn %#x\n", %b7rn : tile<8xi16> -> token
    %r7rz = ftof %x7 rounding<zero> : tile<8xbf16> -> tile<8xf16>
    %b7rz = bitcast %r7rz : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: bf16->f16 rz [0x3c08, 0x7bff, 0x7bf8, 0xfbff, 0x1, 0xbc08, 0, 0]
    %p7rz = print_tko "bf16->f16 rz %#x\n", %b7rz : tile<8xi16> -> token
    %r7rm = ftof %x7 rounding<negative_inf> : tile<8xbf16> -> tile<8xf16>
    %b7rm = bitcast %r7rm : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: bf16->f16 rm [0x3c08, 0x7bff, 0x7bf8, 0xfc00, 0x1, 0xbc08, 0, 0]
    %p7rm = print_tko "bf16->f16 rm %#x\n", %b7rm : tile<8xi16> -> token
    %r7rp = ftof %x7 rounding<positive_inf> : tile<8xbf16> -> tile<8xf16>
    %b7rp = bitcast %r7rp : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: bf16->f16 rp [0x3c08, 0x7c00, 0x7bf8, 0xfbff, 0x1, 0xbc08, 0x1, 0x1]
    %p7rp = print_tko "bf16->f16 rp %#x\n", %b7rp : tile<8xi16> -> token
    %r7ra = ftof %x7 rounding<nearest_away> : tile<8xbf16> -> tile<8xf16>
    %b7ra = bitcast %r7ra : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: bf16->f16 ra [0x3c08, 0x7c00, 0x7bf8, 0xfc00, 0x1, 0xbc08, 0x1, 0x1]
    %p7ra = print_tko "bf16->f16 ra %#x\n", %b7ra : tile<8xi16> -> token
    return
  }
}
