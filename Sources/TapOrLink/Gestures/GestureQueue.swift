/// The gestures whose finger has lifted and whose window is open, oldest
/// first.
///
/// Windows close in the order they opened (a window that would close
/// earlier than an older one's closes with it, see
/// ``WindowRule/alignedWithEarlierGesture(_:)``, or when that one is
/// decided, if sooner), and a counted request
/// goes to the oldest, so gestures leave from the front; a page answer may
/// take one out of the middle, leaving a hole that the front skips. A ring
/// buffer makes the front operations O(1) (amortized for `append`), whatever
/// the number of pending gestures.
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

  /// The oldest gesture's window deadline, read without copying the record.
  var firstDeadline: GestureRecord.Deadline? { span == 0 ? nil : storage[head]?.deadline }

  /// The newest gesture's window deadline.
  var lastDeadline: GestureRecord.Deadline? {
    span == 0 ? nil : storage[slot(span - 1)]?.deadline
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

  mutating func removeFirst() -> GestureRecord? {
    guard span > 0 else { return nil }
    let record = storage[head]
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
  /// A change to its own end (``GestureRecord/ownEnd``) takes effect
  /// through ``realign(from:at:sequence:)``.
  ///
  /// - Complexity: O(k) in the gestures waiting after it.
  @discardableResult
  mutating func update(_ id: GestureID, _ change: (inout GestureRecord) -> Void) -> Bool {
    guard let offset = offset(of: id), var record = storage[slot(offset)] else { return false }
    change(&record)
    storage[slot(offset)] = record
    return true
  }

  /// Takes the oldest gesture out, decided at `now` other than by its
  /// window's end, with the gestures after it realigned (see
  /// ``realign(from:at:sequence:)``).
  mutating func removeFirst(realigningAt now: Instant, sequence: inout UInt64) -> GestureRecord? {
    let record = removeFirst()
    if record != nil { realign(from: 0, at: now, sequence: &sequence) }
    return record
  }

  /// Takes out the gesture at `offset` from the front, with the
  /// gestures after it realigned (see ``realign(from:at:sequence:)``):
  /// whichever way an undecided gesture leaves, its decision at `now`
  /// frees the windows that waited for it.
  mutating func remove(
    _ id: GestureID, realigningAt now: Instant, sequence: inout UInt64
  ) -> GestureRecord? {
    guard let offset = offset(of: id) else { return nil }
    let headBefore = head
    let record = remove(at: offset)
    // Offsets count from the head, which trimming may have moved on.
    let moved = (head - headBefore + storage.count) % storage.count
    realign(from: max(offset - moved, 0), at: now, sequence: &sequence)
    return record
  }

  private mutating func remove(at offset: Int) -> GestureRecord? {
    let record = storage[slot(offset)]
    storage[slot(offset)] = nil
    count -= 1
    if offset == span - 1 {
      span -= 1
      while span > 0, storage[slot(span - 1)] == nil { span -= 1 }
    }
    trimFront()
    return record
  }

  /// Puts each gesture's window end, from `offset` on, where the rule
  /// says it is once an older gesture was decided (or its wait shortened)
  /// at `now`: its own end (``GestureRecord/ownEnd``), put off to the
  /// deadline of the undecided gesture before it, and never before `now`.
  /// Stops at the first gesture whose end stays: the ends after it depend
  /// on nothing that changed. A moved end gets a new arm `sequence`.
  ///
  /// - Complexity: O(k) in the gestures whose end moves (their windows
  ///   had waited for the one that left), and the holes among them.
  mutating func realign(from offset: Int, at now: Instant, sequence: inout UInt64) {
    var previous: Instant?
    var before = offset - 1
    while before >= 0, storage[slot(before)] == nil { before -= 1 }
    if before >= 0 { previous = storage[slot(before)]?.deadline?.instant }
    var current = max(offset, 0)
    while current < span {
      defer { current += 1 }
      guard var record = storage[slot(current)], let deadline = record.deadline else { continue }
      var end = record.ownEnd
      var aligned = false
      if let previous, previous > end {
        end = previous
        aligned = true
      }
      if now > end { end = now }
      if end == deadline.instant, aligned == record.isAligned { return }
      record.isAligned = aligned
      record.setDeadline(GestureRecord.Deadline(instant: end, sequence: sequence))
      sequence += 1
      storage[slot(current)] = record
      previous = end
    }
  }

  /// The offset of gesture `id` from the front, if it is waiting.
  func position(of id: GestureID) -> Int? { offset(of: id) }

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
