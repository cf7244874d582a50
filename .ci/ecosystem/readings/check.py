#!/usr/bin/env python3
"""check.py HUNT.tsv … — checks a first reading: columns, known app at its apps.tsv commit, category,
verdict, and that the path and line exist in the app's checkout (CORPUS, default ../corpus beside the repository)."""
import sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.environ.get("CORPUS", os.path.join(HERE, "..", "..", "..", "..", "corpus"))
CATS = {"lifecycle","memory","concurrency","autolayout","collections","navigation","animation","images","interop","swiftui"}
apps = {}
for line in open(os.path.join(HERE, "..", "apps.tsv")):
    r = line.rstrip("\n").split("\t")
    if r[0] != "repo": apps[r[0]] = r[1]
bad = 0; n = 0
for path in sys.argv[1:]:
    for i, line in enumerate(open(path, encoding="utf-8"), 1):
        if i == 1 and line.startswith("app\t"): continue
        if not line.strip(): continue
        n += 1
        f = line.rstrip("\n").split("\t")
        def err(m):
            global bad; bad += 1; print(f"{path}:{i}: {m}")
        if len(f) != 7: err(f"expected 7 tab-separated columns, got {len(f)}"); continue
        app, commit, p, ln, cat, verdict, why = f
        if app not in apps: err(f"unknown app {app}"); continue
        if commit != apps[app]: err(f"commit for {app} must be {apps[app]}")
        if cat not in CATS: err(f"category {cat!r} not one of {sorted(CATS)}")
        if verdict not in ("BUG","NEARMISS"): err("verdict must be BUG or NEARMISS")
        if len(why) < 20: err("justification too short")
        full = os.path.join(CORPUS, app.replace("/","__"), p)
        if not os.path.isfile(full): err(f"no such file {p}"); continue
        try: k = int(ln)
        except ValueError: err("line is not a number"); continue
        nlines = sum(1 for _ in open(full, "rb"))
        if not 1 <= k <= nlines: err(f"line {k} outside 1..{nlines}")
print(f"{n} rows, {bad} problems")
