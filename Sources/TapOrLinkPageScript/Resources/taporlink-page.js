// TapOrLink page script: tells the overlay what lies under a finger.
// Inject it at document start in every frame. It answers `link` when the
// element under the point, or one of its ancestors, is interactive (a link,
// a button, a form control, an element with an onclick attribute or a
// click/touch/pointer/mouse listener added from script, role=link or
// role=button), else `content`; `unknown` when it cannot look. A <label>
// counts as its control would when that can send a form (a submit button),
// and a <summary> only opens its <details>: neither is a link by itself.
(function () {
  "use strict";
  if (window.__taporlinkPageScript) return;
  window.__taporlinkPageScript = true;
  var INTERACTIVE = 'a[href], area[href], button, input:not([type="hidden"]), select, ' +
    'textarea, [onclick], [role="link"], [role="button"]';
  var SENDS = 'button:not([type="button"]):not([type="reset"]), input[type="submit"], ' +
    'input[type="image"], [onclick]';
  var WATCHED = { click: 1, touchstart: 1, touchend: 1, pointerdown: 1, pointerup: 1,
    mousedown: 1, mouseup: 1 };
  var listened = new WeakSet();
  var addListener = EventTarget.prototype.addEventListener;
  // Elements that get a listener from script are interactive too; a listener
  // on the document, <html> or <body> covers everything and marks nothing.
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (WATCHED[type] === 1 && this instanceof Element &&
        this !== this.ownerDocument.documentElement && this !== this.ownerDocument.body) {
      listened.add(this);
    }
    return addListener.call(this, type, listener, options);
  };

  function kindOf(element) {
    for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
      if (node.matches(INTERACTIVE) || listened.has(node)) return "link";
      var control = node.tagName === "LABEL" ? node.control : null;
      if (control && (control.matches(SENDS) || listened.has(control))) return "link";
    }
    return "content";
  }

  // What lies under a viewport point of this frame, looking into same-origin
  // frames (a cross-origin frame answers for itself, or not at all).
  function kindAt(doc, x, y, depth) {
    var element = doc.elementFromPoint(x, y);
    if (!element) return "unknown";
    if ((element.tagName === "IFRAME" || element.tagName === "FRAME") && depth < 8) {
      var inner = null;
      try { inner = element.contentDocument; } catch (e) { inner = null; }
      if (!inner) return "unknown";
      var box = element.getBoundingClientRect();
      return kindAt(inner, x - box.left - element.clientLeft, y - box.top - element.clientTop,
        depth + 1);
    }
    return kindOf(element);
  }

  // This frame's viewport point in the top frame's viewport, or null when an
  // ancestor frame is cross-origin.
  function toTop(x, y) {
    var win = window;
    for (var depth = 0; win !== win.parent && depth < 8; depth++) {
      var frame = null;
      try { frame = win.frameElement; } catch (e) { frame = null; }
      if (!frame) return null;
      var box = frame.getBoundingClientRect();
      x += box.left + frame.clientLeft;
      y += box.top + frame.clientTop;
      win = win.parent;
    }
    return { x: x, y: y };
  }

  function post(kind, point, phase) {
    var message = { kind: kind, x: point.x, y: point.y, phase: phase };
    var handlers = window.webkit && window.webkit.messageHandlers;
    if (handlers && handlers.taporlink) {
      handlers.taporlink.postMessage(message);
      return;
    }
    // No message handler: a hidden frame loads the bridge URL, which the web
    // view's navigation delegate sees (a subframe request) and blocks.
    var frame = document.createElement("iframe");
    frame.style.display = "none";
    frame.src = "taporlink://answer?kind=" + kind + "&x=" + point.x + "&y=" + point.y +
      "&phase=" + phase;
    (document.body || document.documentElement).appendChild(frame);
    setTimeout(function () { frame.remove(); }, 0);
  }

  function onTouch(phase) {
    return function (event) {
      var touch = event.changedTouches && event.changedTouches[0];
      if (!touch) return;
      var top = toTop(touch.clientX, touch.clientY);
      if (top) post(kindAt(document, touch.clientX, touch.clientY, 0), top, phase);
    };
  }
  addListener.call(window, "touchstart", onTouch("start"), { capture: true, passive: true });
  addListener.call(window, "touchend", onTouch("end"), { capture: true, passive: true });

  // On demand, from the app (evaluateJavaScript) in the top frame's viewport
  // coordinates: posts the answer and returns its kind.
  window.taporlink = {
    answerAt: function (x, y) {
      var kind = kindAt(document, x, y, 0);
      post(kind, { x: x, y: y }, "demand");
      return kind;
    }
  };
})();
