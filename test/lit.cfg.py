# Lit configuration for TileIR.
import os
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "TileIR"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py",
                   # A standalone project with its own lit suite, built and
                   # run by Tools/downstream.test.
                   "downstream"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tileir_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%tileir_src_root", config.tileir_src_root))
config.substitutions.append(("%tileir_obj_root", config.tileir_obj_root))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.tileir_tools_dir, config.llvm_tools_dir]
tools = ["tile-opt", "tile-translate", "tile-run"]
llvm_config.add_tool_substitutions(tools, tool_dirs)
llvm_config.with_environment("PATH", config.tileir_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# Stock mlir-opt (Debian's mlir-22-tools) with the TileIR plugins loaded.
config.substitutions.append(
    ("%mlir_opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))
config.substitutions.append(
    ("%tile_dialect_plugin",
     os.path.join(config.tileir_lib_dir, "TileIRDialectPlugin.so")))
config.substitutions.append(
    ("%tile_pass_plugin",
     os.path.join(config.tileir_lib_dir, "TileIRPassPlugin.so")))
# Building test/downstream against an installed tree.
config.substitutions.append(("%cmake_generator", config.cmake_generator))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%cxx_compiler", config.cxx_compiler))

# valgrind, for tests that check the interpreter never reads freed memory.
import shutil as _shutil
if _shutil.which("valgrind"):
    config.available_features.add("valgrind")

# ptxas from the CUDA Toolkit, as tile-as finds it: tests that assemble a
# cubin REQUIRE: ptxas.
import shutil
_cuda_home = os.environ.get("CUDA_HOME")
if ((_cuda_home and os.access(os.path.join(_cuda_home, "bin", "ptxas"), os.X_OK))
        or shutil.which("ptxas")
        or os.access("/usr/local/cuda/bin/ptxas", os.X_OK)):
    config.available_features.add("ptxas")
