// TapOrLink page script: tells the overlay what lies under a finger.
// Inject it at document start in every frame. Docs/Integration.md says what
// it answers and where it cannot be right.
//
// At touchstart and touchend it answers `content` only when no interactive
// element (a link, a button, a form control, a label, a summary, an element
// with an onclick attribute or a click/touch/pointer/mouse listener added
// from script, role=link or role=button) is within the browser's
// touch-adjustment reach of the point: a browser moves a tap onto a link a
// few screen pixels away. Near one it answers `link` (the window stays
// open), and when the browser then clicks, it answers from what the click
// really activated and what the page did with it. It judges as soon as that
// is known: at once for a link on the click's path (but one to the
// document's own URL); when the click has reached the window again (every
// handler on the path has run, with the microtasks they queued) for
// everything else, except a button that sends its form, judged when the
// form's submit has reached the window; and, when a handler stopped the
// click or the submit on its way, once the click's task is done (a task
// posted from the capturing click listener):
// - `link`: a link (a[href], area[href], role=link) is on the click's
//   composed path, however deep (a control inside a link is a link; a
//   `javascript:` link whose script does nothing, `javascript:;` or
//   `javascript:void(0)`, is none; a link to the document's own URL,
//   fragment included, is one only if no handler prevented its default),
//   or during the click the page navigated: a `submit` nobody prevented,
//   form.submit(), window.open, history.pushState/replaceState, or the
//   Navigation API's `navigate` event (after a link to the document's own
//   URL: to another URL);
// - `control`, with `control: KIND`, when the first control on the path is
//   a `field` (text-like input, textarea, contenteditable, role=textbox),
//   a `toggle` (checkbox, radio, a details' summary, role=checkbox/radio/
//   switch), a `button` (button, input button/submit/reset/image,
//   role=button), a `select` (select, role=listbox/combobox) or `other` (a
//   label: its control's kind; input range/color/file; a small element with
//   its own click listener); also `other` when nothing on the path is a
//   control but the page reacted: it changed the DOM while handling the
//   click, or prevented the click's default (so a link to the document's
//   own URL that a router kept from the browser, and that went nowhere
//   else, is `other`: it navigates nowhere). A listener on an app's root
//   (delegation) alone makes nothing a control: what the page did decides;
// - else `content`.
// `unknown` when it cannot look.
// A mouse's or pen's click with no touch in the second before it is judged
// the same way at its own point (no touchend answered for it); a
// keyboard's click (Enter, Space, element.click()) gets no answer.
// The touchstart answer also says what the touch-down ends, when it ends
// something rather than taps: `ends: "scroll"` when the page was scrolling
// on its own (coasting after a flick, a smooth scroll still running) with
// no other finger down, else `ends: "selection"` when a text selection
// showed (see "What a touch-down ends" below).
(function () {
  "use strict";
  if (window.__taporlinkPageScript) return;
  window.__taporlinkPageScript = true;
  var INTERACTIVE = 'a[href], area[href], button, input:not([type="hidden"]), select, ' +
    'textarea, label, summary, [onclick], [role="link"], [role="button"]';
  // An element holding one of these is a container, not a control.
  var CONTROLS = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea';
  var WATCHED = { click: 1, touchstart: 1, touchend: 1, pointerdown: 1, pointerup: 1,
    mousedown: 1, mouseup: 1 };
  // How far a browser moves a tap, in screen pixels (Chromium was seen
  // moving taps up to 16 px; this keeps a margin).
  var REACH = 24;
  // How far a finger may travel before it lifts and still taps (the
  // engine's default slop, 10 points): a touchstart answer is about where
  // the finger came down, and the engine keeps a touchstart `content`
  // answer for the lift, so it looks this much farther.
  var TRAVEL = 10;
  // A listener on an element holding a link or a control, more than this
  // many elements, or covering more than this share of the viewport, is
  // delegation (a framework's root, a list's handler for its items), not a
  // control.
  var DELEGATE_ELEMENTS = 12;
  var DELEGATE_AREA = 0.25;
  // How long after touchend the browser's click still belongs to it.
  var CLICK_WAIT_MS = 1000;
  var MAX_TRACKED = 4096;

  var listened = new WeakSet();
  var listenedList = [];
  var shadowRoots = [];
  var addListener = EventTarget.prototype.addEventListener;
  var removeListener = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (WATCHED[type] === 1 && this instanceof Element && !listened.has(this) &&
        this !== this.ownerDocument.documentElement && this !== this.ownerDocument.body) {
      listened.add(this);
      if (listenedList.length < MAX_TRACKED) listenedList.push(this);
    }
    return addListener.call(this, type, listener, options);
  };
  // Open shadow roots hold links too (web components); remember them.
  var attachShadow = Element.prototype.attachShadow;
  if (attachShadow) {
    Element.prototype.attachShadow = function (init) {
      var root = attachShadow.call(this, init);
      if (init && init.mode === "open" && shadowRoots.length < MAX_TRACKED) shadowRoots.push(root);
      if (init && init.mode === "open") {
        addListener.call(root, "scroll", onScroll, { capture: true, passive: true });
        addListener.call(root, "scrollend", onScrollEnd, { capture: true, passive: true });
      }
      return root;
    };
  }

  // Whether a script listener makes this element a control of its own.
  // It counts no further than DELEGATE_ELEMENTS + 1 of the element's
  // descendants (a collection's item N walks N elements; its length would
  // walk them all), so a walk up a deep path stays linear in its depth.
  function listenedControl(node) {
    if (!listened.has(node)) return false;
    if (node.getElementsByTagName("*")[DELEGATE_ELEMENTS]) return false;
    if (node.querySelector(CONTROLS) !== null) return false;
    var box = node.getBoundingClientRect();
    var view = window.innerWidth * window.innerHeight;
    return view <= 0 || box.width * box.height <= DELEGATE_AREA * view;
  }

  function parentOf(node) {
    if (node.parentElement) return node.parentElement;
    var parent = node.parentNode;
    return parent && parent.nodeType === 11 && parent.host ? parent.host : null;
  }

  // `link` when the element or an ancestor (through shadow roots) is
  // interactive, else `content`.
  function kindOf(element) {
    for (var node = element; node && node.nodeType === 1; node = parentOf(node)) {
      if (node === node.ownerDocument.body || node === node.ownerDocument.documentElement) continue;
      if (node.matches(INTERACTIVE) || listenedControl(node)) return "link";
    }
    return "content";
  }

  // Screen pixels a CSS pixel of this frame takes: below 1 on a page shown
  // zoomed out. The smallest of what the engine says, to stay safe.
  function screenScale() {
    var scale = window.visualViewport ? window.visualViewport.scale : 1;
    if (window.outerWidth > 0 && window.innerWidth > 0)
      scale = Math.min(scale, window.outerWidth / window.innerWidth);
    return scale > 0 && isFinite(scale) ? scale : 1;
  }

  function distance(box, x, y) {
    var dx = Math.max(box.left - x, 0, x - box.right);
    var dy = Math.max(box.top - y, 0, y - box.bottom);
    return Math.sqrt(dx * dx + dy * dy);
  }

  function near(element, x, y, reach) {
    var boxes = element.getClientRects();
    for (var i = 0; i < boxes.length; i++) {
      if (boxes[i].width > 0 && boxes[i].height > 0 && distance(boxes[i], x, y) <= reach) return true;
    }
    return false;
  }

  // Whether an interactive element of this frame is within the browser's
  // reach of x y (viewport CSS px), widened by `travel` screen pixels.
  function interactiveNear(x, y, travel) {
    var reach = (REACH + (travel || 0)) / screenScale();
    var roots = [document].concat(shadowRoots);
    for (var r = 0; r < roots.length; r++) {
      var found = roots[r].querySelectorAll(INTERACTIVE);
      for (var i = 0; i < found.length; i++) {
        var element = found[i];
        if (element === document.body || element === document.documentElement) continue;
        if (near(element, x, y, reach)) return true;
      }
    }
    for (var j = 0; j < listenedList.length; j++) {
      var node = listenedList[j];
      if (node.isConnected && near(node, x, y, reach) && listenedControl(node)) return true;
    }
    // What a link draws outside its own boxes (a block image inside an
    // inline link) is found by looking: points on two rings around x y.
    for (var ring = 1; ring <= 2; ring++) {
      for (var step = 0; step < 8; step++) {
        var angle = step * Math.PI / 4;
        var hit = hitAt(document, x + Math.cos(angle) * reach * ring / 2,
          y + Math.sin(angle) * reach * ring / 2);
        if (hit && kindOf(hit) === "link") return true;
      }
    }
    return false;
  }

  function hitAt(doc, x, y) {
    var element = doc.elementFromPoint(x, y);
    for (var depth = 0; element && element.shadowRoot && depth < 16; depth++) {
      var inner = element.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === element) break;
      element = inner;
    }
    return element;
  }

  // What a touch at a viewport point of this frame may activate, looking
  // into same-origin frames (a cross-origin frame answers for itself, or not
  // at all).
  function kindAt(doc, x, y, depth, travel) {
    var element = hitAt(doc, x, y);
    if (!element) return "unknown";
    if ((element.tagName === "IFRAME" || element.tagName === "FRAME") && depth < 8) {
      var inner = null;
      try { inner = element.contentDocument; } catch (e) { inner = null; }
      if (!inner) return "unknown";
      var box = element.getBoundingClientRect();
      var view = inner.defaultView;
      var innerX = x - box.left - element.clientLeft, innerY = y - box.top - element.clientTop;
      if (view && view.taporlink && view.taporlink.kindAt) {
        return view.taporlink.kindAt(innerX, innerY, travel);
      }
      return kindAt(inner, innerX, innerY, depth + 1, travel);
    }
    if (kindOf(element) === "link" || (doc === document && interactiveNear(x, y, travel))) {
      return "link";
    }
    return "content";
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

  // The top window's visual viewport, the part of its layout viewport the
  // web view shows: its offset and size in CSS px. The app maps an answer's
  // point into its view with them (Docs/Integration.md); null where the
  // engine has none.
  function visibleArea() {
    var viewport = null;
    try { viewport = window.top.visualViewport; } catch (e) { viewport = null; }
    if (!viewport || !(viewport.width > 0) || !(viewport.height > 0)) return null;
    return { left: viewport.offsetLeft, top: viewport.offsetTop,
      width: viewport.width, height: viewport.height };
  }

  // Posts an answer; `control` (a kind of control) only with kind `control`;
  // `ends` (what the touch-down ends: `scroll` or `selection`) only when
  // given, which only a touchstart answer does.
  function post(kind, point, phase, control, ends) {
    var message = { kind: kind, x: point.x, y: point.y, phase: phase };
    if (kind === "control" && control) message.control = control;
    if (ends) message.ends = ends;
    var area = visibleArea();
    if (area) {
      message.visualLeft = area.left;
      message.visualTop = area.top;
      message.visualWidth = area.width;
      message.visualHeight = area.height;
    }
    var handlers = window.webkit && window.webkit.messageHandlers;
    if (handlers && handlers.taporlink) {
      handlers.taporlink.postMessage(message);
      return;
    }
    // No message handler: a hidden frame loads the bridge URL, which the web
    // view's navigation delegate sees (a subframe request) and blocks.
    var frame = document.createElement("iframe");
    bridgeFrames.add(frame);
    frame.style.display = "none";
    frame.src = "taporlink://answer?kind=" + kind + "&x=" + point.x + "&y=" + point.y +
      "&phase=" + phase + (message.control ? "&control=" + message.control : "") +
      (message.ends ? "&ends=" + message.ends : "") +
      (area ? "&visualLeft=" + area.left + "&visualTop=" + area.top +
      "&visualWidth=" + area.width + "&visualHeight=" + area.height : "");
    (document.body || document.documentElement).appendChild(frame);
    setTimeout(function () { frame.remove(); }, 0);
  }

  // ---- What a touch-down ends ----
  // A touch that comes down while the page scrolls on its own (coasting
  // after a flick, a smooth scroll still running) stops that scroll, and
  // one that comes down while a text selection shows dismisses it: either
  // way the person meant no content tap. The touchstart answer says so with
  // `ends: "scroll"` or `ends: "selection"` (the scroll when both hold: it
  // is what the finger visibly stopped).

  // A scroll is running when the page moved this recently: scroll events
  // come once a rendered frame while a position changes (HTML's "run the
  // scroll steps"), every 16.7 ms at 60 Hz and 8.3 ms at 120 Hz, so a
  // coasting page was seen moving at most a frame ago; 100 ms is six frames
  // at 60 Hz, enough for a busy main thread that drops two or three, and
  // still shorter than a person's reaction to seeing the page stop (some
  // 200 ms): a touch this soon after the last movement was aimed at a
  // moving page.
  var SCROLL_RECENT_MS = 100;
  // A scroll event up to this long after the last finger lifted may still
  // be the finger's own drag (the browser scrolls off the main thread and
  // the page hears of it a frame or two later), not coasting: three frames
  // at 60 Hz. A coast runs hundreds of milliseconds, so its later events
  // still count; no finger lifts and comes down again this fast.
  var LIFT_SETTLE_MS = 50;
  // Where the browser fires `scrollend` (Chromium 114, Firefox 109), a
  // scroll that has not ended still runs when its frames come further
  // apart than SCROLL_RECENT_MS (a main thread busy with the page's own
  // work), up to this long after its last movement: a scrollend that never
  // came (a scroller removed mid-scroll) then stops counting.
  var SCROLL_UNENDED_MS = 500;
  var SCROLL_END = "onscrollend" in window;
  // How far up the frames a touchstart looks (as toTop does).
  var MAX_FRAME_DEPTH = 8;
  // How many ranges of a selection are looked at (only Firefox makes more
  // than one).
  var MAX_RANGES = 16;

  var now = function () { return Date.now(); }; // one clock for every frame
  var fingers = 0; // this frame's fingers down, after its last touch event
  var liftedAt = -Infinity; // when this frame's last finger lifted
  var pageMovedAt = -Infinity; // when the document last moved with no finger down
  var pageEndedAt = -Infinity; // when its last scroll ended (scrollend)
  var elementMovedAt = new WeakMap(); // a scroller of this frame: when it last did
  var elementEndedAt = new WeakMap();

  // The page moved: a scroll event (the document's, an element's, the
  // visual viewport's). Only a move with no finger of this frame down can
  // be a scroll on its own.
  function onScroll(event) {
    if (fingers > 0) return;
    var target = event.target;
    if (target && target.nodeType === 1) elementMovedAt.set(target, now());
    else pageMovedAt = now();
  }

  function onScrollEnd(event) {
    var target = event.target;
    if (target && target.nodeType === 1) elementEndedAt.set(target, now());
    else pageEndedAt = now();
  }

  function countFingers(event) {
    fingers = event.touches ? event.touches.length : 0;
    if (fingers === 0 && (event.type === "touchend" || event.type === "touchcancel")) liftedAt = now();
  }

  // What this frame knows of movement under `node` (an element of this
  // frame, or null): of the document and the scrollers holding the node,
  // the one that last moved with no finger down, when it did and when its
  // scroll last ended; and this frame's fingers and last lift. One walk up
  // the node's ancestors, through shadow roots.
  function motionAt(node) {
    var moved = pageMovedAt, ended = pageEndedAt;
    for (var depth = 0; node && node.nodeType === 1 && depth < 4096; depth++, node = parentOf(node)) {
      var at = elementMovedAt.get(node);
      if (at !== undefined && at > moved) {
        moved = at;
        ended = elementEndedAt.has(node) ? elementEndedAt.get(node) : -Infinity;
      }
    }
    return { fingers: fingers, liftedAt: liftedAt, movedAt: moved, endedAt: ended };
  }

  // Whether a text selection shows in `doc`: a selection that is not
  // collapsed, or a focused input or textarea with some of its text
  // selected (which a document's selection does not show in every engine).
  function selectionShows(doc) {
    var selection = null;
    try { selection = doc.getSelection(); } catch (e) { selection = null; }
    if (selection && !selection.isCollapsed) {
      for (var i = 0; i < selection.rangeCount && i < MAX_RANGES; i++) {
        if (!selection.getRangeAt(i).collapsed) return true;
      }
    }
    var active = doc.activeElement;
    for (var depth = 0; active && active.shadowRoot && active.shadowRoot.activeElement && depth < 16; depth++) {
      active = active.shadowRoot.activeElement;
    }
    if (!active || (active.localName !== "input" && active.localName !== "textarea")) return false;
    var start = null, end = null;
    try { start = active.selectionStart; end = active.selectionEnd; } catch (e) { return false; }
    return typeof start === "number" && typeof end === "number" && start !== end;
  }

  // What this touchstart ends, or null: this frame and its same-origin
  // ancestors up to the top are asked (a scroll of the top document moves a
  // frame's content too). Not while another finger is down: a touch during
  // a drag is no touch on a page scrolling on its own.
  function endsOf(event) {
    var touched = event.composedPath ? event.composedPath()[0] : event.target;
    var others = (event.touches ? event.touches.length : 0) - event.changedTouches.length;
    var lift = -Infinity, moved = -Infinity, ended = -Infinity, fingerDown = others > 0, selected = false;
    var win = window, node = touched && touched.nodeType === 1 ? touched : null;
    for (var depth = 0; depth <= MAX_FRAME_DEPTH; depth++) {
      var motion = null;
      if (win === window) {
        motion = motionAt(node);
      } else {
        try {
          var api = win.taporlink;
          motion = api && typeof api.motionAt === "function" ? api.motionAt(node) : null;
        } catch (e) { motion = null; }
      }
      if (motion) {
        if (win !== window && motion.fingers > 0) fingerDown = true;
        if (motion.liftedAt > lift) lift = motion.liftedAt;
        if (motion.movedAt > moved) {
          moved = motion.movedAt;
          ended = motion.endedAt;
        }
      }
      try { selected = selected || selectionShows(win.document); } catch (e) { /* cross-origin */ }
      if (win === win.parent) break;
      var frame = null;
      try { frame = win.frameElement; } catch (e) { frame = null; }
      if (!frame) break;
      node = frame;
      win = win.parent;
    }
    var since = now() - moved;
    var running = since <= SCROLL_RECENT_MS || (SCROLL_END && !(ended >= moved) && since <= SCROLL_UNENDED_MS);
    if (!fingerDown && running && moved - lift > LIFT_SETTLE_MS) return "scroll";
    return selected ? "selection" : null;
  }

  // A touchend near something interactive waits for the browser's click.
  var pending = null;
  // When the last touch started or ended: a click soon after is a touch's.
  var lastTouchAt = -Infinity;

  function onTouch(phase) {
    return function (event) {
      // Read before this touch counts as a finger down.
      var ends = phase === "start" && event.changedTouches ? endsOf(event) : null;
      countFingers(event);
      lastTouchAt = Date.now();
      var touch = event.changedTouches && event.changedTouches[0];
      if (!touch) return;
      var top = toTop(touch.clientX, touch.clientY);
      if (!top) return;
      var kind = kindAt(document, touch.clientX, touch.clientY, 0, phase === "start" ? TRAVEL : 0);
      pending = phase === "end" && kind === "link" ? { top: top, at: Date.now() } : null;
      post(kind, top, phase, null, ends);
    };
  }

  // ---- The click's answer ----
  // The browser's click says what the tap really activated (touch
  // adjustment included): the click's composed path, not the point's
  // element; and what the page did with it, seen once the click's dispatch
  // and default action are done.

  var FIELD_TYPES = { "": 1, text: 1, search: 1, email: 1, url: 1, tel: 1, password: 1, number: 1,
    date: 1, time: 1, "datetime-local": 1, month: 1, week: 1 };
  var TOGGLE_TYPES = { checkbox: 1, radio: 1 };
  var BUTTON_TYPES = { button: 1, submit: 1, reset: 1, image: 1 };
  var ROLE_KINDS = { textbox: "field", searchbox: "field", checkbox: "toggle", radio: "toggle",
    "switch": "toggle", button: "button", listbox: "select", combobox: "select" };
  var MAX_OBSERVED_ROOTS = 256;

  function isLink(node) {
    var name = node.localName;
    return ((name === "a" || name === "area") && node.hasAttribute("href")) ||
      node.getAttribute("role") === "link";
  }

  // A link the browser follows: not one whose URL is a script that does
  // nothing (`javascript:;`, `javascript:void(0)`, `javascript://comment`),
  // which loads nothing and changes nothing, so what the page's handlers did
  // decides, as for an element that is no link. A script that does
  // something is still a link: its code runs after the click, where the
  // answer cannot see it. Such an href is short: a longer one is never read
  // (the test stays linear).
  // The script is read as the browser runs it (the URL parser, then
  // HTML's javascript: URL rule): leading and trailing C0 controls and
  // spaces and every tab, LF and CR anywhere are dropped (`//a<LF>code` is
  // all comment); the rest after the scheme is percent-decoded and read as
  // UTF-8 (`%0A`, `%E2%80%A8` are line ends once decoded, and a raw U+2028
  // is one too). JavaScript's `\s` is its WhiteSpace and LineTerminator
  // sets exactly, and a `//` comment ends at a LineTerminator: LF, CR,
  // U+2028 or U+2029 (not U+0085 nor a vertical tab).
  var NOTHING_SCRIPT = /^\s*(?:void\s*\(?\s*0?\s*\)?\s*;?|;|\/\/[^\n\r\u2028\u2029]*)?\s*$/;
  var MAX_NOTHING_SCRIPT = 64;
  var utf8 = typeof TextDecoder === "function" ? new TextDecoder("utf-8", { ignoreBOM: true }) : null;
  function isFollowedLink(node) {
    if (!isLink(node)) return false;
    var href = node.getAttribute("href");
    if (href === null || href.length > MAX_NOTHING_SCRIPT) return true;
    // Most links are no script: a javascript: URL's first character, once
    // the leading controls and spaces the parser strips are gone, is j.
    if (!/^[\x00-\x20]*j/i.test(href)) return true;
    var script = scriptOf(href);
    return script === null || !NOTHING_SCRIPT.test(script);
  }

  // The script a `javascript:` URL runs, or null when the URL is no script
  // or cannot be read here (then the link is followed, the safe side).
  function scriptOf(href) {
    var url = href.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "").replace(/[\t\n\r]/g, "");
    if (!/^javascript:/i.test(url)) return null;
    var unreadable = false;
    var script = url.slice(11).replace(/(?:%[0-9a-fA-F]{2})+/g, function (run) {
      // A run of escapes is decoded as one (a character's UTF-8 bytes are
      // consecutive escapes); a byte that is no UTF-8 is U+FFFD, as in the
      // browser. A raw character stays as it is: the parser's encoding of it
      // decodes back to it.
      if (!utf8) { unreadable = true; return run; }
      var bytes = new Uint8Array(run.length / 3);
      for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.substr(3 * i + 1, 2), 16);
      return utf8.decode(bytes);
    });
    return unreadable ? null : script;
  }

  // The kind of control an element is, or null when it is none.
  function controlKind(node) {
    var name = node.localName;
    if (name === "input") {
      var type = (node.getAttribute("type") || "").toLowerCase();
      if (type === "hidden") return null;
      if (FIELD_TYPES[type] === 1) return "field";
      if (TOGGLE_TYPES[type] === 1) return "toggle";
      if (BUTTON_TYPES[type] === 1) return "button";
      return "other"; // range, color, file, and types a browser does not know
    }
    if (name === "textarea") return "field";
    if (name === "button") return "button";
    if (name === "select") return "select";
    if (name === "summary") return node.parentElement && node.parentElement.localName === "details" ? "toggle" : null;
    if (name === "label") {
      var control = node.control;
      if (!control) return null; // a label of nothing forwards nothing
      return (control !== node && controlKind(control)) || "other";
    }
    var role = node.getAttribute("role");
    if (role && ROLE_KINDS.hasOwnProperty(role)) return ROLE_KINDS[role];
    if (node.hasAttribute("contenteditable") && node.isContentEditable) return "field";
    if ((node.hasAttribute("onclick") || listened.has(node)) && listenedControl(node)) return "other";
    return null;
  }

  // The submit button (button, input submit/image) of a form that a click
  // on this control would press by its default action, or null: the
  // control itself, or a label's control.
  function submitterOf(node) {
    var name = node.localName;
    if (name === "label") {
      var control = node.control;
      return control && control !== node && control.localName !== "label" ? submitterOf(control) : null;
    }
    if (!node.form) return null;
    var type = (node.getAttribute("type") || "").toLowerCase();
    if (name === "button") return type === "" || type === "submit" ? node : null;
    return name === "input" && (type === "submit" || type === "image") ? node : null;
  }

  // Whether pressing this submit button sends its form: false when the
  // form's constraint validation will stop it (read from each field's
  // `validity`, which fires no event).
  var MAX_VALIDATED = 512;
  function willSubmit(submitter) {
    var form = submitter.form;
    if (!form || form.noValidate || submitter.formNoValidate) return !!form;
    var elements = form.elements;
    for (var i = 0; i < elements.length && i < MAX_VALIDATED; i++) {
      var element = elements[i];
      if (element.willValidate && element.validity && !element.validity.valid) return false;
    }
    return true;
  }

  // What the click's path holds: {link: the link} or {control: KIND,
  // submitter: the submit button it presses, or null} or {}. The whole
  // path, however deep the click's target lies: the browser follows a link
  // any number of elements above it. One pass, each element looked at once
  // (and each test on it bounded), so it is linear in the depth.
  function pathKind(path) {
    var control = null;
    var controlNode = null;
    for (var i = 0; i < path.length; i++) {
      var node = path[i];
      if (!node || node.nodeType !== 1) continue;
      if (node === node.ownerDocument.body || node === node.ownerDocument.documentElement) continue;
      if (isFollowedLink(node)) return { link: node }; // a control inside a link is a link
      if (control === null) {
        control = controlKind(node);
        controlNode = node;
      }
    }
    return control === null ? {} : { control: control, submitter: submitterOf(controlNode) };
  }

  // A link's URL when it is the document's own URL, fragment included, or
  // null. Activating it navigates nowhere: the browser's default reloads
  // the page or moves to the fragment it is at, but a router that prevents
  // it and stays (an "All" filter clicked while showing all) did what the
  // page did with the click, as for a control, and is no link. Read at the
  // click, before any handler runs (a router then changes the URL).
  function hereURL(link) {
    var url = link.href; // a and area; an SVG a has an object, role=link none
    return typeof url === "string" && url === link.ownerDocument.URL ? url : null;
  }

  // What the page does while a click is being judged. `judging` is the
  // click being judged, or null; the hooks below write into it.
  var judging = null;
  var bridgeFrames = new WeakSet();

  // A navigation the page started: `url` where it is known to stay in this
  // document (history.pushState/replaceState: the URL it moved to), null
  // for one that leaves it or opens another (form.submit, window.open).
  function navigated(how, url) { if (judging) judging.navigations.push({ how: how, url: url }); }

  addListener.call(window, "submit", function (event) {
    if (judging) judging.submits.push(event);
  }, { capture: true, passive: true });
  var formSubmit = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function () {
    navigated("form.submit", null);
    return formSubmit.apply(this, arguments);
  };
  var windowOpen = window.open;
  if (typeof windowOpen === "function") {
    window.open = function () {
      navigated("window.open", null);
      return windowOpen.apply(this, arguments);
    };
  }
  ["pushState", "replaceState"].forEach(function (name) {
    var original = history[name];
    if (typeof original !== "function") return;
    history[name] = function () {
      var result = original.apply(this, arguments); // one that throws moved nothing
      navigated(name, location.href);
      return result;
    };
  });
  var navigation = window.navigation;
  if (navigation && typeof navigation.addEventListener === "function") {
    navigation.addEventListener("navigate", function (event) {
      // A back or forward move (history.back()) is no link activation, and
      // the engine never counts one; whether its event comes before the
      // answer or after is the browser's timing, so it decides nothing.
      if (judging && event.navigationType !== "traverse") judging.navigateEvents.push(event);
    });
  }

  // The DOM changes while a click is judged: the document and its open
  // shadow roots, less this script's own bridge frames.
  var watcher = typeof MutationObserver === "function" ? new MutationObserver(function (records) {
    if (judging) judging.mutations += countChanges(records);
  }) : null;

  function countChanges(records) {
    var count = 0;
    for (var i = 0; i < records.length; i++) {
      var record = records[i];
      if (record.type === "childList" && onlyBridgeFrames(record.addedNodes) && onlyBridgeFrames(record.removedNodes)) continue;
      count++;
    }
    return count;
  }

  function onlyBridgeFrames(nodes) {
    for (var i = 0; i < nodes.length; i++) if (!bridgeFrames.has(nodes[i])) return false;
    return true;
  }

  function watch() {
    if (!watcher) return;
    var options = { childList: true, attributes: true, characterData: true, subtree: true };
    watcher.observe(document, options);
    for (var i = 0; i < shadowRoots.length && i < MAX_OBSERVED_ROOTS; i++) watcher.observe(shadowRoots[i], options);
  }

  // Runs `task` once the click's task is done: after its dispatch, its
  // default action and the microtasks they queued. Whichever comes first:
  // a MessageChannel message (a task; sooner than setTimeout's clamped 0)
  // or the next animation frame (a browser that has just handled a touch
  // often renders before it runs the next task, which can wait 10 ms then;
  // an animation frame callback runs at the start of that rendering).
  var channel = typeof MessageChannel === "function" ? new MessageChannel() : null;
  var afterTasks = [];
  if (channel) channel.port1.onmessage = function () { var task = afterTasks.shift(); if (task) task(); };
  function afterClick(task) {
    var done = false;
    function once() { if (!done) { done = true; task(); } }
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(once);
    if (channel) {
      afterTasks.push(once);
      channel.port2.postMessage(0);
    } else {
      setTimeout(once, 0);
    }
  }

  function judge(state) {
    if (watcher) {
      state.mutations += countChanges(watcher.takeRecords());
      watcher.disconnect();
    }
    if (judging === state) judging = null;
    var i;
    if (state.path.link) return { kind: "link" };
    // A link to this very URL: the browser follows it unless a handler
    // prevented its default; then only a navigation elsewhere makes it one
    // (a router's push or replace of this same URL moves nowhere).
    var here = state.path.here || null;
    if (here !== null && !state.event.defaultPrevented) return { kind: "link" };
    for (i = 0; i < state.navigations.length; i++) {
      if (here === null || state.navigations[i].url !== here) return { kind: "link" };
    }
    for (i = 0; i < state.submits.length; i++) {
      if (!state.submits[i].defaultPrevented) return { kind: "link" };
    }
    for (i = 0; i < state.navigateEvents.length; i++) {
      var move = state.navigateEvents[i];
      if (move.defaultPrevented) continue;
      var destination = move.destination;
      if (here === null || !destination || !destination.sameDocument || destination.url !== here) return { kind: "link" };
    }
    // It prevented the default and went nowhere: the page reacted.
    if (here !== null) return { kind: "control", control: "other" };
    if (state.path.control) return { kind: "control", control: state.path.control };
    if (state.mutations > 0 || state.event.defaultPrevented) return { kind: "control", control: "other" };
    return { kind: "content" };
  }

  // Judges a click and posts its answer, once.
  function finish(state) {
    if (state.answered) return;
    state.answered = true;
    var answer = judge(state);
    post(answer.kind, state.top, "click", answer.control);
  }

  // A keyboard's click (Enter or Space on a focused link or control; also
  // a script's element.click()): no pointer made it, so it is no touch's
  // and gets no answer, even just after a touch. A click is a PointerEvent
  // whose pointerType is "" then (Chromium, WebKit); where a click is a
  // plain MouseEvent, its detail (the click count) is 0.
  function isKeyboardClick(event) {
    if (typeof event.pointerType === "string") return event.pointerType === "";
    return event.detail === 0;
  }

  // A mouse's or pen's click with no touch before it (a mouse in
  // WebKitGTK; a trackpad on iPadOS with indirect input events): no
  // touchend answered for it, so its click is judged at its own point, as
  // a touch's click near something interactive is.
  function isPointerClick(event) {
    if (Date.now() - lastTouchAt <= CLICK_WAIT_MS) return false;
    if (typeof event.pointerType === "string") return event.pointerType === "mouse" || event.pointerType === "pen";
    return event.detail > 0;
  }

  function onClick(event) {
    var waiting = pending;
    pending = null;
    if (isKeyboardClick(event)) return;
    if (!waiting && isPointerClick(event)) {
      var top = toTop(event.clientX, event.clientY);
      if (top) waiting = { top: top, at: Date.now() };
    }
    if (!waiting || Date.now() - waiting.at > CLICK_WAIT_MS) return;
    var path = event.composedPath ? event.composedPath() : [];
    if (path.length === 0 || path[0].nodeType !== 1) {
      var node = event.target;
      if (!node || node.nodeType !== 1) return;
      for (path = []; node; node = parentOf(node)) path.push(node);
    }
    var kind = pathKind(path);
    var here = kind.link ? hereURL(kind.link) : null;
    if (here !== null) kind = { here: here };
    var state = { event: event, top: waiting.top, path: kind, navigations: [], submits: [],
      navigateEvents: [], mutations: 0, answered: false, form: null };
    if (judging) finish(judging);
    if (state.path.link) {
      // Nothing the page does can make a link to elsewhere less of one: a
      // router that prevents its default navigates to it, at once or once
      // it has loaded the route (after the click, unseen here).
      finish(state);
      return;
    }
    judging = state;
    watch();
    listenLast();
    afterClick(function () { finish(state); });
  }

  // The listeners that judge at the window's bubbling phase, added again at
  // each click (its capturing phase, before that bubbling phase runs) so
  // that they come after every listener the page added to the window.
  var BACK = { capture: false, passive: true };
  function listenLast() {
    removeListener.call(window, "click", onClickBack, BACK);
    removeListener.call(window, "submit", onSubmitBack, BACK);
    addListener.call(window, "click", onClickBack, BACK);
    addListener.call(window, "submit", onSubmitBack, BACK);
  }

  // The click back at the window, in its bubbling phase: every handler on
  // its path and the window's has run, and the microtasks they queued (a framework's
  // render), so what they did is known. A submit button's default action,
  // still to come, is its form's submit: unless the form's validation will
  // stop it, the answer waits for the submit event.
  function onClickBack(event) {
    var state = judging;
    if (!state || state.event !== event || state.answered) return;
    var submitter = state.path.submitter;
    if (submitter && !event.defaultPrevented && willSubmit(submitter)) {
      state.form = submitter.form;
      return;
    }
    finish(state);
  }

  // The form's submit back at the window: whether the page prevented it is
  // known.
  function onSubmitBack(event) {
    var state = judging;
    if (state && !state.answered && state.form && event.target === state.form) finish(state);
  }

  var options = { capture: true, passive: true };
  addListener.call(window, "touchstart", onTouch("start"), options);
  addListener.call(window, "touchend", onTouch("end"), options);
  addListener.call(window, "touchcancel", countFingers, options);
  // Scroll events do not bubble: caught on their way down, at the window
  // (the document's and its elements'), at each open shadow root (an
  // element's there does not leave it) and at the visual viewport (a
  // pinch-zoomed view panning).
  addListener.call(window, "scroll", onScroll, options);
  addListener.call(window, "scrollend", onScrollEnd, options);
  if (window.visualViewport) {
    addListener.call(window.visualViewport, "scroll", onScroll, options);
    addListener.call(window.visualViewport, "scrollend", onScrollEnd, options);
  }
  addListener.call(window, "click", onClick, options);

  // On demand, from the app (evaluateJavaScript) in the top frame's viewport
  // coordinates: posts the answer and returns its kind.
  window.taporlink = {
    answerAt: function (x, y) {
      var kind = kindAt(document, x, y, 0);
      post(kind, { x: x, y: y }, "demand");
      return kind;
    },
    kindAt: function (x, y, travel) { return kindAt(document, x, y, 0, travel); },
    // For a same-origin frame's touchstart: what this frame saw move.
    motionAt: function (node) { return motionAt(node && node.ownerDocument === document ? node : null); }
  };
})();

