/// What a replay needs to start from a moment when the engine was idle: no
/// finger down and no gesture undecided, so nothing but the views, the
/// history and the router carries over from before.
///
/// Holding one costs no allocation: the tree and history share their
/// storage with the engine's until the engine next changes them.
package struct RecordingStart: Hashable, Sendable {
  /// The views as hit testing saw them.
  package var tree: ViewTree
  /// The web view's history.
  package var history: WebHistory
  /// The touch router's priority views.
  package var router: TouchRouter
  /// The number the next gesture gets: a replay, which numbers its
  /// gestures from 1, finds a recorded gesture's number from it.
  package var nextGesture: GestureID
  /// The URL of the document the main frame last committed, under
  /// ``HistorySource/commits``; `nil` before the first commit.
  package var committedPage: String?

  /// Creates a starting point.
  package init(
    tree: ViewTree, history: WebHistory, router: TouchRouter,
    nextGesture: GestureID = GestureID(1), committedPage: String? = nil
  ) {
    self.tree = tree
    self.history = history
    self.router = router
    self.nextGesture = nextGesture
    self.committedPage = committedPage
  }
}
