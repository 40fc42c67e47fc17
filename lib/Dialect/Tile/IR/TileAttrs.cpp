//===- TileAttrs.cpp - attributes of CUDA Tile IR -------------------------===//

#include "TileIR/Dialect/Tile/IR/TileTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

#include "TileIR/Dialect/Tile/IR/TileAttrInterfaces.cpp.inc"
#include "TileIR/Dialect/Tile/IR/TileEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/Tile/IR/TileAttrs.cpp.inc"

void TileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileIR/Dialect/Tile/IR/TileAttrs.cpp.inc"
      >();
}

/// Parses an integer or `?` (absent).
static ParseResult parseOptionalBound(AsmParser &parser,
                                      std::optional<int64_t> &bound) {
  if (succeeded(parser.parseOptionalQuestion())) {
    bound = std::nullopt;
    return success();
  }
  int64_t value;
  if (parser.parseInteger(value))
    return failure();
  bound = value;
  return success();
}

static void printOptionalBound(AsmPrinter &printer,
                               std::optional<int64_t> bound) {
  if (bound)
    printer << *bound;
  else
    printer << '?';
}

//===----------------------------------------------------------------------===//
// div_by
//===----------------------------------------------------------------------===//

Attribute DivByAttr::parse(AsmParser &parser, Type) {
  uint64_t divisor;
  std::optional<int64_t> every, along;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseInteger(divisor))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    int64_t e, a;
    if (parser.parseKeyword("every") || parser.parseInteger(e) ||
        parser.parseKeyword("along") || parser.parseInteger(a))
      return {};
    every = e;
    along = a;
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << '<' << getDivisor();
  if (getEvery())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << '>';
}

LogicalResult DivByAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                uint64_t divisor, std::optional<int64_t> every,
                                std::optional<int64_t> along) {
  if (divisor == 0 || !llvm::isPowerOf2_64(divisor))
    return emitError() << "div_by divisor must be a positive power of two, got "
                       << divisor;
  if (every.has_value() != along.has_value())
    return emitError() << "div_by needs both 'every' and 'along' or neither";
  if (every && *every <= 0)
    return emitError() << "div_by 'every' must be positive, got " << *every;
  if (along && *along < 0)
    return emitError() << "div_by 'along' must be a dimension, got " << *along;
  return success();
}

LogicalResult
DivByAttr::verifyWithType(Type type,
                          function_ref<InFlightDiagnostic()> emitError) const {
  int64_t rank = 0;
  if (auto tile = dyn_cast<TileType>(type)) {
    if (!isIntElement(tile.getElementType()) &&
        !isPointerElement(tile.getElementType()))
      return emitError() << "div_by applies to integer or pointer tiles, got "
                         << type;
    rank = tile.getRank();
  } else if (auto view = dyn_cast<TensorViewType>(type)) {
    rank = view.getRank();
  } else {
    return emitError() << "div_by applies to tiles and tensor views, got "
                       << type;
  }
  if (getAlong() && *getAlong() >= rank)
    return emitError() << "div_by 'along " << *getAlong()
                       << "' is out of range for rank " << rank;
  return success();
}

//===----------------------------------------------------------------------===//
// same_elements
//===----------------------------------------------------------------------===//

LogicalResult
SameElementsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         ArrayRef<int64_t> values) {
  for (int64_t value : values)
    if (value <= 0 || !llvm::isPowerOf2_64(value))
      return emitError() << "same_elements group sizes must be positive "
                            "powers of two, got "
                         << value;
  return success();
}

LogicalResult SameElementsAttr::verifyWithType(
    Type type, function_ref<InFlightDiagnostic()> emitError) const {
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return emitError() << "same_elements applies to tiles, got " << type;
  if (tile.getRank() != static_cast<int64_t>(getValues().size()))
    return emitError() << "same_elements has " << getValues().size()
                       << " group sizes for a tile of rank " << tile.getRank();
  for (auto [group, dim] : llvm::zip(getValues(), tile.getShape()))
    if (dim % group != 0)
      return emitError() << "same_elements group " << group
                         << " does not divide dimension " << dim;
  return success();
}

//===----------------------------------------------------------------------===//
// bounded
//===----------------------------------------------------------------------===//

Attribute BoundedAttr::parse(AsmParser &parser, Type) {
  std::optional<int64_t> lb, ub;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseOptionalBound(parser, lb) ||
      parser.parseComma() || parseOptionalBound(parser, ub) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    lb, ub);
}

void BoundedAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printOptionalBound(printer, getLb());
  printer << ", ";
  printOptionalBound(printer, getUb());
  printer << '>';
}

LogicalResult BoundedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  std::optional<int64_t> lb,
                                  std::optional<int64_t> ub) {
  if (lb && ub && *lb > *ub)
    return emitError() << "bounded lower bound " << *lb
                       << " exceeds upper bound " << *ub;
  return success();
}

