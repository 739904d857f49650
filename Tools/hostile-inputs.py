#!/usr/bin/env python3
"""Usage: Tools/hostile-inputs.py OUTDIR

Writes the hostile scenario files of Docs/Reliability.md into OUTDIR, each
about 10 MB: every one must be rejected (exit status 2) in under 2 s and
200 MB by `taporlink`. Tools/hostile-table.sh times them.
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


def write(name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)


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
