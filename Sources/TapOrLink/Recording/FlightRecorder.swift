/// Keeps an overlay's recent inputs and decisions in a bounded ring, so
/// that an app can hand over the moments before a wrong decision as a
/// scenario that replays them exactly (see ``TapOverlay/flightRecording()``).
///
/// Opt in by giving the overlay one: `overlay.recorder = FlightRecorder()`.
/// The ring holds at most ``capacity`` entries, oldest dropped first;
/// ``maxAge`` further limits an export to the entries of its last stretch
/// of time. The ring's storage is reserved up front, so once it is full,
/// recording an entry allocates nothing: an entry overwrites the oldest
/// in place.
///
/// A replay starts from a copy of the views and history at a moment the
/// engine was idle. The ring keeps such a starting point for the first
/// idle entry it holds, then only every `startInterval` entries (with a
/// ``maxAge``, also once an eighth of it has passed since the newest):
/// each costs one copy of the engine's storage once the engine next
/// changes it, so one per entry would copy the whole history on every
/// navigation. An export therefore begins at the oldest starting point
/// still held, at most `startInterval` entries (or an eighth of
/// ``maxAge``) after the oldest entry it could reach.
///
/// Like the overlay, a recorder is confined to the overlay's scheduler's
/// thread or queue.
///
/// - Complexity: O(1) an entry; `records` is O(``capacity``).
public final class FlightRecorder {
  /// The most entries the ring holds.
  public let capacity: Int
  /// How far back an export reaches from the latest entry; `nil` for the
  /// whole ring.
  public let maxAge: Duration?
  /// The ring's entries and what it knows of its starting points. A
  /// managed buffer, not arrays in stored properties: reading and writing
  /// its storage is not checked for exclusivity at run time, which would
  /// cost more than the entry itself (a recorder is confined to one
  /// thread, and never calls out while it changes).
  private let ring: FlightRing

  /// Whether an entry was ever dropped to make room.
  package var droppedAny: Bool { ring.header.droppedAny }

  /// How many entries apart the ring keeps starting points: an eighth of
  /// ``capacity`` (at least 1), so at most nine are held at once.
  package var startInterval: Int { max(1, capacity / 8) }

  /// Whether an entry at `time` should hold a starting point, if the
  /// engine is idle: when none is held, or the newest is `startInterval`
  /// entries old, or (with a ``maxAge``) older than an eighth of it.
  package func wantsStart(at time: Instant) -> Bool {
    let (sinceStart, newestStart) = (ring.header.sinceStart, ring.header.newestStart)
    guard let sinceStart else { return true }
    if sinceStart >= startInterval { return true }
    guard let maxAge else { return false }
    return time - newestStart >= maxAge / 8
  }

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - capacity: the most entries kept (at least 1); 4,096 by default,
  ///     a few minutes of reading.
  ///   - maxAge: keep only the entries of this last stretch of time in an
  ///     export; `nil` (the default) for all of them.
  public init(capacity: Int = 4_096, maxAge: Duration? = nil) {
    self.capacity = max(1, capacity)
    self.maxAge = maxAge
    ring = FlightRing.make(capacity: self.capacity)
  }

  /// The number of entries held.
  package var count: Int { ring.header.count }

  /// Every entry held, oldest first.
  package var records: [FlightRecord] {
    ring.inOrder()
  }

  /// Adds an entry, dropping the oldest when the ring is full.
  package func record(_ record: consuming FlightRecord) {
    ring.record(record)
  }

  /// Drops every entry.
  package func removeAll() {
    ring.removeAll()
  }
}
