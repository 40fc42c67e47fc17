//===- CompileRemarks.cpp - tile-as's remarks file ------------------------===//

#include "CompileRemarks.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Remarks/Remark.h"
#include "llvm/Remarks/RemarkFormat.h"
#include "llvm/Remarks/RemarkSerializer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace tileas;

llvm::StringMap<PtxasUsage> tileas::parsePtxasUsage(llvm::StringRef log) {
  llvm::StringMap<PtxasUsage> usage;
  llvm::Regex properties("Function properties for ([^ ]+)$");
  llvm::Regex frame("([0-9]+) bytes stack frame, ([0-9]+) bytes spill "
                    "stores, ([0-9]+) bytes spill loads");
  llvm::Regex used("Used ([0-9]+) registers");
  llvm::Regex barriers("used ([0-9]+) barriers");
  llvm::Regex shared("([0-9]+) bytes smem");
  PtxasUsage *current = nullptr;
  SmallVector<llvm::StringRef, 4> match;
  auto number = [](llvm::StringRef text) {
    uint64_t value = 0;
    (void)text.getAsInteger(10, value);
    return value;
  };
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    line = line.rtrim();
    if (properties.match(line, &match)) {
      current = &usage[match[1]];
      continue;
    }
    if (!current)
      continue;
    if (frame.match(line, &match)) {
      current->stackBytes = number(match[1]);
      current->spillStoreBytes = number(match[2]);
      current->spillLoadBytes = number(match[3]);
    }
    if (used.match(line, &match)) {
      current->registers = number(match[1]);
      if (barriers.match(line, &match))
        current->barriers = number(match[1]);
      if (shared.match(line, &match))
        current->sharedBytes = number(match[1]);
    }
  }
  return usage;
}

std::optional<CompileRemarks> CompileRemarks::create(llvm::StringRef filter,
                                                     std::string &error) {
  CompileRemarks remarks;
  filter = filter.trim();
  if (filter.empty() || filter == "all")
    return remarks;
  remarks.keepAll = false;
  if (filter == "none")
    return remarks;
  static constexpr llvm::StringLiteral known[] = {"ResourcePlan", "Error",
                                                  "Warning", "Remark", "Note"};
  SmallVector<llvm::StringRef> parts;
  filter.split(parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef part : parts) {
    part = part.trim();
    if (!llvm::is_contained(known, part)) {
      error = ("unknown remark '" + part +
               "'; expected all, none, or a comma-separated list of "
               "ResourcePlan, Error, Warning, Remark, Note")
                  .str();
      return std::nullopt;
    }
    remarks.names.push_back(part.str());
  }
  return remarks;
}

bool CompileRemarks::wants(llvm::StringRef name) const {
  return keepAll || llvm::is_contained(names, name);
}

