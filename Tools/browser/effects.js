// The recorder's observer of what a page did after a touch: the browser's
// truth for a tap on the page's own control. record.py installs it at
// document start in the top frame only (Chromium: an init script;
// WebKitGTK: webkit_driver.py's user script in the driver's isolated world,
// which shares the DOM, not the page's scripts). It shares no code with the
// shipped page script, so that it can judge it.
//
// It keeps, with the page's clock (performance.now(), ms; the recorder adds
// performance.timeOrigin to put them on the wall clock), one entry each:
// - a click: the element it hit (`tag`), the control on its composed path
//   up to a link (`control`, named as targets.json's effects name them:
//   `button:submit`, `input:text`, `label`, `summary`, `role:button`, …, ""
//   for none) and whether its default was prevented (looked at in a task
//   after the click's dispatch);
// - a DOM change (childList, attributes, characterData) in the top document
//   and its open shadow roots; the changes a field makes to itself in the
//   moment after it lost the focus are left out (counted in `blur`);
// - the focus moving to an element: `focus` with the control's name, or
//   `focusOther` for an element that is no control;
// - the events input, change, toggle, submit, invalid, select, beforeinput.
//
// `mark()` starts the record afresh (the recorder calls it after the page's
// setup, so the changes the setup made are not the page's own pace);
// `read()` gives {origin, now, mark, entries, dropped, blur} as JSON text.
(function () {
  "use strict";
  if (window !== window.top || window.__taporlinkEffects) return;
  var MAX_ENTRIES = 20000;
  var MAX_PATH = 64;
  var MAX_SCAN = 4000;
  // How long after a field lost the focus its own changes are the blur's.
  var BLUR_MS = 100;
  var EVENTS = ["input", "change", "toggle", "submit", "invalid", "select", "beforeinput"];
  var WIDGET_ROLES = { button: 1, checkbox: 1, radio: 1, "switch": 1, textbox: 1, searchbox: 1, combobox: 1,
    listbox: 1, option: 1, menuitem: 1, menuitemcheckbox: 1, menuitemradio: 1, slider: 1, spinbutton: 1,
    tab: 1, treeitem: 1 };

  var entries = [];
  var dropped = 0;
  var blur = 0;
  var markedAt = performance.now();
  var blurred = null; // {field, at}: the field that lost the focus last
  var observed = new WeakSet();

  function add(entry) {
    if (entries.length < MAX_ENTRIES) entries.push(entry);
    else dropped++;
  }

  function tagOf(node) { return node && node.nodeType === 1 ? String(node.localName) : ""; }

  // The control an element is, named as targets.json's effects name it, or
  // "" when it is none.
  function controlName(node) {
    if (!node || node.nodeType !== 1) return "";
    var tag = node.localName;
    if (tag === "button") return "button:" + (node.type || "submit");
    if (tag === "input") return node.type === "hidden" ? "" : "input:" + (node.type || "text");
    if (tag === "select" || tag === "textarea") return tag;
    if (tag === "summary") return node.parentElement && node.parentElement.localName === "details" ? "summary" : "";
    if (tag === "label") return node.control ? "label" : "";
    var role = node.getAttribute("role");
    if (role && WIDGET_ROLES[role] === 1) return "role:" + role;
    if (node.hasAttribute("contenteditable") && node.isContentEditable) return "contenteditable";
    return "";
  }

  function isLink(node) {
    var tag = node.localName;
    return ((tag === "a" || tag === "area") && node.hasAttribute("href")) || node.getAttribute("role") === "link";
  }

  // The first control on a click's composed path, up to a link.
  function controlOnPath(path) {
    for (var i = 0; i < path.length && i < MAX_PATH; i++) {
      var node = path[i];
      if (!node || node.nodeType !== 1) continue;
      if (isLink(node)) return "";
      var name = controlName(node);
      if (name) return name;
    }
    return "";
  }

  function isField(node) {
    var name = controlName(node);
    return name === "textarea" || name === "contenteditable" ||
      (name.indexOf("input:") === 0 && name !== "input:checkbox" && name !== "input:radio");
  }

  // Whether a change belongs to a field's losing the focus: its own node,
  // or inside it, shortly after.
  function fromBlur(record, now) {
    if (!blurred || now - blurred.at > BLUR_MS) return false;
    var target = record.target;
    return target === blurred.field || (blurred.field.contains && blurred.field.contains(target));
  }

  var observer = new MutationObserver(function (records) {
    var now = performance.now();
    for (var i = 0; i < records.length; i++) {
      var record = records[i];
      if (fromBlur(record, now)) { blur++; continue; }
      add({ t: now, kind: "mutation", detail: record.type });
      if (record.type === "childList") {
        for (var j = 0; j < record.addedNodes.length; j++) watchShadows(record.addedNodes[j]);
      }
    }
  });
  var OPTIONS = { childList: true, attributes: true, characterData: true, subtree: true };

  // Open shadow roots at and under a node are observed too (a world of its
  // own cannot wrap the page's attachShadow, so it looks).
  function watchShadows(node) {
    if (!node || node.nodeType !== 1) return;
    var scanned = 0;
    var stack = [node];
    while (stack.length > 0 && scanned < MAX_SCAN) {
      var element = stack.pop();
      scanned++;
      var root = element.shadowRoot;
      if (root && !observed.has(root)) {
        observed.add(root);
        observer.observe(root, OPTIONS);
        for (var k = root.children.length - 1; k >= 0; k--) stack.push(root.children[k]);
      }
      for (var c = element.children.length - 1; c >= 0; c--) stack.push(element.children[c]);
    }
  }

  function begin() {
    observer.observe(document, OPTIONS);
    watchShadows(document.documentElement);
  }
  begin();

  var options = { capture: true, passive: true };
  addEventListener("click", function (event) {
    var path = event.composedPath ? event.composedPath() : [event.target];
    var entry = { t: performance.now(), kind: "click", tag: tagOf(path[0]), control: controlOnPath(path),
      prevented: false };
    add(entry);
    // Whether the page prevented the default is known once the click is done.
    setTimeout(function () { entry.prevented = !!event.defaultPrevented; }, 0);
  }, options);
  addEventListener("focusin", function (event) {
    var path = event.composedPath ? event.composedPath() : [event.target];
    var name = controlName(path[0]);
    add({ t: performance.now(), kind: name ? "focus" : "focusOther", tag: tagOf(path[0]), control: name });
  }, options);
  addEventListener("focusout", function (event) {
    var path = event.composedPath ? event.composedPath() : [event.target];
    if (isField(path[0])) blurred = { field: path[0], at: performance.now() };
  }, options);
  EVENTS.forEach(function (type) {
    addEventListener(type, function () { add({ t: performance.now(), kind: "event", detail: type }); }, options);
  });

  Object.defineProperty(window, "__taporlinkEffects", { value: {
    mark: function () {
      entries = [];
      dropped = 0;
      blur = 0;
      markedAt = performance.now();
      watchShadows(document.documentElement);
      return markedAt;
    },
    read: function () {
      return JSON.stringify({ origin: performance.timeOrigin, now: performance.now(), mark: markedAt,
        entries: entries, dropped: dropped, blur: blur });
    }
  } });
})();
