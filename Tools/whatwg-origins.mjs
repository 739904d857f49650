#!/usr/bin/env node
// Usage: node Tools/whatwg-origins.mjs CORPUS
//
// Prints, for each line of CORPUS (a JSON array: [input] or [input, base]),
// one JSON array [origin, scheme] as Node's built-in WHATWG `URL` reads the
// input (against base, when given): origin is "scheme://host[:port]" or
// null when the URL fails to parse or has an opaque origin; scheme is the
// parsed URL's scheme, or null when it fails to parse.
// The URL differential test (Tests/TapOrLinkTests/URLDifferentialTests.swift)
// runs it; it needs Node 18 or later and nothing else.
import { readFileSync } from "node:fs";

const path = process.argv[2];
if (!path) {
  console.error("usage: node Tools/whatwg-origins.mjs CORPUS");
  process.exit(2);
}
const lines = readFileSync(path, "utf8").split("\n").filter((line) => line.length > 0);
const out = [];
for (const line of lines) {
  const [input, base] = JSON.parse(line);
  let answer = [null, null];
  try {
    const url = base === undefined || base === null ? new URL(input) : new URL(input, base);
    const origin = url.origin === "null" ? null : url.origin;
    answer = [origin, url.protocol.slice(0, -1)];
  } catch {
    answer = [null, null];
  }
  out.push(JSON.stringify(answer));
}
process.stdout.write(out.join("\n") + "\n");
