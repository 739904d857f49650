/// The storage of a ``FlightRecorder``: at most `capacity` entries in one
/// allocation, the oldest overwritten first, and what the ring knows of its
/// starting points.
final class FlightRing: ManagedBuffer<FlightRing.Header, FlightRecord> {
  struct Header {
    /// The most entries held.
    var capacity: Int
    /// The entries held (the first `count` slots are initialized).
    var count = 0
    /// Where the oldest entry is, once the ring is full.
    var oldest = 0
    /// Whether an entry was ever dropped to make room.
    var droppedAny = false
    /// How many entries were recorded since the newest one holding a
    /// starting point; `nil` when none is held.
    var sinceStart: Int?
    /// The instant of the newest entry holding a starting point.
    var newestStart = Instant.zero
  }

  /// An empty ring with room for `capacity` (at least 1) entries.
  static func make(capacity: Int) -> FlightRing {
    let buffer = create(minimumCapacity: capacity) { _ in Header(capacity: capacity) }
    // `create` returns the class it was called on.
    return unsafeDowncast(buffer, to: FlightRing.self)
  }

  deinit {
    _ = withUnsafeMutablePointers { header, entries in
      entries.deinitialize(count: header.pointee.count)
    }
  }

  /// Adds an entry, dropping the oldest when the ring is full.
  func record(_ record: FlightRecord) {
    withUnsafeMutablePointers { header, entries in
      if record.start != nil {
        header.pointee.sinceStart = 0
        header.pointee.newestStart = record.time
      } else if let since = header.pointee.sinceStart {
        // Once the newest starting point has left the ring, none is held.
        header.pointee.sinceStart = since + 1 >= header.pointee.capacity ? nil : since + 1
      }
      let count = header.pointee.count
      if count < header.pointee.capacity {
        (entries + count).initialize(to: record)
        header.pointee.count = count + 1
      } else {
        let oldest = header.pointee.oldest
        entries[oldest] = record
        header.pointee.droppedAny = true
        header.pointee.oldest = oldest + 1 == count ? 0 : oldest + 1
      }
    }
  }

  /// Every entry, oldest first.
  func inOrder() -> [FlightRecord] {
    withUnsafeMutablePointers { header, entries in
      let (count, oldest) = (header.pointee.count, header.pointee.oldest)
      let all = UnsafeBufferPointer(start: entries, count: count)
      return Array(all[oldest...]) + all[..<oldest]
    }
  }

  /// Drops every entry.
  func removeAll() {
    withUnsafeMutablePointers { header, entries in
      entries.deinitialize(count: header.pointee.count)
      header.pointee = Header(capacity: header.pointee.capacity)
    }
  }
}
