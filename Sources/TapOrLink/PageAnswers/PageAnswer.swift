/// The page's answer to "what is under this finger?", an input with a time
/// like a touch or a request.
///
/// A web view can only be asked asynchronously (a script message handler or
/// `evaluateJavaScript` answers later, on the main thread), so the page
/// script (`PageScript`, in `TapOrLinkPageScript`) posts answers when it can: on `touchstart`, on
/// `touchend`, or on demand. Hand each one to
/// ``TapOverlay/pageAnswered(_:at:)``.
public struct PageAnswer: Hashable, Sendable {
  /// Which gesture the answer is about.
  public enum Subject: Hashable, Sendable {
    /// A gesture the engine named (for example in
    /// ``TouchDisposition/delivered(to:awaitingNavigation:)``).
    case gesture(GestureID)
    /// A point in the web view's own coordinates (``TapOverlay/webView``),
    /// as the page script reports it: the answer is about the gesture in
    /// progress when its finger's current point lies within the slop of
    /// this one, else about the newest gesture waiting for its
    /// window whose up point does.
    case point(Point)
    /// The lift of a gesture the engine named (`TapOverlay.lastStillLift`)
    /// at a point in the web view's own coordinates: the answer of a page
    /// that knows which lift it answers, as a simulated page does. It is
    /// about that gesture and no other, wherever other gestures are held or
    /// waiting; the point is where the page looked, which traces show.
    case lift(GestureID, at: Point)
  }

  /// What the page found there.
  public let kind: AnswerKind
  /// The control the page's click landed on: set for a
  /// ``AnswerKind/control`` answer, and only for one.
  public let control: ControlKind?
  /// Which gesture it is about.
  public var subject: Subject

  /// Creates an answer; a ``AnswerKind/control`` answer made here is
  /// about a ``ControlKind/other`` control (``init(control:for:)`` says
  /// which).
  public init(_ kind: AnswerKind, for subject: Subject) {
    self.kind = kind
    self.control = kind == .control ? .other : nil
    self.subject = subject
  }

  /// Creates a ``AnswerKind/control`` answer: the page's click landed on
  /// a control of that kind.
  public init(control: ControlKind, for subject: Subject) {
    self.kind = .control
    self.control = control
    self.subject = subject
  }

  /// Reads an answer from its `words`: `link`, `content`, `unknown`,
  /// `control` (a ``ControlKind/other`` control) or `control KIND`; `nil`
  /// for anything else.
  public init?(named words: String, for subject: Subject) {
    if let kind = AnswerKind(rawValue: words) {
      self.init(kind, for: subject)
      return
    }
    let parts = words.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == AnswerKind.control.rawValue,
      let control = ControlKind(rawValue: String(parts[1]))
    else { return nil }
    self.init(control: control, for: subject)
  }

  /// The answer's words in traces and scenarios: its kind's name, and for
  /// a control the control's (`control button`).
  public var words: String {
    guard let control else { return kind.rawValue }
    return "\(kind.rawValue) \(control.name)"
  }
}
