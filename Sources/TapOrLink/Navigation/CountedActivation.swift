/// The latest link activation the engine counted, kept for a short while so
/// that the other report of the same activation (a request and a
/// same-document navigation for one fragment link) counts no second time.
struct CountedActivation: Hashable, Sendable {
  /// What reported it.
  enum Source: Hashable, Sendable {
    /// A counted request.
    case request
    /// A counted same-document navigation of that kind.
    case navigation(SameDocumentKind)

    /// Requests and navigations, whatever the kind.
    enum Family: Hashable, Sendable {
      case request
      case navigation
    }

    var family: Family {
      switch self {
      case .request: .request
      case .navigation: .navigation
      }
    }
  }

  /// The URL as reported.
  var url: String
  /// When it was counted.
  var time: Instant
  /// What reported it.
  var source: Source
}
