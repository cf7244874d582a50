#!/usr/bin/env python3
"""build.py [OUT] — joins hunt-*.tsv (first readings) with verify-*.tsv (second readings) into the
ecosystem check's bugs.tsv: a row is kept when both readings agree (BUG+BUG, NEARMISS+OK);
disagreements, UNSURE and unread rows are dropped. Prints agreement figures."""
import glob, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.normpath(os.path.join(HERE, "..", "bugs.tsv"))
def rows(path, n):
    for i, line in enumerate(open(path, encoding="utf-8")):
        f = line.rstrip("\n").split("\t")
        if i == 0 and f[0] in ("app", "id"): continue
        if len(f) == n: yield f
first = {}
for p in sorted(glob.glob(os.path.join(HERE, "hunt-*.tsv"))):
    for f in rows(p, 7):
        first.setdefault(f"{f[0]}|{f[2]}|{f[3]}", f)
second = {}
for p in sorted(glob.glob(os.path.join(HERE, "verify-*.tsv"))):
    for f in rows(p, 3):
        if f[0] in first and f[1] in ("BUG", "OK", "UNSURE"):
            second.setdefault(f[0], f)
stats = collections.Counter(); kept = []
for key, f in first.items():
    v = f[5]
    if key not in second: stats[v, "unread"] += 1; continue
    reading, reason = second[key][1], second[key][2].replace("\t", " ")
    stats[v, reading] += 1
    if (v == "BUG" and reading == "BUG") or (v == "NEARMISS" and reading == "OK"):
        kept.append(f[:7] + [f"agreed ({reading}): {reason}"])
kept.sort(key=lambda f: (f[0], f[2], int(f[3])))
with open(OUT, "w") as o:
    o.write("app\tcommit\tpath\tline\tcategory\tverdict\tjustification\tagreement\n")
    for f in kept: o.write("\t".join(f) + "\n")
for v in ("BUG", "NEARMISS"):
    read = sum(c for (k, r), c in stats.items() if k == v and r != "unread")
    agree = stats[v, "BUG" if v == "BUG" else "OK"]
    print(f"{v}: {sum(c for (k, r), c in stats.items() if k == v)} first readings, {read} read twice, "
          f"{agree} agreed ({agree / read:.0%} of read)" if read else f"{v}: none read", dict((r, c) for (k, r), c in stats.items() if k == v))
apps = {f[0] for f in kept}
print(f"kept {sum(f[5]=='BUG' for f in kept)} BUG, {sum(f[5]=='NEARMISS' for f in kept)} NEARMISS on {len(apps)} apps -> {OUT}")
