#!/usr/bin/env bash
# Usage: Tools/hostile-table.sh [TAPORLINK [TAPORLINK_LAB]]
# Generates the hostile inputs (Tools/hostile-inputs.py) and runs TAPORLINK
# (default .build/release/taporlink) on each case of its cases.txt, or
# TAPORLINK_LAB (default Tools/lab/.build/release/taporlink-lab, the lab's
# command) on its import-trace and import-recording cases, under
# /usr/bin/time -v, in the inputs' folder;
# prints the Markdown table of Tools/lab/Docs/Reliability.md: size, exit status, wall
# time, CPU time (user + system; the fair figure on a busy machine), peak
# memory (maximum resident set) and the size of the report.
set -euo pipefail
cd "$(dirname "$0")/.."
cli="${1:-.build/release/taporlink}"
lab="${2:-Tools/lab/.build/release/taporlink-lab}"
[ -x "$cli" ] || { echo "no $cli; build it: swift build -c release --product taporlink" >&2; exit 2; }
[ -x "$lab" ] || {
  echo "no $lab; build it: swift build --package-path Tools/lab -c release --product taporlink-lab" >&2
  exit 2
}
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time, package 'time')" >&2; exit 2; }
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
python3 Tools/hostile-inputs.py "$dir"
echo "| file | size | exit | CPU time | wall time | peak memory | report |"
echo "|---|---|---|---|---|---|---|"
cli="$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")"
lab="$(cd "$(dirname "$lab")" && pwd)/$(basename "$lab")"
while IFS=$'\t' read -r name input args; do
  command="$cli"
  case "$args" in import-trace* | import-recording*) command="$lab" ;; esac
  set +e
  # shellcheck disable=SC2086  # ARGS are words
  (cd "$dir" && /usr/bin/time -v "$command" $args > "$dir/out" 2> "$dir/time")
  status=$?
  set -e
  file="$dir/$input"
  wall="$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$dir/time")"
  rss="$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time")"
  user="$(sed -n 's/.*User time (seconds): //p' "$dir/time")"
  system="$(sed -n 's/.*System time (seconds): //p' "$dir/time")"
  cpu="$(echo "$user + $system" | bc -l)"
  size="$(du -sb --apparent-size "$file" | cut -f1)"
  out="$(stat -c %s "$dir/out")"
  printf '| %s | %.1f MB | %s | %.2f s | %s | %d MB | %d KB |\n' "$name" \
    "$(echo "$size / 1048576" | bc -l)" "$status" "$cpu" "$wall" "$((rss / 1024))" \
    "$((out / 1024))"
done < "$dir/cases.txt"
