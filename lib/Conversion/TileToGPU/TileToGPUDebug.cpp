//===- TileToGPUDebug.cpp - print_tko and assert --------------------------===//
//
// print_tko prints what the interpreter prints for the tile block
// (lib/Interpreter/EvalMisc.cpp): the format's text with each tile argument
// written as nested brackets, `[[a, b], [c, d]]`, the conversion applied per
// element. Each thread holds only its part of a tile, so every thread
// stores its part in the shared scratch buffer (row-major), a barrier, and
// thread 0 of the block reads the whole tiles and prints them with
// `vprintf` (a one-element tile it holds itself: no scratch). The device
// printf takes at most 32 arguments per call, so a print of more elements
// is several calls, one after another from the same thread; each call's
// output is contiguous, but calls of different blocks may interleave
// (blocks run concurrently; the interpreter prints block after block).
//
// Elements are passed as the interpreter formats them: float conversions
// (f e g a) as double (a NaN as +NaN), d/i as long long (sign-extended;
// i1 and pointers zero-extended), u/x/X/o as unsigned long long, %p as
// 0x%llx of the bits; the length modifiers the user wrote are replaced by
// `ll`. Any other conversion (%c, %s, ...) prints itself, as in the
// interpreter.
//
// assert: each first holder of an element (no duplicates from replicated
// layouts) prints `assertion failed: <message> (element [i, j]) (tile
// block [x, y, z])` for each false element, the interpreter's error text;
// then an OR over the block (bar.red.or) and, if any element was false,
// thread 0 calls `__assertfail` (the CUDA device-assert entry, resolved by
// ptxas), which reports CUDA_ERROR_ASSERT to the host, and traps.
//
// Both ops are reached by every thread together (control flow branches
// only on rank-0 values), so their barriers are uniform.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/IR/TileLocation.h"
#include "TileToGPU.h"
#include "TileToGPUFloat.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::tile;

namespace {

/// Arguments of one device printf call at most (CUDA's limit).
constexpr size_t kMaxPrintfArgs = 32;
/// Elements of one print_tko at most: each is unrolled into the kernel.
constexpr int64_t kMaxPrintedElements = 4096;

//===----------------------------------------------------------------------===//
// The format
//===----------------------------------------------------------------------===//

/// How one element is passed to vprintf.
enum class ArgKind { Float, Signed, Unsigned, Bits, None };

/// One conversion of a print_tko format and the text before it.
struct Conversion {
  std::string textBefore; // as printed (%% already a single %)
  std::string spec;       // as written, e.g. "%5.2lf"
};

struct ParsedFormat {
  SmallVector<Conversion> conversions;
  std::string tail;
};

/// Splits the format as the interpreter does: `%%` is a `%`; a conversion
/// is `%`, everything up to the first letter, then length modifiers.
FailureOr<ParsedFormat> parseFormat(StringRef format, std::string &error) {
  ParsedFormat parsed;
  std::string text;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      text += format[i];
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      text += '%';
      ++i;
      continue;
    }
    size_t j = i + 1;
    while (j < format.size() && !llvm::isAlpha(format[j]))
      ++j;
    while (j < format.size() && StringRef("hlLqjzt").contains(format[j]))
      ++j;
    if (j >= format.size()) {
      error = "the format ends inside a conversion";
      return failure();
    }
    StringRef spec = format.slice(i, j + 1);
    // Flags, width and precision only: '*' would read a missing argument.
    for (char c : spec.drop_front().drop_back())
      if (!StringRef("-+ #.0123456789hlLqjzt").contains(c)) {
        error = ("the conversion '" + spec + "' is not lowered").str();
        return failure();
      }
    parsed.conversions.push_back({text, spec.str()});
    text.clear();
    i = j;
  }
  parsed.tail = text;
  return parsed;
}

/// Text for a printf format: `%` doubled.
std::string escapePercent(StringRef text) {
  std::string escaped;
  for (char c : text) {
    escaped += c;
    if (c == '%')
      escaped += '%';
  }
  return escaped;
}

/// The device conversion for one element of `spec` and how its argument is
/// passed.
std::pair<std::string, ArgKind> getDeviceSpec(StringRef spec) {
  char conversion = spec.back();
  StringRef flags = spec.drop_back().rtrim("hlLqjzt");
  if (StringRef("fFeEgGaA").contains(conversion))
    return {(flags + Twine(conversion)).str(), ArgKind::Float};
  if (StringRef("uxXo").contains(conversion))
    return {(flags + "ll" + Twine(conversion)).str(), ArgKind::Unsigned};
  if (StringRef("di").contains(conversion))
    return {(flags + "ll" + Twine(conversion)).str(), ArgKind::Signed};
  if (conversion == 'p')
    return {"0x%llx", ArgKind::Bits};
  return {escapePercent(spec), ArgKind::None};
}

