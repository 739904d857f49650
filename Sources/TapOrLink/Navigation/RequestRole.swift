/// What a request is to the engine, as the decider is told before it
/// answers (``TapOverlayDecider/shouldAllow(_:as:)``): the request
/// that makes a gesture a `link`, a late link of a gesture already decided,
/// or one that counts for no gesture, and why.
///
/// So a rule such as "open the terms, block every other link" is one
/// line, and never refuses the app's own page load, a frame's, or the back
/// button's:
///
/// ```swift
/// role.isLink ? request.url.hasPrefix("https://example.com/terms") : true
/// ```
///
/// The role describes the engine as the request finds it; the engine
/// counts the request by the same rules right after the decider answers,
/// whatever it answers (a blocked link is still a `link`).
public enum RequestRole: Hashable, Sendable {
  /// It decides gesture `gesture` a `link`: the person touched `view` (the
  /// first finger's delivery target) at `point` (where that finger
  /// lifted, or is now while it is down), in window coordinates.
  case decidesLink(GestureID, view: ViewID, point: Point)
  /// It is the late link of `gesture`, already decided `tap` (or
  /// `control`) before the full window closed (see ``LateLink``).
  case lateLink(GestureID)
  /// It repeats the link `first` activated: the second tap of a double tap
  /// (``DoubleTapMode``) asked for the same URL again. The engine counts one
  /// link: the second tap is decided
  /// ``Outcome/doubleTap(view:point:first:)`` and the history does not move
  /// again. Answer `false` unless the page must load it twice: the first
  /// request is already loading (or was handed on).
  case repeatsLink(GestureID)
  /// It counts for no gesture; the reason says why.
  case countsForNothing(Uncounted)

  /// Why a request counts for no gesture.
  public enum Uncounted: Hashable, Sendable {
    /// A frame's load, not the main frame's.
    case frame
    /// Its type is not one that activates a link
    /// (``OverlayConfiguration/activation``): a back or forward move, a
    /// reload, a resubmission, or a type the settings leave out.
    case notAnActivation(NavigationType)
    /// No gesture is undecided and no tap could have it as a late link:
    /// the app's own load (its first page), a page's script or timer.
    case noGesture
    /// The second report of one link already counted (its same-document
    /// navigation came first, within `TapDefaults.sameActivation`).
    case sameActivation
  }

  /// Whether the person activated a link with it: it decides a gesture a
  /// `link`, or is a late link (a repeat of a link already counted is not).
  public var isLink: Bool {
    switch self {
    case .decidesLink, .lateLink: true
    case .repeatsLink, .countsForNothing: false
    }
  }
}
