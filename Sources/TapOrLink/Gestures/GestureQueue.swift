/// The gestures whose finger has lifted and whose window is open, oldest
/// first.
///
/// Windows all last as long, so they close in the order they opened, and a
/// counted request goes to the oldest: gestures only ever leave from the
/// front. A ring buffer makes every operation O(1) (amortized for
/// `append`), whatever the number of pending gestures.
struct GestureQueue {
  private var storage: ContiguousArray<GestureRecord?>
  private var head = 0
  private(set) var count = 0

  init(capacity: Int = 8) {
    storage = ContiguousArray(repeating: nil, count: max(capacity, 1))
  }

  /// The oldest gesture's window deadline, read without copying the record.
  var firstDeadline: GestureRecord.Deadline? { count == 0 ? nil : storage[head]?.deadline }

  mutating func append(_ record: GestureRecord) {
    if count == storage.count { grow() }
    storage[(head + count) % storage.count] = record
    count += 1
  }

  mutating func removeFirst() -> GestureRecord? {
    guard count > 0 else { return nil }
    let record = storage[head]
    storage[head] = nil
    head = (head + 1) % storage.count
    count -= 1
    return record
  }

  private mutating func grow() {
    var bigger = ContiguousArray<GestureRecord?>(repeating: nil, count: storage.count * 2)
    for offset in 0..<count {
      bigger[offset] = storage[(head + offset) % storage.count]
    }
    storage = bigger
    head = 0
  }
}
