#!/usr/bin/env bash
# Records the whole real-web corpus afresh in both engines: every target of
# shared/realweb/targets.json (beside the clone, or the folder given), one tap
# each, into Scenarios/real-web/{chromium,webkit} (scenarios and
# not-recorded.json; the raw recordings are left out of the package). About
# 20 minutes an engine on a 2-core machine. Tools/lab/Docs/RealWeb.md reads the result
# with `swift run taporlink-bench realweb`.
#   Tools/browser/record-real-web.sh [SHARED/realweb] [chromium|webkit]...
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
pages="${1:-../shared/realweb}"
shift || true
engines=("$@")
[ ${#engines[@]} -gt 0 ] || engines=(chromium webkit)
[ -f "$pages/targets.json" ] || { echo "error: no targets.json in $pages" >&2; exit 2; }
swift build --product taporlink
export TAPORLINK="$PWD/.build/debug/taporlink"
work=""
trap '[ -z "$work" ] || rm -rf "$work"' EXIT
for engine in "${engines[@]}"; do
  work="$(mktemp -d)"
  python3 Tools/browser/record.py --engine "$engine" --targets "$pages/targets.json" -o "$work/out" \
    | grep -v '^  recorded '
  rm -rf "Scenarios/real-web/$engine"
  mkdir -p "Scenarios/real-web/$engine"
  cp "$work/out/"*.yaml "$work/out/not-recorded.json" "Scenarios/real-web/$engine/"
  rm -rf "$work"
done