LogicalResult BoundedAttr::verifyWithType(
    Type type, function_ref<InFlightDiagnostic()> emitError) const {
  auto tile = dyn_cast<TileType>(type);
  if (!tile || !isIntElement(tile.getElementType()))
    return emitError() << "bounded applies to integer tiles, got " << type;
  unsigned width = tile.getElementType().getIntOrFloatBitWidth();
  if (width < 64) {
    int64_t min = -(int64_t(1) << (width - 1));
    int64_t max = (int64_t(1) << (width - 1)) - 1;
    for (std::optional<int64_t> bound : {getLb(), getUb()})
      if (bound && (*bound < min || *bound > max))
        return emitError() << "bound " << *bound << " does not fit in i"
                           << width;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// optimization_hints
//===----------------------------------------------------------------------===//

static bool isKnownArch(StringRef arch) {
  return llvm::is_contained({"sm_80", "sm_86", "sm_87", "sm_88", "sm_89",
                             "sm_90", "sm_100", "sm_103", "sm_110", "sm_120",
                             "sm_121", "default"},
                            arch);
}

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  SmallVector<NamedAttribute> entries;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    auto parseEntry = [&]() -> ParseResult {
      std::string arch;
      DictionaryAttr hints;
      if (parser.parseKeywordOrString(&arch) || parser.parseEqual() ||
          parser.parseAttribute(hints))
        return failure();
      entries.emplace_back(StringAttr::get(parser.getContext(), arch), hints);
      return success();
    };
    if (parser.parseCommaSeparatedList(parseEntry) || parser.parseGreater())
      return {};
  }
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    DictionaryAttr::get(parser.getContext(), entries));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  // Integers and bools print bare (`occupancy = 2`), as in NVIDIA's print.
  auto printHint = [&](NamedAttribute hint) {
    printer << hint.getName().getValue() << " = ";
    if (auto boolAttr = dyn_cast<BoolAttr>(hint.getValue()))
      printer << (boolAttr.getValue() ? "true" : "false");
    else if (auto intAttr = dyn_cast<IntegerAttr>(hint.getValue()))
      printer << intAttr.getValue().getSExtValue();
    else
      printer.printAttribute(hint.getValue());
  };
  llvm::interleaveComma(getArchHints(), printer, [&](NamedAttribute entry) {
    printer << entry.getName().getValue() << " = {";
    if (auto hints = dyn_cast<DictionaryAttr>(entry.getValue()))
      llvm::interleaveComma(hints, printer, printHint);
    printer << '}';
  });
  printer << '>';
}

/// What is wrong with one hint's value (reference §2.14), or "" if nothing.
static std::string checkHintValue(StringRef arch, NamedAttribute hint) {
  StringRef key = hint.getName().getValue();
  std::string text;
  llvm::raw_string_ostream os(text);
  if (key == "allow_tma") {
    if (!isa<BoolAttr>(hint.getValue()))
      os << "hint 'allow_tma' for " << arch << " must be a bool";
    return text;
  }
  int64_t lo, hi;
  bool powerOfTwo = false;
  if (key == "num_cta_in_cga") {
    lo = 1, hi = 16, powerOfTwo = true;
  } else if (key == "num_worker_warps_per_cta") {
    lo = 1, hi = 32, powerOfTwo = true;
  } else if (key == "occupancy") {
    lo = 1, hi = 32;
  } else if (key == "latency") {
    lo = 1, hi = 10;
  } else {
    os << "unknown optimization hint '" << key << "' for " << arch
       << " (expected num_cta_in_cga, num_worker_warps_per_cta, occupancy, "
          "allow_tma or latency)";
    return text;
  }
  auto intAttr = dyn_cast<IntegerAttr>(hint.getValue());
  if (!intAttr || isa<BoolAttr>(hint.getValue())) {
    os << "hint '" << key << "' for " << arch << " must be an integer";
    return text;
  }
  int64_t value = intAttr.getValue().getSExtValue();
  if (value < lo || value > hi || (powerOfTwo && !llvm::isPowerOf2_64(value)))
    os << "hint '" << key << "' for " << arch << " must be "
       << (powerOfTwo ? "a power of two " : "") << "in [" << lo << ", " << hi
       << "], got " << value;
  // What a target cannot meet (clusters before sm_90, ...) the resource
  // plan reports with the target's numbers.
  return text;
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr archHints) {
  for (NamedAttribute entry : archHints)
    if (!isa<DictionaryAttr>(entry.getValue()))
      return emitError() << "hints for " << entry.getName().getValue()
                         << " must be a dictionary";
  return success();
}

void OptimizationHintsAttr::collectIgnored(
    StringRef target, ArrayRef<StringRef> allowed,
    SmallVectorImpl<std::string> &messages) const {
  for (NamedAttribute entry : getArchHints()) {
    StringRef arch = entry.getName().getValue();
    if (!isKnownArch(arch)) {
      messages.push_back(
          ("unknown architecture '" + arch + "' in optimization hints").str());
      continue;
    }
    auto hints = dyn_cast<DictionaryAttr>(entry.getValue());
    if (!hints || (arch != target && arch != "default"))
      continue;
    for (NamedAttribute hint : hints) {
      StringRef key = hint.getName().getValue();
      std::string problem = checkHintValue(arch, hint);
      if (problem.empty() && !llvm::is_contained(allowed, key)) {
        problem = ("hint '" + key + "' for " + arch +
                   " does not apply to this op (it takes ")
                      .str();
        llvm::raw_string_ostream os(problem);
        llvm::interleaveComma(allowed, os);
        os << ")";
      }
      if (!problem.empty())
        messages.push_back(std::move(problem));
    }
  }
}

DictionaryAttr OptimizationHintsAttr::getHintsFor(StringRef arch) const {
  if (auto hints = getArchHints().getAs<DictionaryAttr>(arch))
    return hints;
  return getArchHints().getAs<DictionaryAttr>("default");
}

std::optional<int64_t> OptimizationHintsAttr::getIntHint(StringRef arch,
                                                         StringRef key) const {
  DictionaryAttr hints = getHintsFor(arch);
  if (!hints)
    return std::nullopt;
  auto value = hints.getAs<IntegerAttr>(key);
  if (!value ||
      !checkHintValue(arch,
                      NamedAttribute(StringAttr::get(getContext(), key), value))
           .empty())
    return std::nullopt;
  return value.getValue().getSExtValue();
}
