import TapOrLink

/// Example user code that reads decisions with `for await`: a reading log
/// that counts taps on the text and remembers the articles opened, for a
/// "continue reading" list.
///
/// In the app it follows `overlay.decisions()`; in tests it follows a
/// `DecisionFeed`'s stream. It takes the stream rather than the overlay, so
/// tests can hand it one.
@MainActor
final class ReadingLog {
  /// Taps on the text so far.
  private(set) var taps = 0
  /// The articles opened, most recent last.
  private(set) var opened: [String] = []
  /// Whether the stream has ended.
  private(set) var ended = false

  /// Reads decisions until the stream ends.
  func follow(_ decisions: AsyncStream<Decision>) async {
    for await decision in decisions {
      switch decision.outcome {
      case .tap: taps += 1
      case .link(let request): opened.append(request.url)
      default: break
      }
    }
    ended = true
  }

  /// Waits for the next link and returns its URL (`nil` if the stream ends
  /// first): what a prefetcher awaiting the reader's next article does.
  static func nextLink(in decisions: AsyncStream<Decision>) async -> String? {
    for await decision in decisions {
      if case .link(let request) = decision.outcome { return request.url }
    }
    return nil
  }
}
