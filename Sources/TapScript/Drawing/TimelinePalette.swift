import TapOrLink

/// The colours of timeline pictures, by what they show. Chosen to stay
/// distinct for the common kinds of colour blindness and readable on white.
enum TimelinePalette {
  static func colour(_ tone: String) -> String {
    if let outcome = OutcomeKind(rawValue: tone) { return colour(of: outcome) }
    return switch tone {
    case "touch": "#24292f"
    case "request": "#8250df"
    case "answer": "#0e7490"
    case "late": "#cf222e"
    default: "#6e7781"
    }
  }

  /// The colour of an outcome's marks.
  static func colour(of outcome: OutcomeKind) -> String {
    switch outcome {
    case .tap: "#0969da"
    case .link: "#1a7f37"
    case .control: "#bf3989"
    case .moved: "#bc4c00"
    case .cancelled: "#57606a"
    case .longPress: "#9a6700"
    case .multiTouch: "#cf222e"
    case .dismiss: "#6e7781"
    case .doubleTap: "#0550ae"
    case .auxiliaryClick: "#8c959f"
    }
  }

  static let window = "#54aeff"
  static let grid = "#d0d7de"
  static let text = "#24292f"
  static let muted = "#57606a"
  static let background = "#ffffff"
}
