# Installs TileIR as a CMake package:
#   <prefix>/include/TileIR/...        headers, .td files, generated .inc
#   <prefix>/lib/libTileIR*.a          static libraries (tileir_add_library)
#   <prefix>/lib/TileIR*Plugin.so      mlir-opt dialect and pass plugins
#   <prefix>/bin/tile-opt ...          tools (tileir_add_tool)
#   <prefix>/lib/cmake/tileir/         TileIRConfig.cmake, TileIRTargets.cmake
# so that another project can find_package(TileIR CONFIG) and link
# TileIR::<library>. Included last by the top-level CMakeLists.txt, once every
# target exists.
include(CMakePackageConfigHelpers)

set(TILEIR_INSTALL_CMAKEDIR lib/cmake/tileir)
set(TILEIR_INSTALL_INCLUDEDIR include)
set(TILEIR_INSTALL_BINDIR bin)
set(TILEIR_INSTALL_LIBDIR lib)

install(DIRECTORY ${TILEIR_SOURCE_DIR}/include/TileIR
  DESTINATION ${TILEIR_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td" PATTERN "*.def")
install(DIRECTORY ${TILEIR_BINARY_DIR}/include/TileIR
  DESTINATION ${TILEIR_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc" PATTERN "*.h"
  PATTERN "CMakeFiles" EXCLUDE)

install(EXPORT TileIRTargets
  NAMESPACE TileIR::
  DESTINATION ${TILEIR_INSTALL_CMAKEDIR})

# The lists the config file hands to its users.
get_property(TILEIR_EXPORTED_LIBRARIES GLOBAL PROPERTY TILEIR_LIBRARIES)
get_property(TILEIR_EXPORTED_TOOLS GLOBAL PROPERTY TILEIR_TOOLS)
get_property(TILEIR_EXPORTED_PLUGINS GLOBAL PROPERTY TILEIR_PLUGINS)

configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/TileIRConfig.cmake.in
  ${TILEIR_BINARY_DIR}/lib/cmake/tileir/TileIRConfig.cmake
  INSTALL_DESTINATION ${TILEIR_INSTALL_CMAKEDIR}
  PATH_VARS TILEIR_INSTALL_INCLUDEDIR TILEIR_INSTALL_BINDIR
    TILEIR_INSTALL_LIBDIR TILEIR_INSTALL_CMAKEDIR)
# Pre-1.0, a minor release may break the API.
write_basic_package_version_file(
  ${TILEIR_BINARY_DIR}/lib/cmake/tileir/TileIRConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${TILEIR_BINARY_DIR}/lib/cmake/tileir/TileIRConfig.cmake
  ${TILEIR_BINARY_DIR}/lib/cmake/tileir/TileIRConfigVersion.cmake
  DESTINATION ${TILEIR_INSTALL_CMAKEDIR})

# Tools/downstream.test installs the whole tree, so the lit suite needs every
# installed target built, not only what its other tests run.
if(TARGET check-tileir)
  add_dependencies(check-tileir ${TILEIR_EXPORTED_LIBRARIES}
    ${TILEIR_EXPORTED_TOOLS} ${TILEIR_EXPORTED_PLUGINS})
endif()