std::optional<CompileRemarks::Located> CompileRemarks::locate(Location loc) {
  std::optional<Located> found;
  // The user's line: the first file location inside names, call sites and
  // fused locations (a call site's callee is the innermost frame).
  loc->walk([&](Location nested) {
    if (auto file = dyn_cast<FileLineColLoc>(nested)) {
      found =
          Located{file.getFilename().str(), file.getLine(), file.getColumn()};
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

/// The remark name of a diagnostic's severity.
static StringRef severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "Error";
  case DiagnosticSeverity::Warning:
    return "Warning";
  case DiagnosticSeverity::Remark:
    return "Remark";
  case DiagnosticSeverity::Note:
    return "Note";
  }
  return "Note";
}

void CompileRemarks::attach(MLIRContext &context) {
  context.getDiagEngine().registerHandler([this](Diagnostic &diag) {
    auto record = [this](Diagnostic &d, StringRef kind) {
      if (!wants(kind))
        return;
      diagnostics.push_back({kind.str(), locate(d.getLocation()), d.str()});
    };
    record(diag, severityName(diag.getSeverity()));
    for (Diagnostic &note : diag.getNotes())
      record(note, "Note");
    return failure(); // let the printing handler have it too
  });
}

void CompileRemarks::recordPlans(ModuleOp module, llvm::StringRef target) {
  module.walk([&](tile::EntryOp entry) {
    KernelRecord record;
    record.name = entry.getSymName().str();
    record.loc = locate(entry.getLoc());
    record.plan.emplace_back("Target", target.str());
    if (auto plan = entry->getAttrOfType<DictionaryAttr>("tile.plan")) {
      for (NamedAttribute field : plan) {
        std::string value;
        if (auto integer = dyn_cast<IntegerAttr>(field.getValue()))
          value = std::to_string(integer.getInt());
        else if (auto text = dyn_cast<StringAttr>(field.getValue()))
          value = text.str();
        else
          continue;
        record.plan.emplace_back(field.getName().str(), value);
      }
    }
    kernels.push_back(std::move(record));
  });
}

CompileRemarks::KernelRecord *CompileRemarks::find(llvm::StringRef name) {
  for (KernelRecord &kernel : kernels)
    if (kernel.name == name)
      return &kernel;
  return nullptr;
}

/// Reads the decisions around convert-tile-to-gpu: the pipeliners have
/// marked their loops by then, and the conversion has chosen the tensor-core
/// instructions (later passes turn wgmma into inline PTX, where it is no
/// longer an op to count).
class CompileRemarks::LoweringRecorder : public PassInstrumentation {
public:
  explicit LoweringRecorder(CompileRemarks &remarks) : remarks(remarks) {}

  void runBeforePass(Pass *pass, Operation *op) override {
    if (!isTileToGPU(pass))
      return;
    op->walk([&](tile::EntryOp entry) {
      KernelRecord *kernel = remarks.find(entry.getSymName());
      if (!kernel)
        return;
      int64_t stages = 1;
      entry.walk([&](Operation *inner) {
        if (auto attr = inner->getAttrOfType<IntegerAttr>(
                tile::kPipelineStagesAttrName))
          stages = std::max(stages, attr.getInt());
      });
      kernel->pipelineStages = stages;
    });
  }

  void runAfterPass(Pass *pass, Operation *op) override {
    if (!isTileToGPU(pass))
      return;
    op->walk([&](gpu::GPUModuleOp module) {
      for (auto function : module.getOps<FunctionOpInterface>()) {
        KernelRecord *kernel = remarks.find(function.getName());
        if (!kernel)
          continue;
        bool wgmma = false, mmaSync = false;
        function->walk([&](Operation *inner) {
          // tf32 with A in registers is inline PTX (NVVM's op takes A only
          // through a descriptor).
          auto text = dyn_cast<LLVM::InlineAsmOp>(inner);
          wgmma |= isa<NVVM::WgmmaMmaAsyncOp>(inner) ||
                   (text && text.getAsmString().starts_with("wgmma.mma_async"));
          mmaSync |= isa<NVVM::MmaOp>(inner);
        });
        // A kernel may mix both (a ring loop's wgmma, another mma's
        // mma.sync).
        kernel->tensorCore = wgmma && mmaSync ? "wgmma,mma.sync"
                             : wgmma          ? "wgmma"
                             : mmaSync        ? "mma.sync"
                                              : "none";
      }
    });
  }

private:
  static bool isTileToGPU(Pass *pass) {
    return pass->getArgument() == "convert-tile-to-gpu";
  }

  CompileRemarks &remarks;
};

std::unique_ptr<PassInstrumentation> CompileRemarks::lowering() {
  return std::make_unique<LoweringRecorder>(*this);
}

void CompileRemarks::recordPtxas(const llvm::StringMap<PtxasUsage> &usage) {
  for (KernelRecord &kernel : kernels) {
    auto it = usage.find(kernel.name);
    if (it != usage.end())
      kernel.ptxas = it->second;
  }
}

void CompileRemarks::recordSharedBytes(llvm::StringRef kernel, uint64_t bytes) {
  for (KernelRecord &record : kernels)
    if (record.name == kernel)
      record.sharedBytes = bytes;
}

LogicalResult CompileRemarks::write(llvm::StringRef path,
                                    llvm::StringRef format,
                                    std::string &error) const {
  llvm::Expected<llvm::remarks::Format> parsed =
      llvm::remarks::parseFormat(format);
  if (!parsed) {
    error = llvm::toString(parsed.takeError());
    return failure();
  }
  std::error_code ec;
  llvm::ToolOutputFile file(path, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    error = "cannot write '" + path.str() + "': " + ec.message();
    return failure();
  }
  llvm::Expected<std::unique_ptr<llvm::remarks::RemarkSerializer>> serializer =
      llvm::remarks::createRemarkSerializer(*parsed, file.os());
  if (!serializer) {
    error = llvm::toString(serializer.takeError());
    return failure();
  }
  auto toLocation = [](const std::optional<Located> &loc)
      -> std::optional<llvm::remarks::RemarkLocation> {
    if (!loc)
      return std::nullopt;
    return llvm::remarks::RemarkLocation{loc->file, loc->line, loc->column};
  };
  // Remarks hold StringRefs: keep every value alive until it is emitted.
  if (wants("ResourcePlan")) {
    for (const KernelRecord &kernel : kernels) {
      std::vector<std::pair<std::string, std::string>> args = kernel.plan;
      if (kernel.tensorCore)
        args.emplace_back("tensor_core", *kernel.tensorCore);
      if (kernel.pipelineStages)
        args.emplace_back("pipeline_stages",
                          std::to_string(*kernel.pipelineStages));
      if (kernel.sharedBytes)
        args.emplace_back("cubin_shared_bytes",
                          std::to_string(*kernel.sharedBytes));
      if (const std::optional<PtxasUsage> &ptxas = kernel.ptxas) {
        args.emplace_back("ptxas_registers", std::to_string(ptxas->registers));
        args.emplace_back("ptxas_spill_store_bytes",
                          std::to_string(ptxas->spillStoreBytes));
        args.emplace_back("ptxas_spill_load_bytes",
                          std::to_string(ptxas->spillLoadBytes));
        args.emplace_back("ptxas_stack_bytes",
                          std::to_string(ptxas->stackBytes));
        if (!kernel.sharedBytes)
          args.emplace_back("cubin_shared_bytes",
                            std::to_string(ptxas->sharedBytes));
      }
      llvm::remarks::Remark remark;
      remark.RemarkType = llvm::remarks::Type::Analysis;
      remark.PassName = "tileir";
      remark.RemarkName = "ResourcePlan";
      remark.FunctionName = kernel.name;
      remark.Loc = toLocation(kernel.loc);
      for (const auto &[key, value] : args)
        remark.Args.emplace_back(key, value);
      (*serializer)->emit(remark);
    }
  }
  for (const DiagnosticRecord &diag : diagnostics) {
    llvm::remarks::Remark remark;
    remark.RemarkType = diag.kind == "Error" ? llvm::remarks::Type::Failure
                                             : llvm::remarks::Type::Analysis;
    remark.PassName = "tileir";
    remark.RemarkName = diag.kind;
    remark.Loc = toLocation(diag.loc);
    remark.Args.emplace_back("String", diag.message);
    (*serializer)->emit(remark);
  }
  file.keep();
  return success();
}
