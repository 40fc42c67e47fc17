#!/usr/bin/env python3
"""Generates the malformed bytecode inputs of test/Bytecode/malformed.test.

Each file is a real corpus file (format-vectors/py_13.3 or py_13.1, written by
cuTile Python) with one defect. Sections are re-serialised with correct
lengths and alignment unless the defect is in the container itself, so each
file exercises exactly one reader check. Run from anywhere:

    python3 test/Bytecode/Inputs/malformed/gen_malformed.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "..", "Inputs", "corpus", "format-vectors")


def varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def read_varint(b, i):
    r = s = 0
    while True:
        c = b[i]
        i += 1
        r |= (c & 0x7F) << s
        s += 7
        if not c & 0x80:
            return r, i


class File:
    """A parsed file: header and sections (id, align or 0, payload)."""

    def __init__(self, name):
        data = open(os.path.join(CORPUS, name), "rb").read()
        self.header = bytearray(data[:12])
        self.sections = []
        i = 12
        while data[i] != 0:
            h = data[i]
            i += 1
            n, i = read_varint(data, i)
            align = 0
            if h & 0x80:
                align, i = read_varint(data, i)
                while i % align:
                    i += 1
            self.sections.append([h & 0x7F, align, bytearray(data[i:i + n])])
            i += n

    def section(self, sid):
        for s in self.sections:
            if s[0] == sid:
                return s
        raise KeyError(sid)

    def payload(self, sid):
        return self.section(sid)[2]

    def serialize(self):
        out = bytearray(self.header)
        for sid, align, payload in self.sections:
            out.append(sid | (0x80 if align else 0))
            out += varint(len(payload))
            if align:
                out += varint(align)
                while len(out) % align:
                    out.append(0xCB)
            out += payload
        out.append(0)
        return bytes(out)

    # The single function of py_13.x: header bytes, then body length + body.
    FUNC_HEAD = 14  # count, name, sig, flags, loc, 9 bytes of hints

    def body(self):
        p = self.payload(2)
        n, i = read_varint(p, self.FUNC_HEAD)
        return bytearray(p[i:i + n])

    def set_body(self, body):
        p = self.payload(2)
        n, i = read_varint(p, self.FUNC_HEAD)
        self.section(2)[2] = p[:self.FUNC_HEAD] + varint(len(body)) + body + p[i + n:]


def py13():
    return File("py_13.3.tileirbc")


def py13_1():
    return File("py_13.1.tileirbc")


CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


# --- header ---------------------------------------------------------------
@case
def empty_file():
    return b""


@case
def bad_magic():
    b = bytearray(py13().serialize())
    b[0] = 0x7E
    return bytes(b)


@case
def truncated_magic():
    return py13().serialize()[:5]


@case
def truncated_version():
    return py13().serialize()[:10]


@case
def version_18_0():
    f = py13()
    f.header[8], f.header[9] = 18, 0
    return f.serialize()


@case
def version_13_5():
    f = py13()
    f.header[9] = 5
    return f.serialize()


# --- container ------------------------------------------------------------
@case
def unknown_section_id():
    f = py13()
    f.sections.insert(0, [9, 0, bytearray(b"\x00")])
    return f.serialize()


@case
def producer_section_in_13_1():
    f = py13_1()
    f.sections.append([7, 0, bytearray(b"\x00")])
    return f.serialize()


@case
def truncated_in_func_section():
    return py13().serialize()[:60]


@case
def missing_end_marker():
    return py13().serialize()[:-1]


@case
def bytes_after_end_marker():
    return py13().serialize() + b"\x00\x00"


@case
def section_length_past_eof():
    b = bytearray(py13().serialize())
    # The Func section header: 82 5E 08; claim 0x7F5E bytes.
    assert b[12] == 0x82 and b[13] == 0x5E
    return bytes(b[:13] + b"\xDE\x7E" + b[14:])


@case
def alignment_not_power_of_two():
    f = py13()
    f.section(1)[1] = 3
    return f.serialize()


@case
def string_section_unaligned():
    f = py13()
    f.section(1)[1] = 0
    return f.serialize()


@case
def duplicate_section():
    f = py13()
    f.sections.append(list(f.section(1)))
    return f.serialize()


@case
def missing_string_section():
    f = py13()
    f.sections = [s for s in f.sections if s[0] != 1]
    return f.serialize()


# --- tables ---------------------------------------------------------------
@case
def string_offset_past_end():
    f = py13()
    p = f.payload(1)
    p[8:12] = (200).to_bytes(4, "little")  # offset of string 0
    return f.serialize()


@case
def type_offsets_decreasing():
    f = py13()
    p = f.payload(5)
    p[12:16] = (0).to_bytes(4, "little")  # offset of type 2 (was 2)
    return f.serialize()


@case
def huge_type_count():
    f = py13()
    p = f.payload(5)
    f.section(5)[2] = varint(1 << 40) + p[1:]
    return f.serialize()


@case
def huge_function_count():
    f = py13()
    p = f.payload(2)
    f.section(2)[2] = varint(1 << 62) + p[1:]
    return f.serialize()


@case
def overlong_varint():
    f = py13()
    p = f.payload(2)
    f.section(2)[2] = b"\x81" + b"\x80" * 10 + b"\x00" + p[1:]
    return f.serialize()


@case
def varint_over_64_bits():
    f = py13()
    p = f.payload(2)
    f.section(2)[2] = b"\x81" + b"\x80" * 8 + b"\x02" + p[1:]
    return f.serialize()


# --- indices --------------------------------------------------------------
@case
def string_index_out_of_range():
    f = py13()
    f.payload(2)[1] = 0x63  # function name: string 99
    return f.serialize()


@case
def type_index_out_of_range():
    f = py13()
    f.payload(2)[2] = 0x63  # function signature: type 99
    return f.serialize()


@case
def constant_index_out_of_range():
    f = py13()
    body = f.body()
    assert body[10:13] == b"\x10\x05\x00"  # constant -> tile<i32>, const 0
    body[12] = 0x09
    f.set_body(body)
    return f.serialize()


@case
def forward_value_reference():
    f = py13()
    body = f.body()
    assert body[7:10] == b"\x42\x07\x02"  # make_partition_view of v2
    body[9] = 0x05  # v5 is defined later
    f.set_body(body)
    return f.serialize()


@case
def debug_reference_out_of_range():
    f = py13()
    p = f.payload(3)
    # The index array starts at 16; entry 1 is the first op's location.
    p[24:32] = (999).to_bytes(8, "little")
    return f.serialize()


@case
def debug_locations_run_out():
    f = py13()
    p = f.payload(3)
    # The function's run starts at entry 10 of 14: its 14 ops and itself
    # need 15 locations.
    assert p[8] == 0x0E
    p[4:8] = (10).to_bytes(4, "little")
    return f.serialize()


# --- types ----------------------------------------------------------------
@case
def unknown_type_tag():
    f = py13()
    p = f.payload(5)
    start = _type_data_start(p)
    assert p[start + 2] == 0x07  # t2 = f32 (used through ptr<f32>)
    p[start + 2] = 99
    return f.serialize()


def _type_data_start(p):
    n = p[0]
    return 4 + 4 * n


@case
def type_tag_needs_13_3():
    # py_13.1 with its f32 element type (tag 7) replaced by f4E2M1FN (19).
    f = py13_1()
    p = f.payload(5)
    start = _type_data_start(p)
    assert p[start + 2] == 0x07
    p[start + 2] = 19
    return f.serialize()


@case
def type_refers_to_itself():
    f = py13()
    p = f.payload(5)
    start = _type_data_start(p)
    assert p[start + 3:start + 5] == b"\x0c\x02"  # t3 = ptr<t2>
    p[start + 4] = 0x03
    return f.serialize()


@case
def tile_dim_not_power_of_two():
    f = py13()
    p = f.payload(5)
    start = _type_data_start(p)
    # t5 = tile<i32>: 0d 01 00 at +8; t4 = tile<ptr<f32>>: 0d 03 00 at +5.
    # Make t13 = tile<128x128xf32> a 96x128 tile.
    i = p.index(b"\x0d\x02\x02\x80\x00\x00\x00\x00\x00\x00\x00\x80", start)
    p[i + 3] = 96
    return f.serialize()


# --- ops ------------------------------------------------------------------
@case
def unknown_opcode():
    f = py13()
    body = f.body()
    body[10] = 0x19
    f.set_body(body)
    return f.serialize()


@case
def opcode_needs_13_2():
    f = py13_1()
    body = f.body()
    assert body[10] == 0x10
    body[10] = 0x6E  # atan2 (13.2)
    f.set_body(body)
    return f.serialize()


@case
def enum_value_invalid():
    f = py13()
    body = f.body()
    i = body.index(b"\x2a\x0b\x00\x05")  # ftof, nearest_even
    body[i + 2] = 0x09
    f.set_body(body)
    return f.serialize()


@case
def enum_value_needs_13_4():
    f = py13()
    body = f.body()
    i = body.index(b"\x2a\x0b\x00\x05")  # ftof, nearest_even
    body[i + 2] = 0x07  # nearest_away
    f.set_body(body)
    return f.serialize()


@case
def unknown_flag_bits():
    f = py13()
    body = f.body()
    i = body.index(b"\x49\x0d\x00")  # mmaf, flags 0
    body[i + 2:i + 3] = b"\x80\x01"  # flags = 128
    f.set_body(body)
    return f.serialize()


@case
def wrong_region_count():
    f = py13()
    body = f.body()
    i = body.index(b"\x29\x01\x0d\x00\x04")  # for
    assert body[i + 9] == 0x01
    body[i + 9] = 0x02
    f.set_body(body)
    return f.serialize()


@case
def huge_block_op_count():
    f = py13()
    body = f.body()
    i = body.index(b"\x01\x01\x02\x05\x0d\x02")  # region, block, args, 2 ops
    body[i + 5:i + 6] = varint(1 << 33)
    f.set_body(body)
    return f.serialize()


@case
def regions_nested_too_deep():
    f = py13()
    # 200 nested `if %arg1` (operand only: the reader stops at depth 128),
    # without debug info (location index 0).
    nest = b"\x32\x00\x01\x02\x01\x00\x01" * 200
    f.set_body(bytearray(nest))
    f.payload(2)[4] = 0
    return f.serialize()


# --- attributes and constants ---------------------------------------------
@case
def unknown_attribute_tag():
    f = py13()
    p = f.payload(2)
    assert p[5:9] == b"\x0b\x01\x03\x0a"  # hints: tag 11, 1 arch, sm_100, dict
    p[8] = 0x63
    return f.serialize()


@case
def empty_dictionary_key():
    f = py13()
    # Append an empty string (string 5) and use it as the hint key.
    s = f.payload(1)
    n = s[0]
    data_start = 4 + 4 * n
    offsets = s[4:data_start]
    data = s[data_start:]
    offsets += len(data).to_bytes(4, "little")
    f.section(1)[2] = bytearray([n + 1, 0xCB, 0xCB, 0xCB]) + offsets + data
    p = f.payload(2)
    assert p[10] == 0x04  # dictionary key: string 4
    p[10] = 0x05
    return f.serialize()


@case
def constant_size_mismatch():
    f = py13()
    p = f.payload(4)
    # Constant 1 (`01 00 00 00`, i32 1) becomes three bytes.
    assert p[29:34] == b"\x04\x01\x00\x00\x00"
    p[29] = 0x03
    return f.serialize()


@case
def verifier_error_at_python_line():
    # addf with rounding `approx` is read fine and rejected by the verifier,
    # at the Python source line the debug section gives the op.
    f = py13()
    body = f.body()
    i = body.index(b"\x02\x0d\x00\x00\x0d\x0d")  # addf, flags 0, nearest_even
    body[i + 3] = 0x04
    f.set_body(body)
    return f.serialize()


@case
def debug_attribute_cycle():
    f = py13()
    p = f.payload(3)
    # DICompileUnit (attribute 2) names its own entry as its file.
    i = p.index(b"\x01\x01\x05\x01\x03\x02\x02\x02\x03")
    p[i + 1] = 0x02
    return f.serialize()


@case
def attributes_nested_too_deep():
    f = py13()
    p = f.payload(2)
    body = f.body()
    hints = b"\x0b\x01\x03\x0a\x01\x04" + b"\x06\x01" * 40 + b"\x01\x01\x02"
    f.section(2)[2] = p[:5] + hints + varint(len(body)) + body
    return f.serialize()


@case
def float_varint_65_bits_odd():
    f = File("py_f64_neginf_identity.tileirbc")
    p = f.payload(2)
    i = p.index(bytes.fromhex("80808080808080f0ff03"))
    p[i] = 0x81
    return f.serialize()


def main():
    for name, fn in sorted(CASES.items()):
        data = fn()
        with open(os.path.join(HERE, name + ".tileirbc"), "wb") as out:
            out.write(data)
    print(len(CASES), "files")


if __name__ == "__main__":
    main()