//===----------------------------------------------------------------------===//
// Device calls and strings
//===----------------------------------------------------------------------===//

/// A generic pointer to a NUL-terminated copy of `text` in global memory
/// (one global per distinct text in the module).
Value getStringPointer(OpBuilder &b, Location loc, Operation *op,
                       StringRef text) {
  std::string value = (text + Twine('\0')).str();
  Operation *scope = getSymbolScope(op);
  Block &body = scope->getRegion(0).front();
  std::string name;
  unsigned count = 0;
  for (auto global : body.getOps<LLVM::GlobalOp>()) {
    if (!global.getSymName().starts_with("__tileir_str"))
      continue;
    ++count;
    auto existing = dyn_cast_or_null<StringAttr>(global.getValueOrNull());
    if (existing && existing.getValue() == value)
      name = global.getSymName().str();
  }
  if (name.empty()) {
    name = "__tileir_str" + std::to_string(count);
    while (SymbolTable::lookupSymbolIn(scope, name)) // a user's global
      name = "__tileir_str" + std::to_string(++count);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&body);
    // Module-level ops take the module's location: a call-site location of
    // an inlined frame outside a function crashes MLIR's
    // ensure-debug-info-scope-on-llvm-func (cuTile's test_nan_comp).
    LLVM::GlobalOp::create(
        b, scope->getLoc(),
        LLVM::LLVMArrayType::get(b.getI8Type(), value.size()),
        /*isConstant=*/true, LLVM::Linkage::Internal, name,
        b.getStringAttr(value), /*alignment=*/1, /*addrSpace=*/1);
  }
  Value global = LLVM::AddressOfOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), name);
  return LLVM::AddrSpaceCastOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()), global);
}

/// A buffer of `slots` 8-byte argument slots, allocated once at the start of
/// the kernel (an alloca inside a loop would grow the stack each time).
Value allocateArgBuffer(OpBuilder &b, Location loc, Operation *op,
                        int64_t slots) {
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&func.getBody().front());
  Value count = LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                         b.getI32IntegerAttr(int32_t(slots)));
  return LLVM::AllocaOp::create(b, loc,
                                LLVM::LLVMPointerType::get(b.getContext()),
                                b.getI64Type(), count, /*alignment=*/8);
}

/// `vprintf(format, args)`: the arguments (i64 or f64 each) go to the
/// 8-byte slots of `buffer`.
void emitVprintf(OpBuilder &b, Location loc, Operation *op, StringRef format,
                 ValueRange args, Value buffer) {
  MLIRContext *context = b.getContext();
  auto ptrType = LLVM::LLVMPointerType::get(context);
  auto type = LLVM::LLVMFunctionType::get(b.getI32Type(), {ptrType, ptrType});
  declareFunction(b, op, "vprintf", type);
  Value formatPtr = getStringPointer(b, loc, op, format);
  Value argsPtr;
  if (args.empty()) {
    argsPtr = LLVM::ZeroOp::create(b, loc, ptrType);
  } else {
    for (auto [index, arg] : llvm::enumerate(args)) {
      Value slot = LLVM::GEPOp::create(b, loc, ptrType, b.getI64Type(), buffer,
                                       ArrayRef<LLVM::GEPArg>{int32_t(index)});
      LLVM::StoreOp::create(b, loc, arg, slot, /*alignment=*/8);
    }
    argsPtr = buffer;
  }
  LLVM::CallOp::create(b, loc, type, "vprintf", ValueRange{formatPtr, argsPtr});
}

//===----------------------------------------------------------------------===//
// Element values as printf arguments
//===----------------------------------------------------------------------===//

