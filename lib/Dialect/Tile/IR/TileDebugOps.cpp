//===- TileDebugOps.cpp - assumptions, assertions and printing ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Assembly directives
//===----------------------------------------------------------------------===//

/// custom<AssumePredicate>: the predicate without its `#tile.` prefix
/// (`div_by<16>`, `same_elements<[2, 4]>`, `bounded<0, ?>`); any other
/// attribute in full.
static ParseResult parseAssumePredicate(OpAsmParser &parser,
                                        Attribute &predicate) {
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(
          &keyword, {"div_by", "same_elements", "bounded"})))
    return parser.parseAttribute(predicate);
  if (keyword == "div_by")
    predicate = DivByAttr::parse(parser, Type());
  else if (keyword == "same_elements")
    predicate = SameElementsAttr::parse(parser, Type());
  else
    predicate = BoundedAttr::parse(parser, Type());
  return success(predicate != nullptr);
}

static void printAssumePredicate(OpAsmPrinter &printer, Operation *,
                                 Attribute predicate) {
  llvm::TypeSwitch<Attribute>(predicate)
      .Case<DivByAttr, SameElementsAttr, BoundedAttr>([&](auto attr) {
        printer << attr.getMnemonic();
        attr.print(printer);
      })
      .Default([&](Attribute attr) { printer.printAttribute(attr); });
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  auto predicate = dyn_cast<AssumePredicateAttrInterface>(getPredicate());
  if (!predicate)
    return emitOpError("predicate must be an assume predicate, got ")
           << getPredicate();
  return predicate.verifyWithType(getValue().getType(),
                                  [&] { return emitOpError(); });
}

void AssumeOp::getAsmResultNames(function_ref<void(Value, StringRef)> setName) {
  setName(getResult(), "assume");
}

//===----------------------------------------------------------------------===//
// print_tko
//===----------------------------------------------------------------------===//

/// Counts printf conversions: every `%` that does not start `%%`.
static int64_t countConversions(StringRef format) {
  int64_t count = 0;
  for (size_t i = 0, e = format.size(); i < e; ++i) {
    if (format[i] != '%')
      continue;
    if (i + 1 < e && format[i + 1] == '%') {
      ++i;
      continue;
    }
    ++count;
  }
  return count;
}

LogicalResult PrintTkoOp::verify() {
  int64_t conversions = countConversions(getStr());
  if (conversions != static_cast<int64_t>(getArgs().size()))
    return emitOpError("format has ")
           << conversions << " conversions but " << getArgs().size()
           << " arguments are given";
  return success();
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileDebugOps.cpp.inc"
