#!/usr/bin/env python3
"""queue.py OUT.tsv HUNT.tsv [...] [--skip ID-file] — the rows of the hunts without verdict or reason,
shuffled (fixed seed), BUG rows first so the scarce kind is read before the deadline; id = app|path|line."""
import sys, random, csv
args = sys.argv[1:]; out = args.pop(0)
rows = []
for p in args:
    for i, line in enumerate(open(p, encoding="utf-8")):
        f = line.rstrip("\n").split("\t")
        if i == 0 and f[0] == "app": continue
        if len(f) != 7: continue
        rows.append(f)
seen = set(); uniq = []
for f in rows:
    key = f"{f[0]}|{f[2]}|{f[3]}"
    if key in seen: continue
    seen.add(key); uniq.append(f)
random.seed(45)
random.shuffle(uniq)
uniq.sort(key=lambda f: 0 if f[5] == "BUG" else 1)  # stable: shuffled within each kind
# interleave: mostly BUG first, but a NEARMISS every 4 rows so both kinds get read
bugs = [f for f in uniq if f[5] == "BUG"]; near = [f for f in uniq if f[5] != "BUG"]
order = []
while bugs or near:
    order += bugs[:3]; bugs = bugs[3:]
    order += near[:1]; near = near[1:]
with open(out, "w") as o:
    o.write("id\tapp\tpath\tline\tcategory\n")
    for f in order:
        o.write(f"{f[0]}|{f[2]}|{f[3]}\t{f[0]}\t{f[2]}\t{f[3]}\t{f[4]}\n")
print(f"{len(order)} rows -> {out}")
