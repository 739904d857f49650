/// What a view is, as far as the engine cares.
public enum ViewKind: String, Hashable, Sendable {
  /// An ordinary view.
  case plain
  /// A web view: it loads pages, asks whether to start each request and
  /// keeps a history.
  case web
}
