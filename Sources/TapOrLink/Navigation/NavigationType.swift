/// Why a web view wants to load a request (UIKit's
/// `UIWebViewNavigationType`).
public enum NavigationType: String, Hashable, Sendable, CaseIterable {
  /// The person activated a link.
  case link
  /// The person submitted a form.
  case form
  /// The back or forward button.
  case back
  /// A reload.
  case reload
  /// A form submitted again.
  case resubmit
  /// Anything else, including a link followed by script.
  case other

  /// Whether an allowed main-frame request of this type adds a page to the
  /// web view's history (reloads and history moves do not).
  public var addsHistory: Bool {
    switch self {
    case .link, .form, .other: true
    case .back, .reload, .resubmit: false
    }
  }
}
