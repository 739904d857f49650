/// The last ``capacity`` values recorded, the oldest overwritten first: the
/// storage behind the engine's short memories (``RecentDecisions``,
/// ``RecentTaps``, ``RecentActivations``), each bounded whatever the input.
///
/// Recording costs O(1) and allocates only the first time; the storage
/// never grows past ``capacity``.
struct RecentRing<Element> {
  /// How many values are kept.
  let capacity: Int
  private var slots = ContiguousArray<Element>()
  /// The slot the next value overwrites, once the ring is full.
  private var next = 0

  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// The number of values kept.
  var count: Int { slots.count }

  /// Records `value`, overwriting the oldest once ``capacity`` are kept.
  mutating func record(_ value: Element) {
    if slots.count < capacity {
      if slots.isEmpty { slots.reserveCapacity(capacity) }
      slots.append(value)
    } else {
      slots[next] = value
      next = (next + 1) % capacity
    }
  }

  /// The slot of the `age`-th newest value (0: the newest), for `age` below
  /// ``count``.
  @inline(__always)
  func slot(ofAge age: Int) -> Int {
    let newest = (next == 0 ? slots.count : next) - 1
    return (newest - age + slots.count) % slots.count
  }

  /// The value in `slot`.
  subscript(slot: Int) -> Element {
    get { slots[slot] }
    set { slots[slot] = newValue }
  }
}
