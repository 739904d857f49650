/// The gestures whose finger has lifted and whose window is open, oldest
/// first.
///
/// Windows close in the order they opened: only the front gesture's
/// window can close, and never before the instant the gesture ahead of it
/// left the front (``frontFreedAt``), by whatever decided it. So a window
/// that would close earlier than an older one's closes when that one is
/// decided (`WindowRule.alignedWithEarlierGesture(_:)`), with nothing to
/// walk when it is. A counted request goes to the oldest, so gestures leave
/// from the front; a page answer may take one out of the middle, leaving a
/// hole that the front skips. A ring buffer makes the front operations
/// O(1) (amortized for `append`), whatever the number of pending gestures.
struct GestureQueue {
  private var storage: ContiguousArray<GestureRecord?>
  private var head = 0
  /// The slots in use from `head`, holes included; the first and the last
  /// are never holes.
  private var span = 0
  /// The gestures held, holes not counted.
  private(set) var count = 0

  init(capacity: Int = 8) {
    storage = ContiguousArray(repeating: nil, count: max(capacity, 1))
  }

  /// When the last gesture to leave the front left it: the front's window
  /// closes no earlier (a gesture is never decided while an
  /// older one is undecided, and is decided at the instant the last older
  /// one is, when its own window or control wait ended before).
  private(set) var frontFreedAt = Instant(nanoseconds: .min)

  /// The oldest gesture's window deadline, read without copying the
  /// record: its own, or ``frontFreedAt`` when that is later.
  var firstDeadline: GestureRecord.Deadline? {
    guard span > 0, let own = storage[head]?.deadline else { return nil }
    return own.instant < frontFreedAt
      ? GestureRecord.Deadline(instant: frontFreedAt, sequence: own.sequence) : own
  }

  /// The oldest gesture.
  var oldest: GestureRecord? { span == 0 ? nil : storage[head] }

  /// The oldest gesture's id.
  var oldestID: GestureID? { span == 0 ? nil : storage[head]?.id }
  /// The newest gesture's id.
  var newestID: GestureID? { span == 0 ? nil : storage[slot(span - 1)]?.id }

  private func slot(_ offset: Int) -> Int { (head + offset) % storage.count }

  mutating func append(_ record: GestureRecord) {
    if span == storage.count { grow() }
    storage[slot(span)] = record
    span += 1
    count += 1
  }

  /// Takes the oldest gesture out, decided at `time`: the next one's window
  /// closes no earlier.
  /// It comes out with its window as it closes: its own end, or
  /// ``frontFreedAt`` when that is later (noted as aligned).
  mutating func removeFirst(at time: Instant) -> GestureRecord? {
    guard span > 0 else { return nil }
    let record = storage[head].map(heldToFront)
    frontFreedAt = time
    storage[head] = nil
    head = (head + 1) % storage.count
    span -= 1
    count -= 1
    trimFront()
    return record
  }

  /// The offset of gesture `id`, searched from the newest (the one a page
  /// answer is almost always about).
  private func offset(of id: GestureID) -> Int? {
    var offset = span - 1
    while offset >= 0 {
      if storage[slot(offset)]?.id == id { return offset }
      offset -= 1
    }
    return nil
  }

  /// The newest waiting gesture that `matches` says yes to, searched from
  /// the newest.
  ///
  /// - Complexity: O(k) in the gestures waiting after it.
  func newest(where matches: (GestureRecord) -> Bool) -> GestureID? {
    var offset = span - 1
    while offset >= 0 {
      if let record = storage[slot(offset)], matches(record) { return record.id }
      offset -= 1
    }
    return nil
  }

  /// The waiting gesture `id`, if any.
  func record(_ id: GestureID) -> GestureRecord? { offset(of: id).flatMap { storage[slot($0)] } }

  /// Changes the waiting gesture `id` in place; whether it was there.
  ///
  /// - Complexity: O(k) in the gestures waiting after it.
  @discardableResult
  mutating func update(_ id: GestureID, _ change: (inout GestureRecord) -> Void) -> Bool {
    guard let offset = offset(of: id), var record = storage[slot(offset)] else { return false }
    change(&record)
    storage[slot(offset)] = record
    return true
  }

  /// Takes gesture `id` out, wherever it is, decided at `time`: when it
  /// was the front, the next one's window closes no earlier.
  mutating func remove(_ id: GestureID, at time: Instant) -> GestureRecord? {
    guard let offset = offset(of: id) else { return nil }
    var record = storage[slot(offset)]
    if offset == 0 {
      record = record.map(heldToFront)
      frontFreedAt = time
    }
    storage[slot(offset)] = nil
    count -= 1
    if offset == span - 1 {
      span -= 1
      while span > 0, storage[slot(span - 1)] == nil { span -= 1 }
    }
    trimFront()
    return record
  }

  /// The front gesture with its window put off to ``frontFreedAt`` when
  /// that is later than its own end.
  private func heldToFront(_ record: GestureRecord) -> GestureRecord {
    guard let own = record.deadline, own.instant < frontFreedAt else { return record }
    var held = record
    held.setDeadline(GestureRecord.Deadline(instant: frontFreedAt, sequence: own.sequence))
    held.windowNote = .aligned
    return held
  }

  private mutating func trimFront() {
    while span > 0, storage[head] == nil {
      head = (head + 1) % storage.count
      span -= 1
    }
  }

  private mutating func grow() {
    var bigger = ContiguousArray<GestureRecord?>(repeating: nil, count: storage.count * 2)
    for offset in 0..<span {
      bigger[offset] = storage[slot(offset)]
    }
    storage = bigger
    head = 0
  }
}
