"""What a launcher needs from a TileIR cubin, read from the ELF alone.

    from tileir import cubin
    image = open("k.cubin", "rb").read()
    cubin.reqntid(image, "k")            # (128, 1, 1)
    cubin.dynamic_smem(image, "k")       # bytes of dynamic shared memory
    cubin.kernels(image)                 # names with a .nv.info.<name> section

No CUDA is needed (the benchmark's --dry-run uses this on a machine
without a GPU). The layout facts are the ones tools/tile-run/GpuBackend.cpp
documents: ptxas records `.reqntid X, Y, Z` in the section
`.nv.info.<kernel>` as attribute 0x10 (EIATTR_REQNTID) with format 4 (a
u16 size, then that many bytes: three u32); tile-as gives every kernel a
u32 global `<kernel>__tileir_dynamic_smem` holding the bytes of dynamic
shared memory a launch must pass (docs/lowering.md, "Kernel ABI").
"""

import struct

__all__ = ["CubinError", "sections", "reqntid", "dynamic_smem", "kernels"]

_EIATTR_REQNTID = 0x10
_SHT_SYMTAB = 2
_SHT_NOBITS = 8


class CubinError(ValueError):
    """The image is not an ELF64 little-endian cubin, or lacks a record."""


def _u16(b, o):
    return struct.unpack_from("<H", b, o)[0]


def _u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def _u64(b, o):
    return struct.unpack_from("<Q", b, o)[0]


def _sections(b):
    """[(name, type, offset, size, link)] of every section header."""
    if len(b) < 64 or b[:4] != b"\x7fELF" or b[4] != 2 or b[5] != 1:
        raise CubinError("not an ELF64 little-endian image")
    shoff, shentsize = _u64(b, 0x28), _u16(b, 0x3A)
    shnum, shstrndx = _u16(b, 0x3C), _u16(b, 0x3E)
    if shentsize < 64 or shstrndx >= shnum or shoff + shnum * shentsize > len(b):
        raise CubinError("bad section header table")
    headers = []
    for i in range(shnum):
        h = shoff + i * shentsize
        headers.append((_u32(b, h), _u32(b, h + 4), _u64(b, h + 0x18),
                        _u64(b, h + 0x20), _u32(b, h + 0x28)))
    _, _, str_off, str_size, _ = headers[shstrndx]
    strtab = b[str_off:str_off + str_size]
    out = []
    for name_off, kind, off, size, link in headers:
        end = strtab.find(b"\0", name_off)
        name = strtab[name_off:end if end >= 0 else None].decode("latin-1")
        if kind != _SHT_NOBITS and off + size > len(b):
            raise CubinError(f"section {name} lies outside the image")
        out.append((name, kind, off, size, link))
    return out


def sections(image):
    """[(name, type, offset, size)] of every section header."""
    return [s[:4] for s in _sections(bytes(image))]


def kernels(image):
    """Names of the kernels the image describes (.nv.info.<name>)."""
    return [n[len(".nv.info."):] for n, _, _, _ in sections(image)
            if n.startswith(".nv.info.")]


def reqntid(image, kernel):
    """The kernel's `.reqntid` as (x, y, z); CubinError if not recorded."""
    b = bytes(image)
    wanted = ".nv.info." + kernel
    for name, _kind, off, size, _link in _sections(b):
        if name != wanted:
            continue
        p, end = off, off + size
        # Entries: u8 format, u8 attribute; format 4 then has a u16 size and
        # that many bytes, the others a u16 value.
        while p + 4 <= end:
            fmt, attr = b[p], b[p + 1]
            length = _u16(b, p + 2) if fmt == 4 else 0
            if p + 4 + length > end:
                break
            if fmt == 4 and attr == _EIATTR_REQNTID and length == 12:
                block = struct.unpack_from("<III", b, p + 4)
                if all(block):
                    return block
            p += 4 + length
    raise CubinError(f"no .reqntid recorded for '{kernel}'")


def _symbols(b, secs):
    """{name: (section index, value, size)} from the ELF symbol table."""
    out = {}
    for _name, kind, off, size, link in secs:
        if kind != _SHT_SYMTAB or link >= len(secs):
            continue
        _, _, str_off, str_size, _ = secs[link]
        strtab = b[str_off:str_off + str_size]
        for e in range(off, off + size - 23, 24):  # Elf64_Sym is 24 bytes
            name_off, shndx = _u32(b, e), _u16(b, e + 6)
            end = strtab.find(b"\0", name_off)
            sym = strtab[name_off:end if end >= 0 else None].decode("latin-1")
            out[sym] = (shndx, _u64(b, e + 8), _u64(b, e + 16))
    return out


def dynamic_smem(image, kernel):
    """Bytes of dynamic shared memory `kernel` needs: the initial value of
    its u32 global `<kernel>__tileir_dynamic_smem`. CubinError if absent
    (the launcher then reads it through the driver)."""
    b = bytes(image)
    secs = _sections(b)
    sym = _symbols(b, secs).get(kernel + "__tileir_dynamic_smem")
    if sym is None:
        raise CubinError(f"no global {kernel}__tileir_dynamic_smem")
    shndx, value, size = sym
    if size != 4 or not 0 < shndx < len(secs):
        raise CubinError(f"{kernel}__tileir_dynamic_smem is not a u32")
    _name, kind, off, sec_size, _link = secs[shndx]
    if kind == _SHT_NOBITS:  # zero-initialised (.nv.global)
        return 0
    if value + 4 > sec_size:
        raise CubinError(f"{kernel}__tileir_dynamic_smem lies outside its section")
    return _u32(b, off + value)
