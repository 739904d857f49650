import CWebKitGTK
import TapOrLink
import Testing

@testable import TapOrLinkGTK

/// A mouse's clicks in a real WebKitGTK web view on a display (run under
/// `xvfb-run -a`; skipped without one): GDK button and motion events handed
/// to GTK's own dispatch (``SyntheticClicks``), from the XTEST pointer, a
/// mouse. WebKit gets each one as from a real mouse: it selects, follows
/// links and fires `click` and `auxclick` on the page.
@MainActor @Suite(.serialized, .enabled(if: WebViewHarness.hasDisplay))
struct MouseTests {
  static let page = """
    <!doctype html><meta name=viewport content="width=device-width">
    <body style="margin:0;font:32px sans-serif">
    <p style="margin:0;height:150px">Some plain text to click on and drag over.</p>
    <p style="margin:0;height:150px"><a href="https://a.example/next">A link to follow</a></p>
    </body>
    """

  func clicked(
    _ harness: WebViewHarness, button: UInt32 = 1, x: Double, y: Double, holding: Int = 60
  ) {
    harness.click(.down, button: button, x: x, y: y)
    harness.wait(milliseconds: holding)
    harness.click(.up, button: button, x: x, y: y)
  }

  @Test func aPrimaryClickOnTextIsATap() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    clicked(harness, x: 100, y: 60)
    let up = monotonicMilliseconds()
    #expect(harness.run(until: { !harness.decisions.isEmpty }))
    // The page script judges a mouse's click (no touch before it) and
    // answers `content`: decided then (7 to 10 ms after the release under
    // Xvfb), not when the window closes (750 ms).
    #expect(monotonicMilliseconds() - up < 500)
    #expect(harness.decisions == [.tap])
    #expect(harness.heard == [.down, .up])
    #expect(harness.connection.openTouchCount == 0)
  }

  @Test func aClickOnALinkIsALink() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    clicked(harness, x: 60, y: 165)
    #expect(harness.run(until: { !harness.decisions.isEmpty }))
    #expect(harness.decisions == [.link])
  }

  @Test func aSecondaryClickIsAnAuxiliaryClick() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    harness.connection.contextMenu = .suppressed
    clicked(harness, button: 3, x: 100, y: 60)
    #expect(harness.run(until: { !harness.decisions.isEmpty }))
    #expect(harness.outcomes == [.auxiliaryClick(.secondary)])
    #expect(harness.connection.openTouchCount == 0)
  }

  @Test func withTheMenuKeptASecondaryClickIsAnAuxiliaryClickThatOpensIt() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    #expect(harness.connection.contextMenu == .kept)
    harness.click(.down, button: 3, x: 100, y: 60)
    #expect(harness.run(until: { harness.contextMenus == 1 }))
    harness.click(.up, button: 3, x: 100, y: 60)  // the menu's, if GTK delivers it
    #expect(harness.run(until: { !harness.decisions.isEmpty }))
    #expect(harness.outcomes == [.auxiliaryClick(.secondary)])
    #expect(harness.heard == [.down, .up])
    #expect(harness.connection.openTouchCount == 0)
  }

  @Test func aMouseHeldStillForASecondIsATapNotALongPress() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    clicked(harness, x: 100, y: 60, holding: 1_000)
    #expect(harness.run(until: { !harness.decisions.isEmpty }))
    #expect(harness.decisions == [.tap])
  }

  @Test func aDragSelectingTextIsMoved() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    harness.click(.down, x: 20, y: 60)
    for step in 1...10 {
      harness.wait(milliseconds: 16)
      harness.click(.move, x: 20 + Double(step) * 25, y: 60)
    }
    harness.click(.up, x: 270, y: 60)
    #expect(harness.run(until: { !harness.decisions.isEmpty }))
    #expect(harness.decisions == [.moved])
    #expect(harness.heard.first == .down && harness.heard.last == .up)
  }

  @Test func aDoubleClicksExtraPressIsNotHeard() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    harness.click(.down, x: 100, y: 60)
    harness.click(.up, x: 100, y: 60)
    harness.wait(milliseconds: 80)
    harness.click(.down, x: 100, y: 60, count: 2)  // a press, then GDK_2BUTTON_PRESS
    harness.click(.up, x: 100, y: 60)
    #expect(harness.heard == [.down, .up, .down, .up])
    #expect(harness.run(until: { harness.decisions.count == 2 }))
    #expect(harness.connection.openTouchCount == 0)
  }

  @Test func hoverIsNoInput() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    harness.click(.move, x: 20, y: 60)
    harness.click(.move, x: 80, y: 60)
    harness.wait(milliseconds: 50)
    #expect(harness.heard.isEmpty)
  }

  @Test func aButtonDownWhenAGrabTakesThePointerIsCancelled() throws {
    let harness = try #require(WebViewHarness(page: Self.page))
    defer { harness.close() }
    harness.click(.down, x: 100, y: 60)
    #expect(harness.connection.openTouchCount == 1)
    gtk_widget_unmap(UnsafeMutableRawPointer(harness.view).assumingMemoryBound(to: GtkWidget.self))
    #expect(harness.connection.openTouchCount == 0)
    #expect(harness.heard == [.down, .cancel])
    harness.click(.up, x: 100, y: 60)  // its own end, dropped
    #expect(harness.heard == [.down, .cancel])
  }
}

/// Which GDK events the connection hands on, and as what pointer.
@Suite struct GTKPointersTests {
  @Test func sourcesAndButtons() {
    #expect(GTKPointers.pointer(source: GDK_SOURCE_MOUSE, button: 1, emulated: false) == .mouse)
    #expect(
      GTKPointers.pointer(source: GDK_SOURCE_TOUCHPAD, button: 3, emulated: false)
        == Pointer(.touchpad, button: .secondary))
    #expect(
      GTKPointers.pointer(source: GDK_SOURCE_ERASER, button: 1, emulated: false) == .pen)
    #expect(
      GTKPointers.pointer(source: nil, button: 2, emulated: false)
        == Pointer(.mouse, button: .middle))
  }

  @Test func touchScreensEmulationOtherButtonsAndKeyboardsAreNotHeard() {
    #expect(GTKPointers.pointer(source: GDK_SOURCE_TOUCHSCREEN, button: 1, emulated: false) == nil)
    #expect(GTKPointers.pointer(source: GDK_SOURCE_MOUSE, button: 1, emulated: true) == nil)
    #expect(GTKPointers.pointer(source: GDK_SOURCE_MOUSE, button: 8, emulated: false) == nil)
    #expect(GTKPointers.pointer(source: GDK_SOURCE_KEYBOARD, button: 1, emulated: false) == nil)
  }
}