/// `value` (one element in register or scratch form) of a tile with element
/// type `element`, as the interpreter passes it to snprintf for `kind`.
Value toPrintArg(OpBuilder &b, Location loc, Value value, Type element,
                 ArgKind kind) {
  Type i64 = b.getI64Type();
  Type f64 = b.getF64Type();
  // f8 elements sit in registers as their bits.
  if (kind != ArgKind::Bits && isa<FloatType>(element) &&
      value.getType().isInteger(8))
    if (Value decoded = decodeNarrowFloat(b, loc, value, element))
      value = decoded;
  Type type = value.getType();
  if (isa<FloatType>(type)) {
    if (kind == ArgKind::Bits) {
      unsigned width = type.getIntOrFloatBitWidth();
      Value bits =
          arith::BitcastOp::create(b, loc, b.getIntegerType(width), value);
      return width == 64 ? bits : arith::ExtUIOp::create(b, loc, i64, bits);
    }
    if (!type.isF64()) {
      if (!type.isF32())
        value = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
      value = arith::ExtFOp::create(b, loc, f64, value);
    }
    switch (kind) {
    case ArgKind::Signed:
      return arith::FPToSIOp::create(b, loc, i64, value);
    case ArgKind::Unsigned:
      return arith::FPToUIOp::create(b, loc, i64, value);
    default: {
      // One spelling for every NaN: +nan.
      Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO,
                                          value, value);
      Value nan = arith::ConstantOp::create(
          b, loc, b.getF64FloatAttr(std::numeric_limits<double>::quiet_NaN()));
      return arith::SelectOp::create(b, loc, isNaN, nan, value);
    }
    }
  }
  if (isa<LLVM::LLVMPointerType>(type))
    value = LLVM::PtrToIntOp::create(b, loc, i64, value);
  if (element.isInteger(1) && !value.getType().isInteger(1))
    value = arith::TruncIOp::create(b, loc, b.getI1Type(), value); // a byte
  unsigned width = value.getType().getIntOrFloatBitWidth();
  bool zeroExtend = kind == ArgKind::Unsigned || kind == ArgKind::Bits ||
                    (kind == ArgKind::Signed &&
                     (element.isInteger(1) || isa<PointerType>(element)));
  if (width < 64)
    value = zeroExtend ? arith::ExtUIOp::create(b, loc, i64, value).getResult()
                       : arith::ExtSIOp::create(b, loc, i64, value).getResult();
  if (kind == ArgKind::Float)
    return arith::SIToFPOp::create(b, loc, f64, value);
  return value;
}

/// How many elements open (`[`) and close (`]`) dimensions at row-major
/// element `linear` of `shape`, as the interpreter brackets a tile.
std::pair<unsigned, unsigned> getBrackets(int64_t linear,
                                          ArrayRef<int64_t> shape) {
  unsigned opening = 0, closing = 0;
  int64_t rest = linear;
  bool open = true, close = true;
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    int64_t index = rest % shape[d];
    rest /= shape[d];
    open = open && index == 0;
    close = close && index == shape[d] - 1;
    opening += open;
    closing += close;
  }
  return {opening, closing};
}

//===----------------------------------------------------------------------===//
// print_tko
//===----------------------------------------------------------------------===//

struct PrintLowering : OpConversionPattern<PrintTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(PrintTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    std::string error;
    FailureOr<ParsedFormat> format = parseFormat(op.getStr(), error);
    if (failed(format))
      return rewriter.notifyMatchFailure(op, error);

    // Every thread stores its parts of the multi-element tiles.
    SmallVector<int64_t> offsets; // -1: every thread holds the element
    int64_t bytes = 0;
    for (auto [value, type] :
         llvm::zip(adaptor.getArgs(), op.getArgs().getTypes())) {
      BlockedLayout layout = converter.getLayout(cast<TileType>(type));
      if (layout.numElements == 1) {
        offsets.push_back(-1);
        continue;
      }
      offsets.push_back(bytes);
      storeBlocked(rewriter, loc, converter, value, layout, bytes);
      Type memory =
          getScratchElementType(getElementTypeOrSelf(value.getType()));
      bytes += roundUp16(layout.numElements * getElementBytes(memory));
    }
    if (bytes > 0) {
      converter.reserveScratch(bytes);
      barrier(rewriter, loc);
    }

    // Thread 0 prints.
    Value isFirst = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, getThreadId(rewriter, loc),
        constantInt(rewriter, loc, rewriter.getI64Type(), 0));
    auto ifFirst = scf::IfOp::create(rewriter, loc, isFirst,
                                     /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(ifFirst.thenBlock()->getTerminator());
      emitPrint(rewriter, loc, op, adaptor, *format, offsets);
    }
    if (bytes > 0)
      barrier(rewriter, loc); // before the scratch is reused

    if (op.getResultToken())
      rewriter.replaceOp(op, arith::ConstantOp::create(
                                 rewriter, loc, rewriter.getBoolAttr(true))
                                 .getResult());
    else
      rewriter.eraseOp(op);
    return success();
  }

