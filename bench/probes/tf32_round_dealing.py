#!/usr/bin/env python3
"""Which dealings of B's staged pieces let the tf32 rounding store 8 bytes?

The question (docs/status.md, "Next" 1): the 256x128x32 tf32 GEMM rounds
B's next buffer in its loop (round_tf32) at 15% of the loop's time
(docs/gpu-check-2026-12-06f.md). Each of a thread's two 16-byte pieces
(4 columns n of one row k of the 32 x 128 f32 tile) goes into the
interleaved transpose as 4 scalar stores. Two pieces of rows k and k + 8
(places t and t + 1 of the interleaved K order) and the same columns
would make 4 stores of 8 bytes instead. Can the pieces be dealt to the
512 threads so that, with that pairing,

  (1) the transposed 8-byte stores of each half-warp hit 32 banks,
  (2) the staging rows' 16-byte reads (and the copies' writes) of each
      quarter-warp hit 32 banks (rows 528 bytes apart), and
  (3) each quarter-warp's copies read whole 32-byte sectors of global
      memory (the pieces in pairs along n), which half-sector copies
      lost 20% for (docs/gpu-check-2026-12-06e.md)?

The model: K = 32 = 8 S, S = 4; row k = 8 t + s + 4 h holds the
transpose's column c = 8 s + t + 4 h (layout "interleaved"); the pair is
t = 2 t1 + r, r the thread's round; column piece cp (n = 4 cp + j,
j < 4); the transposed buffer has 128-byte rows n, 16-byte chunks XORed
with n mod 8 (the 128-byte swizzle). The 9 bits t1, s (2), h, cp (5)
name a thread's pair: the search tries every choice and order of 5 of
them as lane bits (lane bits 0-2 a quarter-warp, 0-3 a half-warp), the
other 4 as warp bits, and counts the assignments that meet each set of
constraints.

Run: python3 bench/probes/tf32_round_dealing.py (no GPU; a few seconds).
Answer (2026-12-06): (1) + (2) + (3): none; (1) + (2): 30, every one of
them with a quarter-warp's 8 lanes on 8 rows of one column piece, that
is, 16-byte reads of 8 different lines. So a thread cannot round only
pieces it copied itself and store 8 bytes: the rounding must read other
threads' pieces, after a barrier that follows every thread's wait for
that buffer's copies.
"""
import itertools

LANE_BITS = 5
NAMES = ["t1", "s0", "s1", "h", "c0", "c1", "c2", "c3", "c4"]


def pair_of(lane_names, lane, warp_values):
    """(t1, s, h, cp) of `lane` with the warp bits in `warp_values`."""
    v = dict(warp_values)
    for bit, name in enumerate(lane_names):
        v[name] = (lane >> bit) & 1
    cp = sum(v["c%d" % i] << i for i in range(5))
    return v["t1"], v["s0"] + 2 * v["s1"], v["h"], cp


def stores_conflict_free(pairs):
    # 8-byte slot (chunk, half) of row n = 4 cp + j in its 128 bytes.
    for half in (pairs[:16], pairs[16:]):
        for j in range(4):
            slots = {(((2 * s + h) ^ ((4 * cp + j) % 8)) * 2 + t1)
                     for t1, s, h, cp in half}
            if len(slots) != 16:
                return False
    return True


def reads_conflict_free(pairs):
    # Staging byte 528 k + 16 cp; k mod 8 = s + 4 h.
    return all(len({(s + 4 * h + cp) % 8 for _, s, h, cp in pairs[q:q + 8]})
               == 8 for q in range(0, 32, 8))


def whole_sectors(pairs):
    for q in range(0, 32, 8):
        quarter = set(pairs[q:q + 8])
        if any((t1, s, h, cp ^ 1) not in quarter
               for t1, s, h, cp in quarter):
            return False
    return True


def main():
    counts = {"(1)+(2)": 0, "(1)+(2)+(3)": 0}
    for lane_names in itertools.permutations(NAMES, LANE_BITS):
        warp_names = [n for n in NAMES if n not in lane_names]
        meets_two = meets_three = True
        for values in itertools.product((0, 1), repeat=len(warp_names)):
            warp_values = dict(zip(warp_names, values))
            pairs = [pair_of(lane_names, lane, warp_values)
                     for lane in range(32)]
            if not (stores_conflict_free(pairs) and reads_conflict_free(pairs)):
                meets_two = meets_three = False
                break
            meets_three &= whole_sectors(pairs)
        counts["(1)+(2)"] += meets_two
        counts["(1)+(2)+(3)"] += meets_two and meets_three
    for name, count in counts.items():
        print(f"{name}: {count} lane-bit assignments")


if __name__ == "__main__":
    main()
