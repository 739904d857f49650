#!/usr/bin/env python3
"""Usage: check_report.py REPORT.html|PICTURE.svg [--screenshot OUT.png] [--expect-scenarios N]

Loads a `taporlink --format html` report, or a `taporlink draw` picture, in
headless Chromium (the system's `chromium`, driven by Playwright for Python;
no browser is downloaded). For a picture it checks that it renders with no
console errors and fetches nothing, and has a <title>, a <desc> and text.
For a report it checks that:
  - the page loads with no console errors and no failed requests (the
    report is self-contained: it must fetch nothing);
  - every scenario the summary counts has its section, each with a status,
    and each valid one with a timeline picture that has a <title>;
  - the "only failures" filter hides exactly the passed scenarios.
Takes a full-page screenshot when asked. Exit status 0 when every check
passes, 1 when one fails, 2 when something it needs is missing.
"""
import argparse
import pathlib
import re
import shutil
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report", type=pathlib.Path)
    parser.add_argument("--screenshot", type=pathlib.Path)
    parser.add_argument("--expect-scenarios", type=int)
    args = parser.parse_args()

    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("check_report: Playwright for Python is missing; install it with "
              "`pip install playwright` (no browser download needed: the system "
              "chromium is used)", file=sys.stderr)
        return 2
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("check_report: no `chromium` on PATH; install the system package "
              "(e.g. `apt-get install chromium`)", file=sys.stderr)
        return 2
    if not args.report.is_file():
        print(f"check_report: {args.report}: no such file", file=sys.stderr)
        return 2

    problems: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1100, "height": 900})
        console_errors: list[str] = []
        page.on("console", lambda m: console_errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: console_errors.append(str(e)))
        requests: list[str] = []
        page.on("request", lambda r: requests.append(r.url))
        url = args.report.resolve().as_uri()
        page.goto(url, wait_until="load")

        if console_errors:
            problems.append(f"console errors: {console_errors}")
        outside = [r for r in requests if r != url and not r.startswith("data:")]
        if outside:
            problems.append(f"the report fetched other resources: {outside}")

        if args.report.suffix == ".svg":
            problems += check_picture(page)
            if args.screenshot:
                # A full-page screenshot of an SVG document never settles in
                # Chromium; the picture's own element is the whole page.
                page.set_viewport_size({"width": 1000, "height": 1000})
                page.screenshot(path=str(args.screenshot))
            browser.close()
            return report(problems, args, "1 picture")

        summary = page.text_content("#summary") or ""
        match = re.match(r"(\d+) passed, (\d+) failed", summary)
        if not match:
            problems.append(f"no summary line; found {summary!r}")
            counted = None
        else:
            counted = int(match.group(1)) + int(match.group(2))
        sections = page.query_selector_all("section.scenario")
        if counted is not None and len(sections) != counted:
            problems.append(f"summary counts {counted} scenarios, page shows {len(sections)}")
        if args.expect_scenarios is not None and len(sections) != args.expect_scenarios:
            problems.append(f"expected {args.expect_scenarios} scenarios, page shows {len(sections)}")
        passed = 0
        for section in sections:
            status = section.get_attribute("data-status")
            name = (section.query_selector("h2").text_content() or "").strip()
            if status not in ("passed", "failed", "error"):
                problems.append(f"scenario {name!r} has no status")
            if status == "passed":
                passed += 1
            if status != "error":
                svg = section.query_selector("figure.timeline svg")
                if svg is None or svg.query_selector("title") is None:
                    problems.append(f"scenario {name!r} has no timeline picture with a title")
                elif svg.bounding_box() is None or svg.bounding_box()["height"] < 50:
                    problems.append(f"scenario {name!r}: its timeline is not rendered")

        page.check("#only-failures")
        visible = [s for s in sections if s.is_visible()]
        if len(visible) != len(sections) - passed:
            problems.append(
                f"the failures filter shows {len(visible)} scenarios; expected {len(sections) - passed}")
        page.uncheck("#only-failures")

        if args.screenshot:
            page.screenshot(path=str(args.screenshot))  # the first screen: a full page of the whole corpus is too tall for Chromium to capture
        browser.close()

    return report(problems, args, f"{len(sections)} scenarios")


def check_picture(page) -> list[str]:
    """The problems of a timeline picture loaded as the page."""
    problems = []
    svg = page.query_selector("svg")
    if svg is None:
        return ["no <svg> element"]
    box = svg.bounding_box()
    if box is None or box["height"] < 50 or box["width"] < 200:
        problems.append(f"the picture does not render at a readable size: {box}")
    for name in ("title", "desc"):
        element = svg.query_selector(name)
        if element is None or not (element.text_content() or "").strip():
            problems.append(f"the picture has no <{name}>")
    if len(svg.query_selector_all("text")) < 3:
        problems.append("the picture has almost no text")
    if svg.query_selector("script") is not None:
        problems.append("the picture holds a script")
    return problems


def report(problems: list[str], args, what: str) -> int:
    if problems:
        for problem in problems:
            print(f"check_report: {problem}", file=sys.stderr)
        return 1
    print(f"check_report: {args.report}: {what}, no console errors"
          + (f", screenshot in {args.screenshot}" if args.screenshot else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
