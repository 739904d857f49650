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
/// Like the overlay, a recorder is confined to the overlay's scheduler's
/// thread or queue.
///
/// - Complexity: O(1) an entry; ``records`` is O(``capacity``).
public final class FlightRecorder {
  /// The most entries the ring holds.
  public let capacity: Int
  /// How far back an export reaches from the latest entry; `nil` for the
  /// whole ring.
  public let maxAge: Duration?
  // Exclusivity: like the overlay, a recorder is confined to one thread and
  // never holds an access across a call out, so dynamic checks are off.
  @exclusivity(unchecked) private var ring: ContiguousArray<FlightRecord> = []
  /// Where the oldest entry is, once the ring is full.
  @exclusivity(unchecked) private var oldest = 0
  /// Whether an entry was ever dropped to make room.
  @exclusivity(unchecked) public private(set) var droppedAny = false

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
    ring.reserveCapacity(self.capacity)
  }

  /// The number of entries held.
  public var count: Int { ring.count }

  /// Every entry held, oldest first.
  public var records: [FlightRecord] {
    Array(ring[oldest...]) + ring[..<oldest]
  }

  /// Adds an entry, dropping the oldest when the ring is full.
  public func record(_ record: consuming FlightRecord) {
    if ring.count < capacity {
      ring.append(record)
    } else {
      ring[oldest] = record
      droppedAny = true
      oldest = oldest + 1 == capacity ? 0 : oldest + 1
    }
  }

  /// Drops every entry.
  public func removeAll() {
    ring.removeAll(keepingCapacity: true)
    oldest = 0
    droppedAny = false
  }
}
