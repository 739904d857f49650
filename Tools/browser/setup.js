// A targets file's setup step in an engine with no automation API
// (webkit_driver.py): fill the first element matching `fill` (through open
// shadow roots) with `text` as typing would (input events through the
// value setter the frameworks watch), then press `press` in it (keydown,
// keypress, keyup with key, code, keyCode and which set). Takes
// [fill, text, press]; gives null when done, else why not.
(function (args) {
  var chain = args[0], text = args[1], press = args[2];
  function query(selector) {
    var root = document, element = null;
    var parts = selector.split(" >> ");
    for (var i = 0; i < parts.length; i++) {
      element = root.querySelector(parts[i]);
      if (!element) return null;
      root = element.shadowRoot || element;
    }
    return element;
  }
  function deepQuery(root, selector) {
    var found = root.querySelector(selector);
    if (found) return found;
    var all = root.querySelectorAll("*");
    for (var i = 0; i < all.length; i++) {
      if (all[i].shadowRoot) {
        found = deepQuery(all[i].shadowRoot, selector);
        if (found) return found;
      }
    }
    return null;
  }
  var element;
  try {
    element = chain.indexOf(" >> ") >= 0 ? query(chain) : deepQuery(document, chain);
  } catch (e) { return "bad selector " + chain + ": " + e; }
  if (!element) return "no element matches " + chain;
  element.focus();
  if (text !== null && text !== undefined) {
    var proto = Object.getPrototypeOf(element);
    var descriptor = null;
    for (var p = proto; p && !descriptor; p = Object.getPrototypeOf(p))
      descriptor = Object.getOwnPropertyDescriptor(p, "value");
    if (descriptor && descriptor.set) descriptor.set.call(element, text);
    else element.value = text;
    element.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, data: text,
      inputType: "insertText" }));
    element.dispatchEvent(new Event("change", { bubbles: true, composed: true }));
  }
  if (press) {
    var codes = { Enter: 13, Tab: 9, Escape: 27 };
    var code = codes[press] || 0;
    ["keydown", "keypress", "keyup"].forEach(function (type) {
      var event = new KeyboardEvent(type, { key: press, code: press, bubbles: true,
        cancelable: true, composed: true });
      Object.defineProperty(event, "keyCode", { get: function () { return code; } });
      Object.defineProperty(event, "which", { get: function () { return code; } });
      Object.defineProperty(event, "charCode", { get: function () { return type === "keypress" ? code : 0; } });
      element.dispatchEvent(event);
    });
  }
  return null;
})