private:
  void emitPrint(OpBuilder &b, Location loc, PrintTkoOp op, OpAdaptor adaptor,
                 const ParsedFormat &format, ArrayRef<int64_t> offsets) const {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    int64_t slots = 0;
    for (auto [conversion, type] :
         llvm::zip(format.conversions, op.getArgs().getTypes()))
      if (getDeviceSpec(conversion.spec).second != ArgKind::None)
        slots += cast<TileType>(type).getNumElements();
    Value buffer;
    if (slots > 0)
      buffer = allocateArgBuffer(b, loc, op,
                                 std::min<int64_t>(slots, kMaxPrintfArgs));

    std::string text;
    SmallVector<Value> args;
    auto flush = [&] {
      if (text.empty() && args.empty())
        return;
      emitVprintf(b, loc, op, text, args, buffer);
      text.clear();
      args.clear();
    };
    for (auto [index, conversion] : llvm::enumerate(format.conversions)) {
      text += escapePercent(conversion.textBefore);
      auto tile = cast<TileType>(op.getArgs()[index].getType());
      Value value = adaptor.getArgs()[index];
      Type element = tile.getElementType();
      auto [spec, kind] = getDeviceSpec(conversion.spec);
      Type registerType = getElementTypeOrSelf(value.getType());
      Type memory = getScratchElementType(registerType);
      for (int64_t i = 0, e = tile.getNumElements(); i < e; ++i) {
        if (kind != ArgKind::None && args.size() == kMaxPrintfArgs)
          flush();
        auto [opening, closing] = getBrackets(i, tile.getShape());
        if (i)
          text += ", ";
        text.append(opening, '[');
        text += spec;
        if (kind != ArgKind::None) {
          Value elementValue = value;
          if (offsets[index] >= 0) {
            auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
            Value address = LLVM::GEPOp::create(
                b, loc, ptrType, memory,
                getScratchPointer(b, loc, converter, offsets[index]),
                ArrayRef<LLVM::GEPArg>{int32_t(i)});
            elementValue = LLVM::LoadOp::create(b, loc, memory, address);
          }
          args.push_back(toPrintArg(b, loc, elementValue, element, kind));
        }
        text.append(closing, ']');
      }
    }
    text += escapePercent(format.tail);
    flush();
  }
};

//===----------------------------------------------------------------------===//
// assert
//===----------------------------------------------------------------------===//

struct AssertLowering : OpConversionPattern<AssertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    auto tile = cast<TileType>(op.getCondition().getType());
    BlockedLayout layout = converter.getLayout(tile);
    Value lanes = toLaneVector(rewriter, loc, adaptor.getCondition());
    Type i64 = rewriter.getI64Type();
    Value allTrue = vector::ReductionOp::create(
        rewriter, loc, vector::CombiningKind::AND, lanes);
    Value isFalse = arith::XOrIOp::create(
        rewriter, loc, allTrue,
        arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(true)));
    // Only the first holder of an element reports it.
    Value reports = arith::AndIOp::create(
        rewriter, loc, isFalse, getOwnerPredicate(rewriter, loc, layout));

    auto ifReports = scf::IfOp::create(rewriter, loc, reports,
                                       /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(ifReports.thenBlock()->getTerminator());
      Value linear = getElementLinearIndices(rewriter, loc, layout);
      auto loop =
          scf::ForOp::create(rewriter, loc, constantInt(rewriter, loc, i64, 0),
                             constantInt(rewriter, loc, i64, layout.perThread),
                             constantInt(rewriter, loc, i64, 1));
      rewriter.setInsertionPoint(loop.getBody()->getTerminator());
      Value lane = loop.getInductionVar();
      Value bit = LLVM::ExtractElementOp::create(rewriter, loc, lanes, lane);
      Value bad = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, bit,
          arith::ConstantOp::create(rewriter, loc,
                                    rewriter.getBoolAttr(false)));
      auto ifBad = scf::IfOp::create(rewriter, loc, bad,
                                     /*withElseRegion=*/false);
      rewriter.setInsertionPoint(ifBad.thenBlock()->getTerminator());
      Value index = LLVM::ExtractElementOp::create(rewriter, loc, linear, lane);
      SmallVector<Value> args =
          delinearize(rewriter, loc, index, tile.getShape());
      args.append(getBlockIds(rewriter, loc));
      std::string format =
          "assertion failed: " + escapePercent(op.getMessage()) + " (element [";
      for (int64_t d = 0; d < tile.getRank(); ++d)
        format += d ? ", %lld" : "%lld";
      format += "]) (tile block [%lld, %lld, %lld])\n";
      Value buffer = allocateArgBuffer(rewriter, loc, op, args.size());
      emitVprintf(rewriter, loc, op, format, args, buffer);
    }

    // If any element of the block is false: thread 0 raises the device
    // assertion (the host sees CUDA_ERROR_ASSERT) and traps.
    auto barrier = NVVM::BarrierOp::create(
        rewriter, loc, TypeRange{rewriter.getI32Type()}, Value(), Value(),
        NVVM::BarrierReductionAttr::get(rewriter.getContext(),
                                        NVVM::BarrierReduction::OR),
        arith::ExtUIOp::create(rewriter, loc, rewriter.getI32Type(), isFalse));
    Value anyFalse = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ne, barrier.getRes(),
        constantInt(rewriter, loc, rewriter.getI32Type(), 0));
    Value isFirst = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, getThreadId(rewriter, loc),
        constantInt(rewriter, loc, i64, 0));
    Value raise = arith::AndIOp::create(rewriter, loc, anyFalse, isFirst);
    auto ifRaise = scf::IfOp::create(rewriter, loc, raise,
                                     /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(ifRaise.thenBlock()->getTerminator());
      emitDeviceAssertFail(rewriter, loc, op, op.getMessage());
    }
    rewriter.eraseOp(op);
    return success();
  }

