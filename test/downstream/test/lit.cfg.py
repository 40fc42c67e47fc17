# Lit configuration of the downstream project: its tests run downstream-opt,
# the tools of the installed TileIR (tile-opt) and stock mlir-opt with the
# installed plugins. PATH holds only those directories, so a tool from a TileIR
# build tree can never stand in for the installed one.
import os

import lit.formats

config.name = "TileIR-downstream"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.downstream_obj_root, "test")

for tool in [os.path.join(config.tileir_tools_dir, "tile-opt"),
             config.tileir_dialect_plugin, config.tileir_pass_plugin]:
    if not os.path.exists(tool):
        lit_config.fatal("installed TileIR lacks " + tool)

config.environment["PATH"] = os.pathsep.join(
    [config.downstream_tools_dir, config.tileir_tools_dir,
     config.llvm_tools_dir, "/usr/bin", "/bin"])

config.substitutions.append(
    ("%mlir_opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))
config.substitutions.append(
    ("%tile_plugins",
     "--load-dialect-plugin=" + config.tileir_dialect_plugin +
     " --load-pass-plugin=" + config.tileir_pass_plugin))
config.substitutions.append(
    ("%downstream_plugin", config.downstream_plugin))
