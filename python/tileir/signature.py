"""Entry signatures read from Tile IR text, for launchers.

    from tileir import signature
    entries = signature.entries(open("k.mlir").read())
    # {"k": ["ptr<f32>", "i32", "i32", "ptr<f32>", ...]}
    signature.flatten_array(ptr, shape, strides)   # cuTile's calling convention

Reads the `entry @name(%a: tile<T>, ...)` headers of a `tile.module` (our
print) or a `cuda_tile.module` (NVIDIA's); each parameter is a rank-0 tile
and its element type is what is returned ("ptr<f32>", "i32", "f32", ...).
A text scan, not a parser: it needs no MLIR, so it works on the GPU machine
where only static tools are installed. Bytecode kernels: read the
`*.cuda_tile.mlir` print beside them.
"""

import re

__all__ = ["entries", "flatten_array", "pack"]

_ENTRY = re.compile(r"\bentry\s+@([A-Za-z_][\w$.]*)\s*\(")
_PARAM = re.compile(r"%[\w$.-]+\s*:\s*tile<(.*)>\s*$", re.S)


def _split_top(text):
    """Splits at commas outside <...> and (...)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:])
    return [p.strip() for p in parts]


def entries(text):
    """{entry name: [parameter element type, ...]} in order of appearance."""
    out = {}
    for m in _ENTRY.finditer(text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        if depth:
            raise ValueError(f"unterminated parameter list of @{m.group(1)}")
        params = []
        for p in _split_top(text[m.end():i - 1]):
            pm = _PARAM.match(p)
            if not pm:
                raise ValueError(f"@{m.group(1)}: parameter '{p}' is not a "
                                 "rank-0 tile")
            params.append(pm.group(1).strip())
        out[m.group(1)] = params
    return out


def flatten_array(ptr, shape, strides):
    """cuTile's calling convention for one array: its base pointer, then
    its shape, then its strides (elements), as the entry's parameters
    take them (test/Inputs/corpus/README.md)."""
    return [ptr] + [int(s) for s in shape] + [int(s) for s in strides]


def pack(types, values):
    """[(kind, value)] pairing the entry's types with flat argument values;
    ValueError when the counts differ."""
    if len(types) != len(values):
        raise ValueError(f"the entry takes {len(types)} parameters; "
                         f"the arguments fill {len(values)}")
    return [("ptr" if t.startswith("ptr") else t, v)
            for t, v in zip(types, values)]
