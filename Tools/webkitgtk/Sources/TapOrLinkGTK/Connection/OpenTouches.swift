import TapOrLink

/// The touches a connection has handed to the engine, by key (a GDK touch
/// sequence, or a mouse's button: ``GTKWebViewConnection/InputKey``):
/// those sent down and not yet up or cancelled, and those the connection
/// ended itself (``endAll()``) whose own end has not come.
///
/// A touch sequence whose end the engine never hears would stay down in
/// it for good. When GTK is about to take the touches away from the web
/// view (WebKit's context menu opens, a grab shadows it, it is unmapped),
/// the connection ends every open touch with a `cancel`; the rest of such
/// a touch, if GTK still delivers it, is then dropped, so the engine hears
/// each finger end once.
///
/// A value with no GTK in it: every rule is a table a test can read.
struct OpenTouches<Key: Hashable> {
  /// What the engine was told of one sequence.
  enum State: Equatable {
    /// Sent down, not ended: its latest point, where a cancel puts it.
    case open(last: Point)
    /// Ended by the connection: GTK's own rest of it is dropped.
    case endedHere
  }

  /// How many sequences the connection ended itself are remembered: more
  /// than a touch screen has fingers. An older one whose end never came
  /// (it went to the context menu) is forgotten, so the list stays small.
  static var endedKept: Int { 16 }

  /// The sequences, oldest first.
  private(set) var touches: [(key: Key, state: State)] = []

  /// The number of touches sent down and not ended.
  var openCount: Int {
    touches.count(where: { if case .open = $0.state { true } else { false } })
  }

  /// Takes one touch GTK delivered.
  ///
  /// - Returns: whether the engine is to hear it: `false` only for the
  ///   rest of a sequence the connection ended itself. A sequence never
  ///   seen down (the connection was made mid-touch) is handed on as
  ///   before, untracked.
  mutating func take(_ key: Key, _ phase: TouchPhase, at point: Point) -> Bool {
    let index = touches.firstIndex { $0.key == key }
    switch (phase, index.map { touches[$0].state }) {
    case (.down, _):
      // A new touch, even with a sequence seen before.
      if let index { touches.remove(at: index) }
      touches.append((key, .open(last: point)))
      return true
    case (.move, .open):
      touches[index!].state = .open(last: point)
      return true
    case (.up, .open), (.cancel, .open):
      touches.remove(at: index!)
      return true
    case (.move, .endedHere):
      return false
    case (.up, .endedHere), (.cancel, .endedHere):
      touches.remove(at: index!)
      return false
    case (_, nil):
      return true
    }
  }

  /// The keys of the open touches, in the order they went down.
  var openKeys: [Key] {
    touches.compactMap { if case .open = $0.state { $0.key } else { nil } }
  }

  /// Ends every open touch here.
  ///
  /// - Returns: each touch to cancel, with its latest point, in the order
  ///   they went down; empty when none is open.
  mutating func endAll() -> [(key: Key, point: Point)] {
    var ended: [(key: Key, point: Point)] = []
    for index in touches.indices {
      if case .open(let last) = touches[index].state {
        ended.append((touches[index].key, last))
        touches[index].state = .endedHere
      }
    }
    let surplus = touches.count - Self.endedKept
    if surplus > 0 {
      var dropped = 0
      touches.removeAll { touch in
        guard dropped < surplus, touch.state == .endedHere else { return false }
        dropped += 1
        return true
      }
    }
    return ended
  }
}
