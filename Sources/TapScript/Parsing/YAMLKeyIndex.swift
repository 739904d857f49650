/// Finds the duplicate keys of one mapping.
///
/// Scenario mappings are small (a timeline step has one key), so while a
/// mapping has few keys each new key is searched among them at once. A
/// larger mapping is checked once it is complete, by sorting its entries'
/// positions by key: that needs 4 bytes a key rather than a dictionary of
/// every key, so a mapping of a million keys costs little more than its
/// entries, and O(*n* log *n*) time.
struct YAMLKeyIndex {
  private static let arrayLimit = 8

  private var few: [(key: String, line: Int)] = []

  /// Whether the mapping outgrew the array: its duplicates are then found
  /// by ``removeLaterDuplicates(from:)`` when it is complete.
  var isLarge: Bool { few.count >= YAMLKeyIndex.arrayLimit }

  /// The line `key` was first defined on, or `nil` if it is new or the
  /// mapping ``isLarge``.
  func firstLine(of key: String) -> Int? {
    guard !isLarge else { return nil }
    for entry in few where entry.key == key {
      return entry.line
    }
    return nil
  }

  /// Records `key`, defined on `line`; the key must be new.
  mutating func insert(_ key: String, line: Int) {
    if !isLarge { few.append((key, line)) }
  }

  /// Removes every entry whose key an earlier entry has, keeping the
  /// first; returns the removed ones, in file order, each with the line of
  /// its key's first definition.
  static func removeLaterDuplicates(from entries: inout [YAMLEntry])
    -> [(entry: YAMLEntry, firstLine: Int)]
  {
    var order = Array(0..<Int32(clamping: entries.count))
    order.sort { first, second in
      let firstKey = entries[Int(first)].key
      let secondKey = entries[Int(second)].key
      return firstKey == secondKey ? first < second : firstKey < secondKey
    }
    var removed = [Bool](repeating: false, count: entries.count)
    var firstLines: [Int32: Int] = [:]
    var runStart = 0
    for position in order.indices {
      let index = Int(order[position])
      if position > 0, entries[index].key == entries[Int(order[runStart])].key {
        removed[index] = true
        firstLines[Int32(index)] = entries[Int(order[runStart])].keyPosition.line
      } else {
        runStart = position
      }
    }
    guard !firstLines.isEmpty else { return [] }
    var duplicates: [(entry: YAMLEntry, firstLine: Int)] = []
    var kept = 0
    for index in entries.indices {
      if removed[index] {
        duplicates.append((entries[index], firstLines[Int32(index)] ?? 0))
      } else {
        entries.swapAt(kept, index)
        kept += 1
      }
    }
    entries.removeLast(entries.count - kept)
    return duplicates
  }
}
