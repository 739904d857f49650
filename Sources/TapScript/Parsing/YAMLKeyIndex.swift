/// The keys of one mapping and the line each was first defined on, for
/// finding duplicates.
///
/// Scenario mappings are small (a timeline step has one key), so the first
/// few keys are searched in an array, and only a larger mapping pays for a
/// dictionary.
struct YAMLKeyIndex {
  private static let arrayLimit = 8

  private var few: [(key: String, line: Int)] = []
  private var many: [String: Int] = [:]

  /// The line `key` was first defined on, or `nil` if it is new.
  func firstLine(of key: String) -> Int? {
    if few.count < YAMLKeyIndex.arrayLimit {
      for entry in few where entry.key == key {
        return entry.line
      }
      return nil
    }
    return many[key]
  }

  /// Records `key`, defined on `line`; the key must be new.
  mutating func insert(_ key: String, line: Int) {
    if few.count < YAMLKeyIndex.arrayLimit {
      few.append((key, line))
      if few.count == YAMLKeyIndex.arrayLimit {
        many = Dictionary(uniqueKeysWithValues: few.map { ($0.key, $0.line) })
      }
    } else {
      many[key] = line
    }
  }
}
