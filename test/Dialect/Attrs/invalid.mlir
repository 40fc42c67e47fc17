// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{div_by divisor must be a positive power of two, got 12}}
"test.op"() {p = #tile.div_by<12>} : () -> ()

// -----

// expected-error @+1 {{div_by 'every' must be positive, got 0}}
"test.op"() {p = #tile.div_by<4, every 0 along 1>} : () -> ()

// -----

// expected-error @+1 {{same_elements group sizes must be positive powers of two, got 3}}
"test.op"() {p = #tile.same_elements<[3]>} : () -> ()

// -----

// expected-error @+1 {{bounded lower bound 5 exceeds upper bound 2}}
"test.op"() {p = #tile.bounded<5, 2>} : () -> ()
