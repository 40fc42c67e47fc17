# tileir_add_library(<name> SOURCES <src>... [DEPENDS <target>...] [LINK <lib>...])
#
# A static, position-independent library (so the mlir-opt plugins can embed
# it) that links MLIR and LLVM as shared libraries, installed and exported in
# the TileIR CMake package.
function(tileir_add_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LINK" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${TILEIR_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${TILEIR_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  target_link_libraries(${name} PUBLIC ${ARG_LINK} ${TILEIR_LINK_LIBS})
  install(TARGETS ${name} EXPORT TileIRTargets
    ARCHIVE DESTINATION lib LIBRARY DESTINATION lib)
  set_property(GLOBAL APPEND PROPERTY TILEIR_LIBRARIES ${name})
endfunction()

# tileir_add_tool(<name> <src>... [LINK <lib>...]) - an installed executable.
function(tileir_add_tool name)
  cmake_parse_arguments(ARG "" "" "LINK" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  # The installed tool keeps the path to libMLIR.so/libLLVM.so (not on the
  # default loader path on Debian).
  set_target_properties(${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${TILEIR_BINARY_DIR}/bin
    INSTALL_RPATH_USE_LINK_PATH ON)
  target_link_libraries(${name} PRIVATE ${ARG_LINK} ${TILEIR_LINK_LIBS})
  install(TARGETS ${name} EXPORT TileIRTargets RUNTIME DESTINATION bin)
  set_property(GLOBAL APPEND PROPERTY TILEIR_TOOLS ${name})
endfunction()
