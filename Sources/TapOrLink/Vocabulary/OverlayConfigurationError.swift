/// Why an ``OverlayConfiguration`` cannot drive the engine: the setting
/// that is wrong, and its value.
public enum OverlayConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``OverlayConfiguration/window`` is negative or longer than
  /// `OverlayConfiguration.maximumDuration`.
  case window(Duration)
  /// ``OverlayConfiguration/longPress`` is negative or longer than
  /// `OverlayConfiguration.maximumDuration`.
  case longPress(Duration)
  /// ``OverlayConfiguration/lateLinkGrace`` is negative or longer than
  /// `OverlayConfiguration.maximumDuration`.
  case lateLinkGrace(Duration)
  /// ``OverlayConfiguration/controlWait`` is negative or longer than
  /// `OverlayConfiguration.maximumDuration`.
  case controlWait(Duration)
  /// ``OverlayConfiguration/slop`` is not a finite number (NaN or infinite).
  case slop(Double)
  /// ``OverlayConfiguration/doubleTapInterval`` is negative or longer than
  /// `OverlayConfiguration.maximumDuration`.
  case doubleTapInterval(Duration)
  /// ``OverlayConfiguration/doubleTapDistance`` is negative or not a finite
  /// number.
  case doubleTapDistance(Double)
  /// A setting of ``OverlayConfiguration/adaptiveWindow`` is out of range:
  /// what is wrong, naming the setting (`adaptiveWindow.margin must …`).
  case adaptiveWindow(String)
  /// ``OverlayConfiguration/historyLimit`` is below 1.
  case historyLimit(Int)
  /// The scheme of ``OverlayConfiguration/bridge`` can never match a
  /// request: empty, or holding a character a URL scheme cannot (a space,
  /// a `:`); the scheme, and what is wrong with it.
  case bridgeScheme(String, String)

  /// The name of the setting, as the Swift property is named: `window`,
  /// `longPress`, `lateLinkGrace`, `controlWait`, `slop`, `doubleTapInterval`, `doubleTapDistance`,
  /// `adaptiveWindow`, `historyLimit` or `bridge`.
  package var setting: String {
    switch self {
    case .window: return "window"
    case .longPress: return "longPress"
    case .lateLinkGrace: return "lateLinkGrace"
    case .controlWait: return "controlWait"
    case .slop: return "slop"
    case .doubleTapInterval: return "doubleTapInterval"
    case .doubleTapDistance: return "doubleTapDistance"
    case .adaptiveWindow: return "adaptiveWindow"
    case .historyLimit: return "historyLimit"
    case .bridgeScheme: return "bridge"
    }
  }

  /// What is wrong, naming the setting and its value.
  public var description: String {
    switch self {
    case .window(let duration), .longPress(let duration), .lateLinkGrace(let duration),
      .controlWait(let duration), .doubleTapInterval(let duration):
      let bound = OverlayConfiguration.maximumDuration.millisecondsText
      return duration < .zero
        ? "\(setting) must not be negative; it is \(duration)"
        : "\(setting) must be at most \(bound); it is \(duration)"
    case .slop(let value):
      return "slop must be a finite number of points; it is \(value)"
    case .doubleTapDistance(let value):
      return "doubleTapDistance must be a finite number of points, at least 0; it is \(value)"
    case .adaptiveWindow(let problem):
      return problem
    case .historyLimit(let limit):
      return "historyLimit must be at least 1 page; it is \(limit)"
    case .bridgeScheme(let scheme, let problem):
      return "bridge.scheme \(String(reflecting: scheme)) \(problem)"
    }
  }
}
