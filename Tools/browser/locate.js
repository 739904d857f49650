// Where to touch a target, in the engine's own layout. Run by record.py in
// Chromium and by webkit_driver.py in WebKit, as an expression taking
// [selector, x, y, strict, interactive] and giving
// {found, topmost, x, y, hit, reason}.
// - selector: CSS, or a chain `host >> inner` through open shadow roots;
// - x, y: the point to check first, CSS px of the layout viewport;
// - strict: the target is content, so the point must not land inside an
//   interactive element (selector `interactive`) within the target.
// When the target is not topmost at x y, the closest point of a grid over
// its visible boxes where it is becomes the answer (topmost false, x y moved).
(function (args) {
  var selector = args[0], x0 = args[1], y0 = args[2], strict = args[3], interactive = args[4];
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
  var target;
  try { target = query(selector); } catch (e) { return { found: false, reason: "bad selector: " + e }; }
  if (!target) return { found: false, reason: "no element matches " + selector };
  var hit = deepHit(x0, y0);
  if (accepts(target, hit)) return { found: true, topmost: true, x: x0, y: y0, hit: describe(hit) };
  var first = describe(hit);
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
        if (accepts(target, deepHit(x, y))) { best = [x, y]; bestDistance = distance; }
      }
    }
  }
  if (!best) {
    return { found: true, topmost: false, hit: first,
      reason: "covered at its point by " + first + ", and nowhere topmost in its visible boxes" };
  }
  return { found: true, topmost: false, x: Math.round(best[0] * 100) / 100,
    y: Math.round(best[1] * 100) / 100, hit: first,
    reason: "covered at its point by " + first + "; touched " +
      (Math.round(bestDistance * 10) / 10) + " CSS px away, where it is topmost" };
})
