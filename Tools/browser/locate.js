// Where to touch a target, in the engine's own layout. Run by record.py in
// Chromium and by webkit_driver.py in WebKit, as an expression taking
// [selector, x, y, strict, interactive, pixel] and giving
// {found, topmost, x, y, hit, reason}.
// - selector: CSS, or a chain `host >> inner` through open shadow roots;
// - x, y: the point to check first, CSS px of the layout viewport;
// - strict: the target is content, so the point must not land inside an
//   interactive element (selector `interactive`) within the target.
// - pixel: 0, or the screen scale of an engine that takes a touch at whole
//   screen pixels (WebKitGTK drops the fraction of a touch's screen point,
//   and its mouse events the fraction of the CSS point): then the target
//   must be topmost over the whole screen pixel that holds the point, where
//   the engine's touch and click really land, not only at the point.
// When the target is not topmost at x y, the closest point of a grid over
// its visible boxes where it is becomes the answer (topmost false, x y moved).
(function (args) {
  var selector = args[0], x0 = args[1], y0 = args[2], strict = args[3], interactive = args[4];
  var pixel = args[5] > 0 ? args[5] : 0;
  function query(chain) {
    var root = document, element = null;
    var parts = chain.split(" >> ");
    for (var i = 0; i < parts.length; i++) {
      element = root.querySelector(parts[i]);
      if (!element) return null;
      root = element.shadowRoot || element;
    }
    return element;
  }
  function deepHit(x, y) {
    var element = document.elementFromPoint(x, y);
    for (var depth = 0; element && element.shadowRoot && depth < 16; depth++) {
      var inner = element.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === element) break;
      element = inner;
    }
    return element;
  }
  function parentOf(node) {
    return node.parentNode && node.parentNode.nodeType === 11 ? node.parentNode.host : node.parentNode;
  }
  function describe(element) {
    if (!element) return null;
    var text = element.tagName.toLowerCase();
    if (element.id) text += "#" + element.id;
    else if (typeof element.className === "string" && element.className.trim())
      text += "." + element.className.trim().split(/\s+/).slice(0, 2).join(".");
    return text;
  }
  function accepts(target, hit) {
    for (var node = hit; node; node = parentOf(node)) {
      if (node === target) return true;
      if (strict && node.nodeType === 1 && node.matches(interactive)) return false;
    }
    return false;
  }
  // The points a touch at x y reaches: x y itself, and with `pixel` the
  // corners of its whole screen pixel and the CSS point's whole part.
  function reached(x, y) {
    if (!pixel) return [[x, y]];
    var left = Math.floor(x * pixel) / pixel, top = Math.floor(y * pixel) / pixel;
    var side = 1 / pixel - 0.01;
    return [[x, y], [left, top], [left + side, top], [left, top + side], [left + side, top + side],
      [Math.floor(left), Math.floor(top)]];
  }
  function topmostAt(target, x, y) {
    var points = reached(x, y);
    for (var i = 0; i < points.length; i++) {
      var hit = deepHit(points[i][0], points[i][1]);
      if (!accepts(target, hit)) return { ok: false, hit: hit, partly: i > 0 };
    }
    return { ok: true };
  }
  var target;
  try { target = query(selector); } catch (e) { return { found: false, reason: "bad selector: " + e }; }
  if (!target) return { found: false, reason: "no element matches " + selector };
  var atPoint = topmostAt(target, x0, y0);
  if (atPoint.ok) return { found: true, topmost: true, x: x0, y: y0, hit: describe(deepHit(x0, y0)) };
  var first = describe(atPoint.hit);
  var covered = atPoint.partly ? "covered in the screen pixel its point is in by " : "covered at its point by ";
  var width = window.innerWidth, height = window.innerHeight;
  var rects = target.getClientRects();
  var best = null, bestDistance = Infinity, tried = 0;
  for (var r = 0; r < rects.length && tried < 4000; r++) {
    var box = rects[r];
    var left = Math.max(box.left, 0), right = Math.min(box.right, width);
    var top = Math.max(box.top, 0), bottom = Math.min(box.bottom, height);
    if (right - left < 1 || bottom - top < 1) continue;
    var stepX = Math.max(2, (right - left) / 24), stepY = Math.max(2, (bottom - top) / 24);
    for (var y = top + stepY / 2; y < bottom; y += stepY) {
      for (var x = left + stepX / 2; x < right; x += stepX) {
        tried++;
        var distance = Math.hypot(x - x0, y - y0);
        if (distance >= bestDistance) continue;
        if (topmostAt(target, x, y).ok) { best = [x, y]; bestDistance = distance; }
      }
    }
  }
  if (!best) {
    return { found: true, topmost: false, hit: first,
      reason: covered + first + ", and nowhere topmost in its visible boxes" };
  }
  return { found: true, topmost: false, x: Math.round(best[0] * 100) / 100,
    y: Math.round(best[1] * 100) / 100, hit: first,
    reason: covered + first + "; touched " +
      (Math.round(bestDistance * 10) / 10) + " CSS px away, where it is topmost" };
})
