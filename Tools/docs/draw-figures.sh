#!/bin/sh
# Usage: Tools/docs/draw-figures.sh
# Redraws every picture listed in Docs/images/figures.txt with
# `taporlink draw`, and the architecture picture (Docs/images/architecture.txt)
# with `draw-architecture`, from the package root. Needs only Swift.
set -eu
cd "$(dirname "$0")/../.."
swift build --product taporlink
grep -v '^#' Docs/images/figures.txt | while read -r scenario image; do
  [ -n "$scenario" ] || continue
  .build/debug/taporlink draw "$scenario" -o "$image"
done
swift run draw-architecture Docs/images/architecture.txt Docs/images/architecture.svg
