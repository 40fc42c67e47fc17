//===- TileStats.h - a downstream pass over tile IR -------------*- C++ -*-===//

#ifndef DOWNSTREAM_TILESTATS_H
#define DOWNSTREAM_TILESTATS_H

namespace downstream {
/// Registers `--downstream-tile-stats`, which records on the top-level module
/// how many kernels (tile.entry) and tile dialect ops it holds.
void registerTileStatsPass();
} // namespace downstream

#endif // DOWNSTREAM_TILESTATS_H
