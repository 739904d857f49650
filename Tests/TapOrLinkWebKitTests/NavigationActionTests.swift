import TapOrLink
import TapOrLinkPageScript
import TapOrLinkWebKit
import Testing

@Suite struct WebKitNavigationActionTests {
  @Test("type, frame and URL of a WKNavigationAction")
  func mapping() {
    let link = WebKitNavigationAction(
      url: "https://reader.example.com/a", navigationTypeRawValue: 0, targetIsMainFrame: true)
    #expect(link.request == NavigationRequest(url: "https://reader.example.com/a", type: .link))
    #expect(!link.opensNewWindow)
    let iframe = WebKitNavigationAction(
      url: "https://ads.example.com/", navigationTypeRawValue: -1, targetIsMainFrame: false)
    #expect(
      iframe.request
        == NavigationRequest(url: "https://ads.example.com/", type: .other, isMainFrame: false))
    let form = WebKitNavigationAction(url: nil, navigationTypeRawValue: 1, targetIsMainFrame: true)
    #expect(form.request == NavigationRequest(url: "", type: .form))
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
  @Test("the page script's answer, read from its handler's message")
  func pageAnswer() {
    let body: [String: Any] = ["kind": "content", "x": 12.5, "y": 40, "phase": "end"]
    let message = ScriptMessage(
      handlerName: "taporlink", body: body, isMainFrame: true, bridgeScheme: nil)
    guard case .pageAnswer(let answer) = message else {
      Issue.record("read as \(message)")
      return
    }
    #expect(
      answer == PageScriptMessage(kind: "content", point: Point(x: 12.5, y: 40), phase: "end"))
  }

  @Test("a bridge call is the request its scheme URL would make, frame included")
  func bridge() {
    let message = ScriptMessage(
      handlerName: "nativeaction", body: "hideShow", isMainFrame: false,
      bridgeScheme: "nativeaction")
    guard case .bridge(let request) = message else {
      Issue.record("read as \(message)")
      return
    }
    #expect(
      request == NavigationRequest(url: "nativeaction://hideShow", type: .other, isMainFrame: false)
    )
  }

  @Test("another handler's message, or a body of the wrong shape, is unreadable")
  func unreadable() {
    let wrongShape = ScriptMessage(
      handlerName: "taporlink", body: "content", isMainFrame: true, bridgeScheme: nil)
    let noBridge = ScriptMessage(
      handlerName: "nativeaction", body: "hideShow", isMainFrame: true, bridgeScheme: nil)
    let missingPoint = ScriptMessage(
      handlerName: "taporlink", body: ["kind": "link"] as [String: Any], isMainFrame: true,
      bridgeScheme: nil)
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
