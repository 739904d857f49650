/// The gestures whose finger has lifted and whose window is open, oldest
/// first.
///
/// Windows close in the order they opened (a window that would close
/// earlier than an older one's closes with it, see
/// ``WindowRule/alignedWithEarlierGesture(_:)``), and a counted request
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
  /// `change` is also given the deadline of the gesture waiting just
  /// before it, if any: a deadline it sets must be no earlier than that
  /// one, and no later than its own, to keep windows closing in order.
  ///
  /// - Complexity: O(k) in the gestures waiting after it (and the holes
  ///   just before it).
  @discardableResult
  mutating func update(
    _ id: GestureID, _ change: (inout GestureRecord, _ earlier: GestureRecord.Deadline?) -> Void
  ) -> Bool {
    guard let offset = offset(of: id), var record = storage[slot(offset)] else { return false }
    var before = offset - 1
    while before >= 0, storage[slot(before)] == nil { before -= 1 }
    change(&record, before >= 0 ? storage[slot(before)]?.deadline : nil)
    storage[slot(offset)] = record
    return true
  }

  /// Takes gesture `id` out, wherever it is.
  mutating func remove(_ id: GestureID) -> GestureRecord? {
    guard let offset = offset(of: id) else { return nil }
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
