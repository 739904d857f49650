#!/usr/bin/env node
// Usage: node Tools/whatwg-origins.mjs CORPUS
//
// Prints, for each line of CORPUS (a JSON array: [input] or [input, base]),
// one JSON array [origin, scheme, username, password, host, pathname,
// search, hash, rewritable, href] as Node's built-in WHATWG `URL` reads the input
// (against base, when given): origin is "scheme://host[:port]" or null when
// the URL fails to parse or has an opaque origin; scheme is the parsed URL's
// scheme, or null when it fails to parse (and so are the other fields);
// host is host[:port]; rewritable is whether a document at base could have
// its URL rewritten to the input ("true" or "false", HTML's rule; null without a base or when
// the base does not parse).
// The URL differential test (Tests/TapOrLinkTests/URLDifferentialTests.swift)
// runs it; it needs Node 18 or later and nothing else.
import { readFileSync } from "node:fs";

const path = process.argv[2];
if (!path) {
  console.error("usage: node Tools/whatwg-origins.mjs CORPUS");
  process.exit(2);
}
// HTML's "can have its URL rewritten" (document URL page, target URL url).
function canHaveURLRewritten(page, url) {
  if (
    page.protocol !== url.protocol || page.username !== url.username ||
    page.password !== url.password || page.host !== url.host
  ) {
    return false;
  }
  if (url.protocol === "http:" || url.protocol === "https:") return true;
  if (url.protocol === "file:") return page.pathname === url.pathname;
  return page.pathname === url.pathname && page.search === url.search;
}

const lines = readFileSync(path, "utf8").split("\n").filter((line) => line.length > 0);
const out = [];
for (const line of lines) {
  const [input, base] = JSON.parse(line);
  let answer = [null, null, null, null, null, null, null, null, null, null];
  try {
    const url = base === undefined || base === null ? new URL(input) : new URL(input, base);
    const origin = url.origin === "null" ? null : url.origin;
    let rewritable = null;
    if (base !== undefined && base !== null) {
      const page = new URL(base);
      rewritable = String(canHaveURLRewritten(page, url));
    }
    answer = [
      origin, url.protocol.slice(0, -1), url.username, url.password, url.host, url.pathname,
      url.search, url.hash, rewritable, url.href,
    ];
  } catch {
    answer = [null, null, null, null, null, null, null, null, null, null];
  }
  out.push(JSON.stringify(answer));
}
process.stdout.write(out.join("\n") + "\n");
