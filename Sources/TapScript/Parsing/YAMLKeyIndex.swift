/// The keys of one mapping and the line each was first defined on, for
/// finding duplicates.
///
/// Scenario mappings are small (a timeline step has one key), so the first
/// few keys are searched in an array, and only a larger mapping pays for a
/// dictionary. The dictionary holds each key's hash and the position of its
/// entry, not the key itself, so that a mapping of a million keys costs a
/// few bytes a key more than its entries; a found entry is checked against
/// the key, and on a hash collision (rare, and not something a file can aim
/// for: hashes are seeded per process) the entries are searched.
struct YAMLKeyIndex {
  private static let arrayLimit = 8

  private var few: [(key: String, line: Int)] = []
  /// The hash of each key, and where its first entry is.
  private var many: [Int: Int] = [:]

  /// The line `key` was first defined on, or `nil` if it is new; `entries`
  /// holds the mapping's first definitions, in order.
  func firstLine(of key: String, in entries: [YAMLEntry]) -> Int? {
    if few.count < YAMLKeyIndex.arrayLimit {
      for entry in few where entry.key == key {
        return entry.line
      }
      return nil
    }
    guard let index = many[key.hashValue] else { return nil }
    if entries[index].key == key { return entries[index].keyPosition.line }
    return entries.first { $0.key == key }?.keyPosition.line
  }

  /// Records `key`, defined on `line`, whose entry is `entries[index]`; the
  /// key must be new.
  mutating func insert(_ key: String, line: Int, entry index: Int) {
    if few.count < YAMLKeyIndex.arrayLimit {
      few.append((key, line))
      if few.count == YAMLKeyIndex.arrayLimit {
        // The entries so far are exactly the keys in `few`, in order.
        for (position, known) in few.enumerated() where many[known.key.hashValue] == nil {
          many[known.key.hashValue] = position
        }
      }
    } else if many[key.hashValue] == nil {
      many[key.hashValue] = index
    }
  }
}
