/// A node of the parsed YAML tree, with the place it starts in the file.
///
/// ``position`` is the first character of the node: the first character of a
/// scalar (its opening quote when quoted), the first key of a mapping, the
/// first `-` of a block sequence or the `[` of a flow sequence. A
/// ``Kind/null`` node, which has no characters, sits just after the colon of
/// its key (or just after the `-` of its item), where the value is missing.
public struct YAMLNode: Sendable, Hashable {
  /// How a sequence was written.
  public enum SequenceStyle: Sendable, Hashable {
    /// One `- item` a line.
    case block
    /// Between brackets: `[0, 0, 320, 480]`.
    case flow
  }

  /// What a node holds.
  public enum Kind: Sendable, Hashable {
    /// A plain or quoted scalar.
    case scalar(YAMLScalar)
    /// A block or flow sequence, its items in file order.
    case sequence([YAMLNode], style: SequenceStyle)
    /// A block mapping, its entries in file order.
    case mapping([YAMLEntry])
    /// Nothing: a key with nothing after its colon (`config:`), or a `-`
    /// with nothing after it.
    case null
  }

  /// The first character of the node (see ``YAMLNode``).
  public var position: SourcePosition

  /// What the node holds.
  public var kind: Kind

  /// Creates a node.
  public init(position: SourcePosition, kind: Kind) {
    self.position = position
    self.kind = kind
  }
}

extension YAMLNode {
  /// The scalar, when the node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = kind { return scalar }
    return nil
  }

  /// The scalar's text, when the node is a scalar.
  public var text: String? { scalar?.text }

  /// The items, when the node is a sequence of either style.
  public var items: [YAMLNode]? {
    if case .sequence(let items, _) = kind { return items }
    return nil
  }

  /// The entries in file order, when the node is a mapping.
  public var entries: [YAMLEntry]? {
    if case .mapping(let entries) = kind { return entries }
    return nil
  }

  /// Whether the node is ``Kind/null``: a key or item with no value.
  public var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The entry whose key is `key` (compared exactly), when the node is a
  /// mapping that has one.
  ///
  /// - Complexity: O(*n*) in the number of entries.
  public func entry(forKey key: String) -> YAMLEntry? {
    entries?.first { $0.key == key }
  }

  /// What the node is, for messages such as "expected a mapping, found a
  /// flow sequence": `a scalar`, `a block sequence`, `a flow sequence`,
  /// `a mapping` or `no value`.
  public var kindDescription: String {
    switch kind {
    case .scalar: return "a scalar"
    case .sequence(_, .block): return "a block sequence"
    case .sequence(_, .flow): return "a flow sequence"
    case .mapping: return "a mapping"
    case .null: return "no value"
    }
  }
}
