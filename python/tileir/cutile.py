"""Run an unmodified cuTile Python program with TileIR as its compiler.

    python3 -m tileir.cutile program.py [ARGS...]
    python3 -m tileir.cutile -m pytest test/test_softmax.py
    python3 -m tileir.cutile --print-env      # the shell lines, for by hand

cuTile Python finds its compiler as `tileiras`: first in the pip packages
nvidia-cuda-tileiras/-nvcc/nvvm, then on PATH, then under CUDA_HOME
(docs/cutile.md). This puts a directory holding `tileiras` -> TileIR's
tile-as at the front of PATH (inherited by every child process, so a
pytest run with workers gets it too) and, in this process, points
cuda.tile._compile._find_compiler_bin at it, so that pip's tileiras does
not win. It then runs the program as `python3 program.py` would, and says
on stderr what it did (--quiet: nothing).

Nothing else is needed: TileIR cubins launch as cuTile launches them,
block (1,1,1) and no dynamic shared memory (docs/lowering.md, "Kernel ABI").
tile-as is found as --tile-as, $TILEIR_BIN/tile-as, tile-as on PATH, or
this checkout's build/bin/tile-as.
"""

import argparse
import os
import runpy
import subprocess
import sys
import tempfile

__all__ = ["install", "find_tile_as"]


def find_tile_as(explicit=None):
    """Absolute path of tile-as (see the module's doc for the order)."""
    if explicit:
        if not os.access(explicit, os.X_OK):
            raise FileNotFoundError(f"--tile-as {explicit} is not executable")
        return os.path.abspath(explicit)
    import shutil
    env = os.environ.get("TILEIR_BIN")
    candidates = [os.path.join(env, "tile-as")] if env else []
    on_path = shutil.which("tile-as")
    if on_path:
        candidates.append(on_path)
    here = os.path.dirname(os.path.abspath(__file__))
    candidates.append(os.path.join(here, "..", "..", "build", "bin", "tile-as"))
    for path in candidates:
        if os.access(path, os.X_OK):
            return os.path.abspath(path)
    raise FileNotFoundError("cannot find tile-as: build TileIR (./tileir.sh "
                            "build), put it on PATH, set TILEIR_BIN, or pass "
                            "--tile-as PATH")


def _shim_dir(tile_as):
    """A directory whose `tileiras` is a link to `tile-as`."""
    base = os.path.join(tempfile.gettempdir(), f"tileir-cutile-{os.getuid()}")
    os.makedirs(base, exist_ok=True)
    link = os.path.join(base, "tileiras")
    if os.path.realpath(link) != os.path.realpath(tile_as):
        tmp = f"{link}.{os.getpid()}"
        os.symlink(tile_as, tmp)
        os.replace(tmp, link)
    return base, link


def _hook_find_compiler(tileiras):
    """Makes this process's cuTile use `tileiras` even when pip's is installed.
    False when cuda.tile is not importable (PATH alone then decides)."""
    try:
        from cuda.tile import _compile
    except Exception:  # not installed, or broken: PATH still applies
        return False
    binary_type = getattr(_compile, "_CompilerBinary", None)
    if binary_type is None or not hasattr(_compile, "_find_compiler_bin"):
        return False
    path = os.environ.get("PATH", "")
    ld_path = os.environ.get("LD_LIBRARY_PATH", "")
    binary = binary_type(tileiras, path, ld_path, True)
    _compile._find_compiler_bin = lambda: binary
    return True


def install(tile_as=None, quiet=False):
    """Sets this process (and its children) up to compile with TileIR.
    Returns the `tileiras` path it put first on PATH."""
    tile_as = find_tile_as(tile_as)
    shim, tileiras = _shim_dir(tile_as)
    os.environ["PATH"] = shim + os.pathsep + os.environ.get("PATH", "")
    hooked = _hook_find_compiler(tileiras)
    if not quiet:
        version = subprocess.run([tileiras, "--version"], capture_output=True,
                                 text=True).stdout.strip()
        print(f"tileir.cutile: tileiras is {tile_as} ({version})",
              file=sys.stderr)
        print(f"tileir.cutile: PATH starts with {shim}; cuda.tile "
              + ("uses it in this process" if hooked else
                 "is not importable here, so PATH alone decides"),
              file=sys.stderr)
    return tileiras


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python3 -m tileir.cutile",
        description="Run a cuTile Python program with TileIR as tileiras.")
    parser.add_argument("--tile-as", help="the tile-as to use")
    parser.add_argument("--quiet", action="store_true",
                        help="say nothing on stderr")
    parser.add_argument("--print-env", action="store_true",
                        help="print the shell line that sets PATH, and exit")
    parser.add_argument("-m", dest="module",
                        help="run a module (like python3 -m MODULE)")
    parser.add_argument("program", nargs="?", help="the program to run")
    parser.add_argument("args", nargs="*", help="the program's arguments")
    # Everything after `-m MODULE` or the program belongs to it, options
    # included (`-m pytest -p plugin -q`): argparse alone would claim them.
    argv = list(sys.argv[1:] if argv is None else argv)
    head, rest = argv, []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "-m" or arg == "--tile-as":
            i += 2
            if arg == "-m":
                head, rest = argv[:i], argv[i:]
                break
            continue
        if not arg.startswith("-"):
            head, rest = argv[:i + 1], argv[i + 1:]
            break
        i += 1
    opts = parser.parse_args(head)
    opts.args = rest
    if opts.print_env:
        tile_as = find_tile_as(opts.tile_as)
        shim, _ = _shim_dir(tile_as)
        print(f'export PATH="{shim}:$PATH"')
        return 0
    if not opts.module and not opts.program:
        parser.error("give a program to run, or -m MODULE")
    install(opts.tile_as, opts.quiet)
    if opts.module:
        rest = ([opts.program] if opts.program else []) + opts.args
        sys.argv = [opts.module] + rest
        runpy.run_module(opts.module, run_name="__main__", alter_sys=True)
    else:
        sys.argv = [opts.program] + opts.args
        sys.path.insert(0, os.path.dirname(os.path.abspath(opts.program)))
        runpy.run_path(opts.program, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
