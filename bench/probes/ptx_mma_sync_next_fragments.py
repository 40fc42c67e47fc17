"""A PTX edit for timing the forced mma.sync loop in CUTLASS's order.

    tile-as bench/kernels/matmul_f16_wide.mlir --gpu-name=sm_90 --mma-sync \
        -O2 --emit=ptx -o k.ptx
    python3 bench/probes/ptx_mma_sync_next_fragments.py k.ptx k_e2.ptx
    bench/gpu_bench.py --dry-run --work DIR --only matmul_f16_tile128x256x64 \
        --tile-as-arg=--mma-sync --tile-as-arg=--ptx-override=k_e2.ptx

In the loop with the most mma.sync (four k steps of ldmatrix groups L and
mma groups M, the wait and barrier before the last M), the next buffer's
first-step fragments load right after the barrier, into the registers the
first step's mmas read (the first iteration's in the preheader), and each
other step's loads come before the previous step's mmas:
L1 M0 L2 M1 L3 M2 | wait, barrier, L0' | M3. Asserts the shape it expects
(XMXMXMXMX) and the ring of three buffers of the kernel it was written for.
"""
import re, sys
src, dst = sys.argv[1], sys.argv[2]
lines = open(src).read().split('\n')
labels = [i for i, l in enumerate(lines) if re.match(r'^\$L__BB\d+_\d+:', l)]
best = None
for j, s in enumerate(labels):
    e = labels[j + 1] if j + 1 < len(labels) else len(lines)
    n = sum('mma.sync' in l for l in lines[s:e])
    if best is None or n > best[2]:
        best = (s, e, n)
s, e, n = best
header = lines[s].rstrip(':')
body = lines[s + 1:e]
stmts, i = [], 0
while i < len(body):
    if 'mma.sync' in body[i]:
        j = i
        while not body[j].rstrip().endswith(';'):
            j += 1
        stmts.append(('M', body[i:j + 1])); i = j + 1
    else:
        stmts.append(('L' if 'ldmatrix' in body[i] else 'O', [body[i]])); i += 1
groups = []
for kind, st in stmts:
    k = 'M' if kind == 'M' else 'X'
    if groups and groups[-1][0] == k: groups[-1][1].append(st)
    else: groups.append((k, [st]))
assert ''.join(g[0] for g in groups) == 'XMXMXMXMX'
X0, M0, X1, M1, X2, M2, X3, M3, X4 = [g[1] for g in groups]
slot = re.search(r'mul.wide.u32\s+%rd\d+, (%r\d+),', X0[0][0]).group(1)
# L0 = the ldmatrix of X0 and the address arithmetic they need
defs = {}
for st in X0:
    m = re.match(r'\s*\S+\s+(%\w+),', st[0])
    if m and 'ldmatrix' not in st[0]: defs[m.group(1)] = st[0]
def uses(line): return re.findall(r'%\w+', line.split(',', 1)[1] if ',' in line else '')
need = set()
for st in X0:
    if 'ldmatrix' in st[0]:
        for u in re.findall(r'\[(%\w+)', st[0]): need.add(u)
changed = True
while changed:
    changed = False
    for r in list(need):
        if r in defs:
            for u in uses(defs[r]):
                if u in defs and u not in need: need.add(u); changed = True
chain = [st[0] for st in X0 if 'ldmatrix' not in st[0] and re.match(r'\s*\S+\s+(%\w+),', st[0]).group(1) in need]
ldm = [st[0] for st in X0 if 'ldmatrix' in st[0]]
def renamed(text, suffix, slotreg):
    for r in sorted(need, key=len, reverse=True):
        text = re.sub(re.escape(r) + r'\b', r.replace('%rd', '%rdx' + suffix), text)
    return text.replace(slot + ',', slotreg + ',')
decls = ['\t.reg .b64 %rdxp<1000>;', '\t.reg .b64 %rdxn<1000>;', '\t.reg .b32 %rxs<4>;', '\t.reg .pred %pxs;']
pre = [renamed(l, 'p', slot) for l in chain + ldm]
nxt = ['\tadd.s32 \t%rxs1, ' + slot + ', 1;', '\tsetp.gt.s32 \t%pxs, %rxs1, 2;',
       '\tadd.s32 \t%rxs2, ' + slot + ', -2;', '\tselp.b32 \t%rxs3, %rxs2, %rxs1, %pxs;']
nxt += [renamed(l, 'n', '%rxs3') for l in chain + ldm]
X0_kept = [st for st in X0 if 'ldmatrix' not in st[0]]
w = next(i for i, st in enumerate(X3) if 'bar.sync' in st[0])
flat = lambda gs: [l for st in gs for l in st]
new_body = flat(X0_kept + X1) + flat(M0) + flat(X2) + flat(M1) + flat(X3[:w + 1]) + nxt + flat(M2) + flat(M3) + flat(X3[w + 1:]) + flat(X4)
# preheader: the 'bra.uni header' that enters the loop from above
entry = max(i for i in range(s) if lines[i].strip() == 'bra.uni \t' + header + ';')
out = lines[:entry] + pre + lines[entry:s + 1] + new_body + lines[e:]
# declarations after the first .reg line of the kernel
k = next(i for i, l in enumerate(out) if l.strip().startswith('.reg'))
out = out[:k] + decls + out[k:]
open(dst, 'w').write('\n'.join(out))
print('slot', slot, 'chain', len(chain), 'ldm', len(ldm), 'entry', entry, file=sys.stderr)
