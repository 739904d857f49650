#!/usr/bin/env bash
# Records the whole real-web corpus afresh in both engines: every target of
# shared/realweb/targets.json (beside the clone, or the folder given), one tap
# each, into the lab's Tools/lab/Scenarios/real-web/{chromium,webkit}
# (scenarios and not-recorded.json; the raw recordings are left out). About
# 20 minutes an engine on a 2-core machine. Tools/lab/Docs/RealWeb.md reads the result
# with `swift run --package-path Tools/lab taporlink-bench realweb`.
#   Tools/browser/record-real-web.sh [SHARED/realweb] [chromium|webkit]...
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
pages="${1:-../shared/realweb}"
shift || true
engines=("$@")
[ ${#engines[@]} -gt 0 ] || engines=(chromium webkit)
[ -f "$pages/targets.json" ] || { echo "error: no targets.json in $pages" >&2; exit 2; }
swift build --package-path Tools/lab --product taporlink-lab
export TAPORLINK_LAB="$PWD/Tools/lab/.build/debug/taporlink-lab"
corpus=Tools/lab/Scenarios/real-web
work=""
trap '[ -z "$work" ] || rm -rf "$work"' EXIT
for engine in "${engines[@]}"; do
  work="$(mktemp -d)"
  python3 Tools/browser/record.py --engine "$engine" --targets "$pages/targets.json" -o "$work/out" \
    | grep -v '^  recorded '
  rm -rf "${corpus:?}/$engine"
  mkdir -p "$corpus/$engine"
  cp "$work/out/"*.yaml "$work/out/not-recorded.json" "$corpus/$engine/"
  rm -rf "$work"
done