// ---- Same-document navigations (reporting; separate from the answers) ----
// Reports each move of the top document to a new URL without a new
// document: {navigation: KIND, url: ABSOLUTE-URL}, KIND one of fragment,
// push, replace, traverse (Docs/Integration.md). The earliest trusted
// signal is the Navigation API's `navigate` event (destination.sameDocument,
// navigationType, hashChange); without it, wrapped history.pushState and
// replaceState, and hashchange/popstate. Only the top frame reports: a
// frame's own moves (this script's hidden bridge frames among them) are not
// the web view's address. One report a navigation.
(function () {
  "use strict";
  if (window.__taporlinkNavigationReports || window !== window.top) return;
  window.__taporlinkNavigationReports = true;
  var MAX_URL = 8192;

  function postNavigation(kind, url) {
    if (typeof url !== "string" || url.length > MAX_URL) return;
    var handlers = window.webkit && window.webkit.messageHandlers;
    if (handlers && handlers.taporlink) {
      handlers.taporlink.postMessage({ navigation: kind, url: url });
      return;
    }
    var frame = document.createElement("iframe");
    frame.style.display = "none";
    frame.src = "taporlink://navigation?kind=" + kind + "&url=" + encodeURIComponent(url);
    (document.body || document.documentElement).appendChild(frame);
    setTimeout(function () { frame.remove(); }, 0);
  }

  var nav = window.navigation;
  if (nav && typeof nav.addEventListener === "function" && typeof NavigateEvent === "function") {
    nav.addEventListener("navigate", function (event) {
      var destination = event.destination;
      if (!destination || !destination.sameDocument) return;
      var type = event.navigationType;
      var kind = type === "traverse" ? "traverse" : type === "replace" ? "replace" :
        type === "push" ? (event.hashChange ? "fragment" : "push") : null;
      if (!kind) return;
      var url = destination.url;
      // Reported once the event is done: a page that cancels it did not move.
      Promise.resolve().then(function () {
        if (!event.defaultPrevented) postNavigation(kind, url);
      });
    });
    return;
  }

  // No Navigation API: the history calls, then the events. A fragment
  // navigation (a new entry) and a traverse (back or forward) both fire
  // popstate and hashchange; history.length alone cannot tell them apart
  // (it does not grow after a back move, nor at the browser's cap of 50
  // entries). What the page did says it: a call of history.back, forward
  // or go is a traverse; the activation of a link to this document's URL
  // with a fragment is a fragment navigation, whatever the length. Without
  // either (the app's own back, a script setting location.hash), a changed
  // length is a new entry, and an unchanged one a traverse.
  var lastLength = history.length;
  var SIGNAL_MS = 1000;
  var intent = null; // { kind: "traverse" } or { kind: "fragment", url }, with `at`
  function wrap(name, kind) {
    var original = history[name];
    if (typeof original !== "function") return;
    history[name] = function () {
      var result = original.apply(this, arguments);
      // Only a push adds an entry; a replace leaves the count to the
      // fragment navigation it may come between.
      if (kind === "push") lastLength = history.length;
      postNavigation(kind, location.href);
      return result;
    };
  }
  wrap("pushState", "push");
  wrap("replaceState", "replace");
  ["back", "forward", "go"].forEach(function (name) {
    var original = history[name];
    if (typeof original !== "function") return;
    history[name] = function () {
      intent = { kind: "traverse", at: Date.now() };
      return original.apply(this, arguments);
    };
  });

  // A link activated to a fragment of this document: its href, once the
  // click is done (a page that cancels it did not navigate by it).
  function withoutFragment(url) { return url.split("#")[0]; }
  window.addEventListener("click", function (event) {
    var path = event.composedPath ? event.composedPath() : [event.target];
    for (var i = 0; i < path.length && i < 64; i++) {
      var node = path[i];
      if (!node || node.nodeType !== 1) continue;
      var name = node.localName;
      if ((name !== "a" && name !== "area") || typeof node.href !== "string" || !node.hasAttribute("href")) continue;
      var href = node.href;
      if (href.indexOf("#") < 0 || withoutFragment(href) !== withoutFragment(location.href)) return;
      var target = node.getAttribute("target");
      if (target && target !== "_self" && target !== "_top" && target !== "_parent") return;
      var marked = { kind: "fragment", url: href, at: Date.now() };
      intent = marked;
      setTimeout(function () { if (event.defaultPrevented && intent === marked) intent = null; }, 0);
      return;
    }
  }, true);

  function kindOfMove(url) {
    var now = history.length;
    var changed = now !== lastLength;
    lastLength = now;
    var said = intent;
    intent = null;
    if (said && Date.now() - said.at <= SIGNAL_MS) {
      if (said.kind === "traverse") return "traverse";
      if (said.url === url) return "fragment";
    }
    return changed ? "fragment" : "traverse";
  }

  // A fragment navigation fires popstate (in current engines) and then
  // hashchange; a traverse fires popstate, and hashchange when only the
  // fragment differs: one report for the two.
  var popped = null;
  function settle() {
    if (popped === null) return;
    postNavigation(kindOfMove(popped), popped);
    popped = null;
  }
  window.addEventListener("popstate", function () {
    settle();
    popped = location.href;
    setTimeout(settle, 0);
  }, true);
  window.addEventListener("hashchange", function (event) {
    if (popped !== null) {
      settle();
      return;
    }
    var url = event.newURL || location.href;
    postNavigation(kindOfMove(url), url);
  }, true);
})();
