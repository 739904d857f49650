import TapOrLink
import Testing

/// WebKit's and UIWebView's navigation-type numbers, as Apple's headers
/// give them, mapped to the engine's types.
@Suite struct NavigationTypeRawValueTests {
  @Test("WKNavigationType: linkActivated 0 … formResubmitted 4, other -1")
  func webKit() {
    let expected: [Int: NavigationType] = [
      0: .link, 1: .form, 2: .back, 3: .reload, 4: .resubmit, -1: .other,
    ]
    for (raw, type) in expected {
      #expect(NavigationType(wkNavigationTypeRawValue: raw) == type, "raw value \(raw)")
    }
    // `other` is -1, not 5: a 5 is a number WebKit does not use.
    #expect(NavigationType(wkNavigationTypeRawValue: 5) == .other)
    #expect(NavigationType(wkNavigationTypeRawValue: 99) == .other)
  }

  @Test("UIWebViewNavigationType: linkClicked 0 … formResubmitted 4, other 5")
  func uiWebView() {
    let expected: [Int: NavigationType] = [
      0: .link, 1: .form, 2: .back, 3: .reload, 4: .resubmit, 5: .other,
    ]
    for (raw, type) in expected {
      #expect(NavigationType(uiWebViewNavigationTypeRawValue: raw) == type, "raw value \(raw)")
    }
    #expect(NavigationType(uiWebViewNavigationTypeRawValue: -1) == .other)
  }

  @Test("every engine type is reachable from both numberings")
  func coverage() {
    let fromWebKit = Set((-1...4).map(NavigationType.init(wkNavigationTypeRawValue:)))
    let fromUIWebView = Set((0...5).map(NavigationType.init(uiWebViewNavigationTypeRawValue:)))
    #expect(fromWebKit == Set(NavigationType.allCases))
    #expect(fromUIWebView == Set(NavigationType.allCases))
  }
}
