"""Pure-Python helpers around TileIR's tools (numpy only).

    import numpy as np, tileir
    a = np.random.rand(4096).astype(np.float32)
    outs = tileir.run("vec_add.mlir", grid=4, args=[a, a, np.zeros_like(a)])
    c = outs[2]

`run` calls tile-run (the reference interpreter, or the GPU through tile-as)
and reads back every array argument as written after the kernel ran. Arrays
follow the frontend's calling convention (base pointer, then shape and
strides); scalars are numpy scalars (np.int32(3), np.float32(2.0)) or
(type, value) pairs such as ("i64", 5).
"""

import os
import shutil
import subprocess
import tempfile

import numpy as np

__all__ = ["find_tool", "run", "compile_kernel", "tf32_round", "RunError"]

_DTYPES = {
    np.dtype(np.float16): "f16",
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.int8): "i8",
    np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64",
    np.dtype(np.bool_): "i1",
}


class RunError(RuntimeError):
    """A tool exited with an error; `stderr` holds its diagnostics."""

    def __init__(self, cmd, returncode, stdout, stderr):
        super().__init__(f"{cmd[0]} exited with {returncode}:\n{stderr}")
        self.cmd, self.returncode, self.stdout, self.stderr = cmd, returncode, stdout, stderr


def find_tool(name):
    """Path of a TileIR tool: $TILEIR_BIN, then PATH, then ../../build/bin."""
    env = os.environ.get("TILEIR_BIN")
    if env and os.access(os.path.join(env, name), os.X_OK):
        return os.path.join(env, name)
    found = shutil.which(name)
    if found:
        return found
    here = os.path.dirname(os.path.abspath(__file__))
    local = os.path.join(here, "..", "..", "build", "bin", name)
    if os.access(local, os.X_OK):
        return os.path.abspath(local)
    raise FileNotFoundError(f"cannot find {name}; set TILEIR_BIN")


def _scalar_arg(value):
    if isinstance(value, tuple):
        kind, v = value
        return f"{kind}={v}"
    if isinstance(value, np.generic):
        kind = _DTYPES.get(value.dtype)
        if kind is None:
            raise TypeError(f"unsupported scalar dtype {value.dtype}")
        v = int(value) if kind.startswith("i") else repr(float(value))
        return f"{kind}={v}"
    if isinstance(value, bool):
        return f"i1={int(value)}"
    if isinstance(value, int):
        return f"i32={value}"
    if isinstance(value, float):
        return f"f32={value!r}"
    raise TypeError(f"unsupported argument {value!r}")


def run(kernel, grid, args, entry=None, backend="interp", opt_level=2,
        gpu_name="auto", seed=0, extra=(), tile_run=None, keep_dir=None):
    """Runs `kernel` and returns a list: each array argument's contents after
    the run (numpy arrays), None for scalars. Raises RunError on failure."""
    tool = tile_run or find_tool("tile-run")
    grid = grid if isinstance(grid, (tuple, list)) else (grid,)
    work = keep_dir or tempfile.mkdtemp(prefix="tileir-run-")
    try:
        cmd = [tool, str(kernel), "--grid", ",".join(str(g) for g in grid),
               "--backend", backend, f"-O{opt_level}", "--gpu-name", gpu_name,
               "--seed", str(seed), "--out", os.path.join(work, "out")]
        if entry:
            cmd += ["--entry", entry]
        is_array = []
        for i, a in enumerate(args):
            if isinstance(a, np.ndarray):
                path = os.path.join(work, f"in{i}.npy")
                np.save(path, np.ascontiguousarray(a))
                cmd.append(path)
                is_array.append(True)
            elif isinstance(a, str):  # passed through: "f32[8]=rand", "x.npy"
                cmd.append(a)
                is_array.append("[" in a.split("=")[0] or a.endswith(".npy"))
            else:
                cmd.append(_scalar_arg(a))
                is_array.append(False)
        cmd += list(extra)
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise RunError(cmd, proc.returncode, proc.stdout, proc.stderr)
        outs = []
        for i, arr in enumerate(is_array):
            outs.append(np.load(os.path.join(work, "out", f"arg{i}.npy")) if arr else None)
        return outs
    finally:
        if keep_dir is None:
            shutil.rmtree(work, ignore_errors=True)


def compile_kernel(kernel, output, gpu_name="sm_90", opt_level=2, emit=None,
                   tile_as=None):
    """Compiles `kernel` with tile-as (same command line as tileiras)."""
    cmd = [tile_as or find_tool("tile-as"), str(kernel), "-o", str(output),
           "--gpu-name", gpu_name, f"-O{opt_level}"]
    if emit:
        cmd.append(f"--emit={emit}")
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RunError(cmd, proc.returncode, proc.stdout, proc.stderr)
    return output


def tf32_round(x):
    """f32 values rounded to tf32 (10 mantissa bits), nearest-even, as f32."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    finite = (u & 0x7F800000) != 0x7F800000
    rounded = (u + 0xFFF + ((u >> 13) & 1)) & 0xFFFFE000
    out = np.where(finite, rounded, u).astype(np.uint32)
    return out.view(np.float32).reshape(np.shape(x))
