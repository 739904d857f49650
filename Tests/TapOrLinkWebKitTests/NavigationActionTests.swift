import TapOrLink
import TapOrLinkPageScript
import TapOrLinkWebKit
import Testing

@Suite struct WebKitNavigationActionTests {
  @Test("type, frame and URL of a WKNavigationAction")
  func mapping() {
    let link = WebKitNavigationAction(
      url: "https://reader.example.com/a", navigationTypeRawValue: 0, targetIsMainFrame: true)
    #expect(
      link.request
        == NavigationRequest(url: "https://reader.example.com/a", type: .link, source: .unknown))
    #expect(!link.opensNewWindow)
    let iframe = WebKitNavigationAction(
      url: "https://ads.example.com/", navigationTypeRawValue: -1, targetIsMainFrame: false)
    #expect(
      iframe.request
        == NavigationRequest(
          url: "https://ads.example.com/", type: .other, isMainFrame: false, source: .unknown))
    let form = WebKitNavigationAction(url: nil, navigationTypeRawValue: 1, targetIsMainFrame: true)
    #expect(form.request == NavigationRequest(url: "", type: .form, source: .unknown))
  }

  @Test("the source: the main frame only when its document is the committed one")
  func source() {
    let reader = Origin(scheme: "https", host: "reader.example.com", port: nil)
    let ads = Origin(scheme: "https", host: "ads.example.net", port: nil)
    func source(_ frame: ScriptMessageFrame?, on page: Origin?) -> RequestSource {
      WebKitNavigationAction(
        url: "nativeaction://hideShow", navigationTypeRawValue: 0, targetIsMainFrame: true,
        sourceFrame: frame
      ).request(onPageOf: page).source
    }
    let main = ScriptMessageFrame(isMainFrame: true, origin: reader)
    #expect(source(main, on: reader) == .mainFrame)
    // The main frame's document is not the committed one (a page of
    // another origin, or nothing committed yet): not trusted.
    #expect(source(main, on: ads) == .unknown)
    #expect(source(main, on: nil) == .unknown)
    #expect(source(ScriptMessageFrame(isMainFrame: false, origin: reader), on: reader) == .frame)
    #expect(source(ScriptMessageFrame(isMainFrame: false, origin: ads), on: reader) == .frame)
    #expect(source(nil, on: reader) == .unknown)
  }

  @Test("a nil target frame is a new window: a main-frame request")
  func newWindow() {
    let action = WebKitNavigationAction(
      url: "https://reader.example.com/b", navigationTypeRawValue: 0, targetIsMainFrame: nil)
    #expect(action.opensNewWindow)
    #expect(action.request.isMainFrame)
    #expect(action.request.type == .link)
  }
}

@Suite struct ScriptMessageTests {
  static let reader = Origin(scheme: "https", host: "reader.example.com", port: nil)
  static let bridge = SchemeBridge(
    scheme: "nativeaction", actions: ["hideShow"], allowedOrigins: [reader])
  static let main = ScriptMessageFrame(isMainFrame: true, origin: reader)

  @Test("the page script's answer, read from its handler's message")
  func pageAnswer() {
    let body: [String: Any] = ["kind": "content", "x": 12.5, "y": 40, "phase": "end"]
    let message = ScriptMessage(handlerName: "taporlink", body: body, frame: Self.main, bridge: nil)
    guard case .pageAnswer(let answer) = message else {
      Issue.record("read as \(message)")
      return
    }
    #expect(
      answer == PageScriptMessage(kind: .content, point: Point(x: 12.5, y: 40), phase: "end"))
  }

  @Test("a bridge call from the main frame of an allowed origin is its scheme URL's request")
  func bridge() {
    let message = ScriptMessage(
      handlerName: "nativeaction", body: "hideShow", frame: Self.main, bridge: Self.bridge)
    #expect(
      message
        == .bridge(
          NavigationRequest(url: "nativeaction://hideShow", type: .other, isMainFrame: true)))
  }

  @Test(
    "a bridge call is refused by the posting document's origin, whatever page the engine holds",
    arguments: [
      ScriptMessageFrame(isMainFrame: true, host: "evil.example", port: 0),
      ScriptMessageFrame(isMainFrame: true, host: "reader.example.com", port: 8443),
      ScriptMessageFrame(isMainFrame: true, host: "", port: 0),
      ScriptMessageFrame(isMainFrame: false, host: "reader.example.com", port: 0),
    ])
  func bridgeRefused(_ frame: ScriptMessageFrame) {
    let message = ScriptMessage(
      handlerName: "nativeaction", body: "hideShow", frame: frame, bridge: Self.bridge)
    #expect(message == .bridgeRefused(name: "hideShow", from: frame))
  }

  @Test("a frame's origin matches by host without case, and port 0 is the scheme's default")
  func frameOrigin() {
    let reader = Self.reader
    #expect(
      ScriptMessageFrame(isMainFrame: true, host: "Reader.Example.COM", port: 0).matches(reader))
    #expect(
      ScriptMessageFrame(isMainFrame: true, host: "reader.example.com", port: 443).matches(reader))
    #expect(
      !ScriptMessageFrame(isMainFrame: true, host: "reader.example.com", port: 80).matches(reader))
    #expect(!ScriptMessageFrame(isMainFrame: true, host: "example.com", port: 0).matches(reader))
    let local = Origin(scheme: "http", host: "localhost", port: 8080)
    #expect(ScriptMessageFrame(isMainFrame: true, host: "localhost", port: 8080).matches(local))
    #expect(!ScriptMessageFrame(isMainFrame: true, host: "localhost", port: 0).matches(local))
  }

  @Test("another handler's message, or a body of the wrong shape, is unreadable")
  func unreadable() {
    let wrongShape = ScriptMessage(
      handlerName: "taporlink", body: "content", frame: Self.main, bridge: nil)
    let noBridge = ScriptMessage(
      handlerName: "nativeaction", body: "hideShow", frame: Self.main, bridge: nil)
    let missingPoint = ScriptMessage(
      handlerName: "taporlink", body: ["kind": "link"] as [String: Any], frame: Self.main,
      bridge: nil)
    for message in [wrongShape, noBridge, missingPoint] {
      guard case .unreadable = message else {
        Issue.record("read as \(message)")
        continue
      }
    }
  }
}

@Suite struct PageScriptInstallationTests {
  @Test("the page script: its source, the taporlink handler, document start, every frame")
  func pageScript() {
    let installation = PageScriptInstallation.pageScript
    #expect(installation.source == PageScript.source)
    #expect(installation.source.contains("messageHandlers"))
    #expect(installation.messageHandlerName == "taporlink")
    #expect(installation.injectionTime == .atDocumentStart)
    #expect(!installation.forMainFrameOnly)
  }
}
