import TapOrLink

/// WebKit's own navigation types, as its `decide-policy` signal (WebKitGTK's
/// `WebKitNavigationType`) and `WKNavigationType` report them, and the
/// request type each one is for the engine.
package enum WebKitNavigationType: String, CaseIterable, Sendable {
  /// The person activated a link.
  case linkClicked = "link-clicked"
  /// The person submitted a form.
  case formSubmitted = "form-submitted"
  /// A move through the history (back or forward).
  case backForward = "back-forward"
  /// A reload.
  case reload
  /// A form submitted again.
  case formResubmitted = "form-resubmitted"
  /// Anything else, script-initiated navigation included.
  case other

  /// The request type the engine counts it as.
  package var navigationType: NavigationType {
    switch self {
    case .linkClicked: .link
    case .formSubmitted: .form
    case .backForward: .back
    case .reload: .reload
    case .formResubmitted: .resubmit
    case .other: .other
    }
  }
}
