/// Every default timing and distance of the engine, in one place, each with
/// the reason for its value.
public enum TapDefaults {
  /// How long after touch-up a navigation request may still arrive and turn
  /// the gesture into a link: 750 ms, the seed's `NSTimer` interval. A web
  /// view issues a tapped link's request after its click delay (300 ms in
  /// mobile Safari of the era) plus script time; 750 ms leaves room for a
  /// slow page while still reporting a plain tap within a second.
  public static let window: Duration = .milliseconds(750)

  /// How far, in points, a finger may travel from its down point and still
  /// tap: 10 points. The seed counts any move event as a move, which loses
  /// the real taps whose finger jitters; 10 points lies above the jitter of
  /// nearly every real tap and below the distance the slowest real move
  /// travels before it could be taken for a still finger (the slop table in
  /// Tools/lab/Docs/RealFingers.md), and is UIKit's and Flutter's order of touch slop (Flutter's `kTouchSlop`
  /// is 18 logical pixels).
  public static let slop: Double = 10

  /// How long a still finger must stay down to be a long press: 500 ms,
  /// `UILongPressGestureRecognizer`'s `minimumPressDuration`, which users
  /// already know from every iOS app.
  public static let longPress: Duration = .milliseconds(500)

  /// The request types that count as activating a link: `link` and `form`
  /// are the person's own actions; `other` is what a link followed by page
  /// script reports. History moves and reloads are not activations.
  public static let activation: Set<NavigationType> = [.link, .form, .other]

  /// How a still, lifted finger becomes a tap: `timer`, the seed's rule,
  /// because it needs nothing from the page. `probe` decides taps at once,
  /// but only an app that can ask its page what lies under a point (a
  /// ``ContentProbe``) can use it.
  public static let strategy: DecisionStrategy = .timer

  /// How long after a `tap` decision a request that would have counted is
  /// still reported as a late link (``LateLink``) rather than ignored:
  /// 750 ms, the default window. With a shortened (adaptive) window or a
  /// wrong page answer, any request that the full window would have
  /// counted then comes within this grace, since the tap was decided at or
  /// after touch-up; a request later than that is unrelated to the tap.
  public static let lateLinkGrace: Duration = .milliseconds(750)

  /// How long after the page answers `control` a counted activation may
  /// still come and make the gesture a link: 5 ms.
  ///
  /// The page script answers within the click's own task, once the page's
  /// handlers have run, and answers `link` when one of them submitted a
  /// form, opened a window or navigated; what the wait must still cover is
  /// a request for a navigation started in that task that the script could
  /// not see (an engine without the Navigation API, where `location.assign`
  /// is invisible), which reaches the app just after the answer. 5 ms covers
  /// the one such request seen, on the test pages, with a wide margin
  /// (Tools/lab/Docs/RealWeb.md), and keeps a control decided within a
  /// frame of the click. A handler that
  /// navigates later (a timer, a fetch) comes after the decision as a late
  /// link.
  public static let controlWait: Duration = .milliseconds(5)

  /// How double taps are decided: `fast`, so that content taps stay
  /// instant; the second tap names the first, for the app to undo what it
  /// did. An app that must never act on the first tap of a pair chooses
  /// `held` and pays ``doubleTapInterval`` on every content tap.
  public static let doubleTap: DoubleTapMode = .fast

  /// The longest time from a still tap's lift to the next touch-down for
  /// the two to be a double tap: 300 ms, the interval of iOS's double-tap
  /// recognizer (and mobile Safari's click delay, which waited for it) and
  /// of Readium's navigator.
  public static let doubleTapInterval: Duration = .milliseconds(300)

  /// The farthest, in points, the second touch-down of a double tap may be
  /// from the first tap's up point: 44 points, iOS's and Readium's
  /// (Apple's smallest comfortable touch target, so two taps aimed at one
  /// target land within it).
  public static let doubleTapDistance: Double = 44

  /// How close together a counted request and a same-document navigation
  /// to the same URL must come to be one activation, counted once: 250 ms.
  /// WebKit asks about some fragment links (`decide-policy`) and the page
  /// then reports the fragment change; both reach the app within a frame or
  /// two of each other, and 250 ms leaves room for a busy main thread while
  /// staying shorter than two deliberate taps on the same link.
  package static let sameActivation: Duration = .milliseconds(250)

  /// How long after touch-up a simulated page issues a tapped link's request:
  /// 300 ms, mobile Safari's classic click delay (double-tap detection).
  /// Used by the scenario runner and test driver, not by the engine.
  public static let clickDelay: Duration = .milliseconds(300)
}
