#!/usr/bin/env bash
# Usage: Tools/hostile-table.sh [TAPORLINK]
# Generates the hostile scenario files (Tools/hostile-inputs.py) and runs
# TAPORLINK (default .build/release/taporlink) on each under /usr/bin/time -v;
# prints the Markdown table of Docs/Reliability.md: size, exit status, wall
# time, CPU time (user + system; the fair figure on a busy machine), peak
# memory (maximum resident set) and the size of the report.
set -euo pipefail
cd "$(dirname "$0")/.."
cli="${1:-.build/release/taporlink}"
[ -x "$cli" ] || { echo "no $cli; build it: swift build -c release --product taporlink" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time, package 'time')" >&2; exit 2; }
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
python3 Tools/hostile-inputs.py "$dir"
echo "| file | size | exit | CPU time | wall time | peak memory | report |"
echo "|---|---|---|---|---|---|---|"
for file in "$dir"/*.yaml; do
  name="$(basename "$file")"
  set +e
  /usr/bin/time -v "$cli" "$file" > "$dir/out" 2> "$dir/time"
  status=$?
  set -e
  wall="$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$dir/time")"
  rss="$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time")"
  user="$(sed -n 's/.*User time (seconds): //p' "$dir/time")"
  system="$(sed -n 's/.*System time (seconds): //p' "$dir/time")"
  cpu="$(echo "$user + $system" | bc -l)"
  size="$(stat -c %s "$file")"
  out="$(stat -c %s "$dir/out")"
  printf '| %s | %.1f MB | %s | %.2f s | %s | %d MB | %d KB |\n' "$name" \
    "$(echo "$size / 1048576" | bc -l)" "$status" "$cpu" "$wall" "$((rss / 1024))" \
    "$((out / 1024))"
done
