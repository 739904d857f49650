#!/bin/sh
# Usage: Tools/docs/browse.sh [PORT]
# Builds the API reference exactly as CI does (.ci/docs: DocC, warnings as
# errors, one archive a module), merges the archives into one site, and
# serves it at http://localhost:PORT/documentation/ (8000 by default) until
# interrupted. Needs Swift (its docc) and python3.
set -eu
cd "$(dirname "$0")/../.."
port="${1:-8000}"
command -v python3 >/dev/null || { echo "python3 is needed to serve the pages"; exit 1; }
out=".build/docs-site"
rm -rf "$out"
.ci/docs "$out/archives"
PATH="/opt/swift/usr/bin:$PATH" docc merge "$out"/archives/*.doccarchive \
  --output-path "$out/TapOrLink.doccarchive" \
  --synthesized-landing-page-name TapOrLink
echo "== the API reference: http://localhost:$port/documentation/"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out/TapOrLink.doccarchive"
