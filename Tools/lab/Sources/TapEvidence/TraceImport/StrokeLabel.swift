import TapOrLink
import TapScript

/// What a stroke was: the class a label file gives it.
package enum StrokeLabel: String, Hashable, Sendable, CaseIterable {
  /// The finger touched and lifted, staying put: the engine should say
  /// `tap`.
  case tap
  /// The finger travelled: the engine should say `moved`.
  case move
  /// The finger stayed put and held: the engine should say `longpress`.
  case longPress = "long_press"

  /// Reads a label as the data set's `heuristic` column writes it: `tap`,
  /// `move`, `long_press`, or `move(no_up)` for a move whose recording
  /// ended before the finger lifted (still a move: its travel already
  /// decided it).
  package init?(heuristic text: String) {
    switch text {
    case "move(no_up)": self = .move
    default: self.init(rawValue: text)
    }
  }

  /// Every label text ``init(heuristic:)`` reads: the labels' own, then
  /// `move(no_up)`.
  package static let texts = allCases.map(\.rawValue) + ["move(no_up)"]

  /// The engine outcome the label implies: `tap`, `moved` or `longpress`.
  package var outcome: OutcomeKind {
    switch self {
    case .tap: .tap
    case .move: .moved
    case .longPress: .longPress
    }
  }
}
