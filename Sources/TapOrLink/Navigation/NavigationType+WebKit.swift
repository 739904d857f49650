extension NavigationType {
  /// The type of a `WKNavigationAction`, from its `navigationType.rawValue`.
  ///
  /// WebKit's `WKNavigationType` numbers its cases `linkActivated` 0,
  /// `formSubmitted` 1, `backForward` 2, `reload` 3, `formResubmitted` 4
  /// and `other` -1. A number WebKit may add later reads as ``other``.
  ///
  /// ```swift
  /// let type = NavigationType(wkNavigationTypeRawValue: action.navigationType.rawValue)
  /// ```
  package init(wkNavigationTypeRawValue rawValue: Int) {
    switch rawValue {
    case 0: self = .link
    case 1: self = .form
    case 2: self = .back
    case 3: self = .reload
    case 4: self = .resubmit
    default: self = .other
    }
  }

  /// The type a `UIWebView` (iOS 2–12, the seeds' generation) gives its
  /// delegate's `shouldStartLoadWith:navigationType:`, from the
  /// `UIWebViewNavigationType`'s `rawValue`.
  ///
  /// `UIWebViewNavigationType` numbers its cases `linkClicked` 0,
  /// `formSubmitted` 1, `backForward` 2, `reload` 3, `formResubmitted` 4
  /// and `other` 5 (WebKitGTK's `WebKitNavigationType` uses the same
  /// numbers). Any other number reads as ``other``. The numbers 0 to 4
  /// are `WKNavigationType`'s, so this reads them as
  /// ``init(wkNavigationTypeRawValue:)`` does.
  package init(uiWebViewNavigationTypeRawValue rawValue: Int) {
    self.init(wkNavigationTypeRawValue: rawValue)
  }
}
