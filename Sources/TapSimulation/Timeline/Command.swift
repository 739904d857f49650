import TapOrLink

/// A timeline command: an engine input as it is, or a page answer about a
/// gesture the scenario names in its own words.
///
/// The scenario language's other words are shorthand for inputs:
/// `cancel` is a touch whose point is not read, `hide` and `show` set a
/// view's visibility, `resize` its frame (see the static functions).
public enum Command: Hashable, Sendable {
  /// An input the engine takes as it is.
  case input(TapInput)
  /// The page answers what lies under a gesture's finger, the gesture
  /// named as a scenario names it: the latest, the one at a window point,
  /// or the run's gesture N. `control` is read for a `control` answer
  /// only (`nil` there: a control of kind `other`).
  case answer(AnswerKind, AnswerTarget, control: ControlKind? = nil)
  /// `dismisses WHAT [at X Y | gesture N]`: the touch-down of the gesture
  /// the target names found the page scrolling, or a selection
  /// (`TapInput.dismisses`).
  case dismisses(Dismissal, AnswerTarget)

  /// The page answers that its click landed on a control of that kind
  /// (`answer control KIND`).
  public static func controlAnswer(_ kind: ControlKind, _ target: AnswerTarget) -> Command {
    .answer(.control, target, control: kind)
  }

  /// The engine input this command plays on `overlay` now: an answer's
  /// target becomes the subject the page script would name.
  public func input(in overlay: TapOverlay) -> TapInput {
    switch self {
    case .input(let input): input
    case .answer(let kind, let target, let control):
      .pageAnswer(Self.pageAnswer(kind, control, for: target.subject(in: overlay)))
    case .dismisses(let dismissal, let target):
      .dismisses(dismissal, target.subject(in: overlay))
    }
  }

  /// The page answer an `answer` command gives about `subject`.
  private static func pageAnswer(
    _ kind: AnswerKind, _ control: ControlKind?, for subject: PageAnswer.Subject
  )
    -> PageAnswer
  {
    kind == .control
      ? PageAnswer(control: control ?? .other, for: subject) : PageAnswer(kind, for: subject)
  }
}

extension Command {
  /// A finger touches, moves or lifts at a window point.
  public static func touch(_ phase: TouchPhase, _ point: Point, finger: FingerID) -> Command {
    .input(.touch(phase, point, finger: finger))
  }
  /// The system cancels a finger (`cancel`).
  public static func cancel(finger: FingerID) -> Command {
    .input(.touch(.cancel, .zero, finger: finger))
  }
  /// The covered web view asks to load a request.
  public static func request(_ request: NavigationRequest) -> Command { .input(.request(request)) }
  /// A view is hidden (`hide`).
  public static func hide(_ view: ViewID) -> Command { .input(.setHidden(view, true)) }
  /// A view is shown (`show`).
  public static func show(_ view: ViewID) -> Command { .input(.setHidden(view, false)) }
  /// A view gets a new frame in its parent's coordinates (`resize`).
  public static func resize(_ view: ViewID, _ frame: Rect) -> Command {
    .input(.setFrame(view, frame))
  }
  /// The back button is pressed.
  public static var back: Command { .input(.back) }
  /// New content is selected: the page becomes the URL, history is cleared.
  public static func select(_ url: String) -> Command { .input(.select(url)) }
  /// The page moves within its document (`same-document KIND URL`).
  public static func sameDocument(_ navigation: SameDocumentNavigation) -> Command {
    .input(.sameDocument(navigation))
  }
}
