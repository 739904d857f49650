import TapOrLink
import TapScript

/// The seed's rules, applied literally to a recorded timeline: any move
/// event makes a gesture `moved`, whatever its distance; otherwise a timer
/// started at touch-up decides `tap` after 750 ms unless the web view asked
/// to load anything first (any navigation type, any frame: the seed's
/// `shouldStartLoadWithRequest` flag did not look), which makes it `link`.
/// The seed knew no long press and no second finger.
package enum SeedPageRule {
  /// The seed's timer.
  package static let timer: Duration = .milliseconds(750)

  /// The outcome of each gesture of the timeline, in order. A gesture runs
  /// from a down with no finger down to the up that leaves none down; a
  /// request goes to the earliest gesture, not yet a link, whose span (down
  /// to last up + ``timer``, both included) holds it.
  package static func outcomes(_ steps: [Step]) -> [OutcomeKind] {
    var spans: [(start: Instant, end: Instant?, moved: Bool, link: Bool)] = []
    var down: Set<FingerID> = []
    var requests: [Instant] = []
    for step in steps {
      switch step.command {
      case .input(.touch(let phase, _, let finger, _)):
        switch phase {
        case .down:
          if down.isEmpty { spans.append((step.time, nil, false, false)) }
          down.insert(finger)
        case .move:
          if down.contains(finger), !spans.isEmpty { spans[spans.count - 1].moved = true }
        case .up, .cancel:
          if down.remove(finger) != nil, down.isEmpty, !spans.isEmpty {
            spans[spans.count - 1].end = step.time + timer
          }
        }
      case .input(.request):
        requests.append(step.time)
      default:
        break
      }
    }
    for time in requests {
      if let index = spans.firstIndex(where: {
        !$0.link && $0.start <= time && time <= ($0.end ?? time)
      }) {
        spans[index].link = true
      }
    }
    return spans.map { $0.moved ? .moved : $0.link ? .link : .tap }
  }
}