private:
  /// The block's x, y, z ids as i64.
  static SmallVector<Value> getBlockIds(OpBuilder &b, Location loc) {
    Type i32 = b.getI32Type();
    Type i64 = b.getI64Type();
    SmallVector<Value> ids = {NVVM::BlockIdXOp::create(b, loc, i32),
                              NVVM::BlockIdYOp::create(b, loc, i32),
                              NVVM::BlockIdZOp::create(b, loc, i32)};
    for (Value &id : ids)
      id = arith::ExtUIOp::create(b, loc, i64, id);
    return ids;
  }
};

} // namespace

void mlir::tile::emitDeviceAssertFail(OpBuilder &b, Location loc, Operation *op,
                                      StringRef message) {
  MLIRContext *context = b.getContext();
  auto ptrType = LLVM::LLVMPointerType::get(context);
  auto type = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(context),
      {ptrType, ptrType, b.getI32Type(), ptrType, b.getI64Type()});
  declareFunction(b, op, "__assertfail", type);
  std::string file = "<unknown>";
  unsigned line = 0;
  if (auto fileLoc = dyn_cast<FileLineColLoc>(getUserLoc(op->getLoc()))) {
    file = fileLoc.getFilename().str();
    line = fileLoc.getLine();
  }
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  Value args[] = {
      getStringPointer(b, loc, op, message), getStringPointer(b, loc, op, file),
      LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                               b.getI32IntegerAttr(int32_t(line))),
      getStringPointer(b, loc, op, func.getSymName()),
      LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(1))};
  LLVM::CallOp::create(b, loc, type, "__assertfail", args);
  LLVM::Trap::create(b, loc);
}

std::string mlir::tile::checkDebugOp(Operation *op,
                                     const TileTypeConverter &converter) {
  auto print = dyn_cast<PrintTkoOp>(op);
  if (!print)
    return "";
  std::string error;
  FailureOr<ParsedFormat> format = parseFormat(print.getStr(), error);
  if (failed(format))
    return error;
  if (format->conversions.size() != print.getArgs().size())
    return "the format's conversions and the arguments differ in number";
  int64_t elements = 0;
  for (auto [conversion, type] :
       llvm::zip(format->conversions, print.getArgs().getTypes())) {
    auto tile = cast<TileType>(type);
    BlockedLayout layout = converter.getLayout(tile);
    if (layout.perThread * layout.chunks != layout.numElements)
      return "only tiles with a power-of-two number of elements are "
             "printed yet";
    Type element = tile.getElementType();
    Type registerType = converter.convertElementType(element);
    if (isa<FloatType>(element) && !isa_and_nonnull<FloatType>(registerType) &&
        !isa<Float8E4M3FNType, Float8E5M2Type>(element))
      return "printing elements kept as their bits is not lowered yet";
    ArgKind kind = getDeviceSpec(conversion.spec).second;
    if (kind == ArgKind::Bits && element.isTF32())
      return "%p of tf32 elements is not lowered";
    if (kind != ArgKind::None)
      elements += tile.getNumElements();
  }
  if (elements > kMaxPrintedElements)
    return "printing more than " + std::to_string(kMaxPrintedElements) +
           " elements at once is not lowered";
  return "";
}

void mlir::tile::populateTileDebugPatterns(TileTypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns.add<PrintLowering, AssertLowering>(converter, patterns.getContext());
}
