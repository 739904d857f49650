/// Why a ``ViewTree`` could not be built.
public enum ViewTreeError: Error, Hashable, Sendable {
  /// Two views share this name.
  case duplicateID(ViewID)
}
