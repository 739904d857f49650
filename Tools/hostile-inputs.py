#!/usr/bin/env python3
"""Usage: Tools/hostile-inputs.py OUTDIR

Writes the hostile inputs of Tools/lab/Docs/Reliability.md into OUTDIR, each about
10 MB, and OUTDIR/cases.txt: one line a case, `NAME<TAB>INPUT<TAB>ARGS`
(the input measured and the `taporlink` arguments, or the lab's
`taporlink-lab` for import-trace and import-recording, paths relative to
OUTDIR). Cases 1-9 and 16-20 must be rejected (exit status 2); every case
must finish in under 2 s and 200 MB. Tools/hostile-table.sh times them.
"""
import os
import sys

if len(sys.argv) != 2:
    sys.exit(__doc__.strip())
out = sys.argv[1]
os.makedirs(out, exist_ok=True)

TAIL = """views:
  - id: web
    kind: web
    frame: [0, 0, 320, 480]
timeline:
  - 0ms: down 5 5
expect:
  - never: tap
"""


cases = []


def write(name, text, args=None, case=True):
    path = os.path.join(out, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    if case:
        cases.append((name, name, args or name))


# 1. A million unknown view ids in one flow list (the case).
write("unknown-ids.yaml",
      "name: h\npriority: [" + ", ".join(f"p{i}" for i in range(1_000_000)) + "]\n" + TAIL)
# 2. A syntax error per item on one 10 MB line.
write("flow-errors.yaml",
      "name: h\npriority: [" + ", ".join(["a: b"] * 1_700_000) + "]\n" + TAIL)
# 3. The same on a non-ASCII line (columns count characters).
write("unknown-ids-unicode.yaml",
      "name: h\npriority: [" + ", ".join(f"é{i}" for i in range(900_000)) + "]\n" + TAIL)
# 4. An error on each of a million lines.
write("unknown-keys.yaml",
      "name: h\n" + "".join(f"k{i}: 1\n" for i in range(1_000_000)) + TAIL)
# 5. Five million nested `- ` items on one line.
write("nested-items.yaml", "- " * 5_000_000 + "x\n")
# 6. Nested mappings, one space deeper each line, as deep as 10 MB allows.
write("nested-mappings.yaml",
      "".join(" " * i + f"k{i}:\n" for i in range(4_400)) + " " * 4_400 + "x: 1\n")
# 7. Views nested through `children:` as deep as 10 MB allows.
lines = ["name: deep", "views:"]
indent = "  "
for level in range(1_100):
    lines += [f"{indent}- id: v{level}", f"{indent}  frame: [0, 0, 1, 1]", f"{indent}  children:"]
    indent += "    "
write("nested-views.yaml", "\n".join(lines) + "\n")
# 8. A 10 MB key of control characters and NUL bytes.
write("control-key.yaml", "name: h\n" + "\x00\x01\x1b[2J\t" * 1_400_000 + ": 1\n" + TAIL)
# 9. One 10 MB scalar with a bad time in it.
write("long-time.yaml",
      "name: h\n" + TAIL.replace("0ms: down", "9" * 10_000_000 + ".5ms: down"))
# 10. 120,000 requests and 120,000 `never:` expectations (each `never:` is
# looked up, not searched for).
n = 120_000
write("never-expectations.yaml",
      "name: h\n" + TAIL.split("timeline:")[0] + "timeline:\n"
      + "".join(f"  - {i}ms: request https://e.com/{i}\n" for i in range(n))
      + "expect:\n" + "".join(f"  - never: link https://e.com/x{i}\n" for i in range(n)))
# 11. A failing run with one 100 KB expectation and 300,000 short ones: the
# report shows a window of them, each cut to a bounded width.
write("wide-expectation.yaml",
      "name: h\n" + TAIL.split("timeline:")[0]
      + "timeline:\n  - 0ms: down 5 5\n  - 40ms: up 5 5\nexpect:\n"
      + "  - 790ms: link https://e.com/" + "w" * 100_000 + "\n"
      + "".join(f"  - never: link x{i}\n" for i in range(300_000)))
# 12. import-trace: 1,500,000 stray quotes on one CSV line, and (13) 10 MB
# of short bad rows; only the first 100 errors are made.
HEADER = "source,recording,device,label_hint,stroke_id,pointer,event,t_ms,x,y,x_max,y_max\n"
LABELS = "source,recording,stroke_id,heuristic\ns,r,1,tap\n"
write("trace-quotes/strokes.csv", LABELS, case=False)
write("trace-quotes/events.csv", HEADER + '"a"b,' * 1_500_000 + "\n", case=False)
cases.append(("trace-quotes", "trace-quotes/events.csv",
              "import-trace trace-quotes/events.csv --labels trace-quotes/strokes.csv"
              " -o trace-quotes/out"))
write("trace-rows/strokes.csv", LABELS, case=False)
write("trace-rows/events.csv", HEADER + "s,r,d,h,x,y,jump,t,x,y,,\n" * 400_000, case=False)
cases.append(("trace-rows", "trace-rows/events.csv",
              "import-trace trace-rows/events.csv --labels trace-rows/strokes.csv"
              " -o trace-rows/out"))
# 14. A chain of 8 fixtures of 1 MB each (mostly comments) used by 300
# scenarios: each fixture is read and parsed once a run.
padding = "".join(f"# padding line {i:06d} of a large shared fixture\n" for i in range(21_000))
for level in range(8):
    body = f"use: f{level + 1}.yaml\n" if level < 7 else TAIL.split("timeline:")[0]
    write(f"fixture-chain/fixtures/f{level}.yaml", padding + body, case=False)
for index in range(300):
    write(f"fixture-chain/s{index:03d}.yaml",
          f"name: s{index}\nuse: fixtures/f0.yaml\n" + "timeline:\n  - 0ms: down 5 5\n"
          + "expect:\n  - 500ms: longpress\n", case=False)
cases.append(("fixture-chain", "fixture-chain", "fixture-chain"))
# 15. 280,000 requests at one instant, drawn in an HTML report: labels take
# at most a few rows, the rest are counted.
write("html-labels.yaml",
      "name: h\n" + TAIL.split("timeline:")[0] + "timeline:\n"
      + "".join(f"  - 0ms: request https://e.com/{i}\n" for i in range(280_000))
      + "expect:\n  - never: tap\n", "--format html html-labels.yaml")
# 16. A folder's defaults and six fixtures it uses in a chain, each about
# 1 MiB of views (7 MiB in all), and 300 scenarios of 5 bytes (`a: 1`, no
# scenario: rejected): each fixture is parsed, and its views decoded, once a
# run, so the run costs its bytes on disk, not 300 times the chain.
def views(tag):
    text = f"views:\n  - id: web{tag}\n    kind: web\n    frame: [0, 0, 320, 480]\n"
    lines = [text]
    size = len(text)
    view = 0
    while size < 1_000_000:
        line = f"  - id: v{tag}_{view}\n    frame: [{view % 300}, {view % 400}, 10, 10]\n"
        lines.append(line)
        size += len(line)
        view += 1
    return "".join(lines)


write("fixture-views/s/_defaults.yaml", "use: ../fixtures/f1.yaml\n" + views(0), case=False)
for level in range(1, 7):
    use = f"use: f{level + 1}.yaml\n" if level < 6 else ""
    write(f"fixture-views/fixtures/f{level}.yaml", use + views(level), case=False)
for index in range(300):
    write(f"fixture-views/s/t{index:03d}.yaml", "a: 1\n", case=False)
cases.append(("fixture-views", "fixture-views", "fixture-views/s"))
# 17. A sparse 1 GB scenario file: refused by its size, never read.
write("huge.yaml", "name: h\n")
with open(os.path.join(out, "huge.yaml"), "r+b") as f:
    f.truncate(1 << 30)
# 18-20. import-recording of raw recordings as large as one may be (1 MiB):
# 18, one object naming a member 60,000 times (refused at the second name,
# which Python's json would have read last-wins); 19, 150,000 numbers JSON
# does not write (`+60`, `060`, `.5e2`, `60.`; refused at the first);
# 20, a good recording whose scenario's place in OUT is a folder (named,
# and nothing written).
RECORDING = ('{"recording": 1, "engine": "chromium", "browser": "C", "input": "touch", '
             '"page": "a/index.html", "url": "https://pages.taporlink.invalid/a/", '
             '"viewport": [360, 640], "layout_viewport": [360, 640], "scale": 1, '
             '"target": {"index": 0, "name": "t", "selector": "p", "truth": "content"}, '
             '"gesture": "tap", "touched_at": [5, 6], "moved": "", '
             '"touches": [{"t_ms": 0, "type": "down", "finger": 1, "x": 5, "y": 6}, '
             '{"t_ms": 60, "type": "up", "finger": 1, "x": 5, "y": 6}], '
             '"requests": [], "answers": [], "navigations": [], "uri_changes": []')
write("duplicate-keys/r.json", RECORDING + "".join(f', "gesture": "d"' for _ in range(60_000)) + "}\n",
      case=False)
cases.append(("duplicate-keys", "duplicate-keys/r.json",
              "import-recording duplicate-keys/r.json -o duplicate-keys/out"))
loose = ["+60", "060", ".5e2", "60."]
write("loose-numbers/r.json", RECORDING + ', "extra": ['
      + ", ".join(loose[i % 4] for i in range(150_000)) + "]}\n", case=False)
cases.append(("loose-numbers", "loose-numbers/r.json",
              "import-recording loose-numbers/r.json -o loose-numbers/out"))
write("folder-in-the-way/r.json", RECORDING + "}\n", case=False)
os.makedirs(os.path.join(out, "folder-in-the-way/out/r.yaml"), exist_ok=True)
cases.append(("folder-in-the-way", "folder-in-the-way/r.json",
              "import-recording folder-in-the-way/r.json -o folder-in-the-way/out"))

# 21. 10 MB of `decider: cancel:` prefixes that share little past `https://`
# (the cancel list keeps them in a compact trie: a few bytes a byte).
state = 1
prefixes = []
for i in range(180_000):
    label = ""
    for _ in range(32):
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        label += "abcdefghijklmnopqrstuvwxyz012345"[state >> 59]
    prefixes.append(f"    - https://{label}.example/\n")
write("cancel-prefixes.yaml", "name: h\ndecider:\n  cancel:\n" + "".join(prefixes)
      + "views:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n"
      "    url: https://example.com/\ntimeline:\n  - 0ms: request " + prefixes[-1][6:-1] + "x\n"
      "  - 0ms: request https://example.com/a\nexpect:\n  - 0ms: block " + prefixes[-1][6:-1]
      + "x\n  - 0ms: allow https://example.com/a\n")
# 22. `history-limit: 100000` and 6 MB of requests, each a visit: past the
# limit, each drops the oldest page (in O(1), not by shifting the history).
write("history-limit.yaml",
      "name: h\nconfig:\n  history-limit: 100000\nviews:\n  - id: web\n    kind: web\n"
      "    frame: [0, 0, 320, 480]\n    url: https://example.com/\ntimeline:\n"
      + "".join(f"  - +1ms: request https://example.com/p{i}\n" for i in range(140_000))
      + "expect:\n  - never: tap\n")

# 23. A frame loading 1 MB URLs every 20 ms (issue 45, item 7): nine
# requests of 1 MiB URLs, each a visit: the history keeps at most 16 MiB of
# pages (text and reading) beside the current page, and reads each URL once.
write("long-urls.yaml",
      "name: h\nviews:\n  - id: web\n    kind: web\n"
      "    frame: [0, 0, 320, 480]\n    url: https://example.com/\ntimeline:\n"
      + "".join(f"  - +20ms: request https://example.com/{i}/" + "a" * (1 << 20) + "\n"
                for i in range(9))
      + "expect:\n  - never: tap\n")

with open(os.path.join(out, "cases.txt"), "w", encoding="utf-8") as f:
    for name, path, args in cases:
        f.write(f"{name}\t{path}\t{args}\n")
