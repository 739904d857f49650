// usage: swift run taporlink-demo PAGE.html [--tap X,Y]... [--screenshot FILE.png]
//
// A GTK window showing a page in a WebKitGTK web view connected to
// TapOrLink (GTKWebViewConnection), the decisions listed beside it as they
// come: touch the page (a touch screen, or --tap) and watch. Links load
// (the decider allows them); the list says what each tap was.
//   --tap X,Y            after the page has loaded, tap there (web view
//                        pixels), 1.5 s apart; repeatable
//   --screenshot FILE    after the taps, save the window as PNG and quit
// Under Xvfb: xvfb-run -a -s "-screen 0 800x700x24" swift run taporlink-demo …
import CWebKitGTK
import Foundation
import TapOrLink
import TapOrLinkGTK

let usage = "usage: swift run taporlink-demo PAGE.html [--tap X,Y]... [--screenshot FILE.png]"

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("taporlink-demo: \(message)\n".utf8))
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var page: String?
var taps: [(Double, Double)] = []
var screenshot: String?
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--tap":
    let parts = (arguments.isEmpty ? "" : arguments.removeFirst()).split(separator: ",")
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
      fail("--tap takes X,Y\n\(usage)")
    }
    taps.append((x, y))
  case "--screenshot":
    guard !arguments.isEmpty else { fail("--screenshot takes a file\n\(usage)") }
    screenshot = arguments.removeFirst()
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    guard page == nil, !argument.hasPrefix("-") else {
      fail("unknown argument \(argument)\n\(usage)")
    }
    page = argument
  }
}
guard let page else { fail(usage) }
let url: String
if page.contains("://") {
  url = page
} else {
  guard FileManager.default.fileExists(atPath: page) else { fail("no such page: \(page)") }
  url = URL(fileURLWithPath: page).standardizedFileURL.absoluteString
}
guard gtk_init_check(nil, nil) != 0 else {
  fail("no display; run it under xvfb-run -a, or on a desktop")
}

/// The window: the web view on the left, the decisions on the right.
@MainActor
final class Demo {
  let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
  let list = gtk_list_box_new()!
  let view: UnsafeMutablePointer<WebKitWebView>
  var connection: GTKWebViewConnection?
  var touchUp: Double?
  var count = 0

  init() {
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, "TapOrLink in WebKitGTK")
    gtk_window_set_default_size(gtkWindow, 760, 660)
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    let webWidget = webkit_web_view_new()!
    view = UnsafeMutableRawPointer(webWidget).assumingMemoryBound(to: WebKitWebView.self)
    gtk_widget_set_size_request(webWidget, 360, 640)
    let side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    let title = gtk_label_new(nil)!
    gtk_label_set_markup(
      UnsafeMutableRawPointer(title).assumingMemoryBound(to: GtkLabel.self),
      "<b>TapOrLink, live</b>\nEach touch on the page, as the engine decided it:")
    gtk_label_set_xalign(UnsafeMutableRawPointer(title).assumingMemoryBound(to: GtkLabel.self), 0)
    let scroller = gtk_scrolled_window_new(nil, nil)!
    gtk_widget_set_size_request(scroller, 380, 600)
    gtk_container_add(container(scroller), list)
    gtk_box_pack_start(boxed(side), title, 0, 0, 4)
    gtk_box_pack_start(boxed(side), scroller, 1, 1, 0)
    gtk_box_pack_start(boxed(box), webWidget, 0, 0, 0)
    gtk_box_pack_start(boxed(box), side, 1, 1, 0)
    gtk_container_add(container(window), box)
    gtk_widget_show_all(window)
    let settings = webkit_web_view_get_settings(view)
    webkit_settings_set_hardware_acceleration_policy(
      settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
    do {
      let connection = try GTKWebViewConnection(webView: view, firstPage: url)
      connection.touchObserver = { [weak self] phase, _ in
        if phase == .up { self?.touchUp = monotonicMilliseconds() }
      }
      connection.overlay.addObserver { [weak self] event in
        guard let self, let decision = event.decision else { return }
        self.show(decision)
      }
      self.connection = connection
    } catch {
      fail("the engine refused its setup: \(error)")
    }
  }

  private func container(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
    GtkContainer
  > {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self)
  }

  private func boxed(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
  }

  /// One line a decision: what, where, how long after touch-up it reached
  /// this observer, and the rule.
  func show(_ decision: Decision) {
    count += 1
    let after = touchUp.map {
      String(format: " · %.1f ms after touch-up", monotonicMilliseconds() - $0)
    }
    let what: String
    switch decision.outcome {
    case .tap(_, let point): what = "tap on the content at \(Int(point.x)), \(Int(point.y))"
    case .link(let request): what = "link to \(request.url)"
    case .control(_, _, let kind): what = "the page's own control (\(kind.rawValue))"
    default: what = decision.outcome.kind.name
    }
    let text =
      "\(count). <b>\(decision.outcome.kind.name)</b>: \(escaped(what))\(after ?? "")\n<small>\(escaped(decision.explanation))</small>"
    let label = gtk_label_new(nil)!
    let gtkLabel = UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self)
    gtk_label_set_markup(gtkLabel, text)
    gtk_label_set_xalign(gtkLabel, 0)
    gtk_label_set_line_wrap(gtkLabel, 1)
    gtk_label_set_max_width_chars(gtkLabel, 48)
    gtk_list_box_insert(
      UnsafeMutableRawPointer(list).assumingMemoryBound(to: GtkListBox.self), label, -1)
    gtk_widget_show_all(list)
    print("\(count). \(decision.outcome)")
  }

  private func escaped(_ text: String) -> String {
    guard let chars = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(chars) }
    return String(cString: chars)
  }

  func load() { webkit_web_view_load_uri(view, url) }

  /// Plays the taps, then saves the window.
  func play(_ taps: [(Double, Double)], screenshot: String?) {
    let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    var remaining = taps
    func next() {
      guard !remaining.isEmpty else {
        if let screenshot { MainLoop.after(1_000) { self.save(screenshot) } }
        return
      }
      let (x, y) = remaining.removeFirst()
      SyntheticTouches.send(to: widget, .down, finger: 1, x: x, y: y)
      MainLoop.after(60) {
        SyntheticTouches.send(to: widget, .up, finger: 1, x: x, y: y)
        MainLoop.after(1_500) { next() }
      }
    }
    MainLoop.after(1_500) { next() }  // the page has loaded and settled
  }

  func save(_ path: String) {
    guard let gdkWindow = gtk_widget_get_window(window) else { fail("no window to save") }
    let width = gdk_window_get_width(gdkWindow)
    let height = gdk_window_get_height(gdkWindow)
    guard let pixbuf = gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height) else {
      fail("could not read the window")
    }
    var error: UnsafeMutablePointer<GError>?
    if gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) == 0 {
      fail("could not save \(path): \(error.map { String(cString: $0.pointee.message) } ?? "?")")
    }
    g_object_unref(UnsafeMutableRawPointer(pixbuf))
    print("saved \(path)")
    gtk_main_quit()
  }
}

let demo = Demo()
demo.load()
if !taps.isEmpty || screenshot != nil { demo.play(taps, screenshot: screenshot) }
gtk_main()
