/// Sends touches to priority views in addition to normal delivery (seed:
/// the capturing window's `addViewForTouchPriority:`).
///
/// On each down, the first listed view that is visible (it and its
/// ancestors not hidden) and contains the point receives that finger's
/// phases until it lifts or is cancelled. Unlike the seed, which kept one
/// `touchView` for all fingers, each finger keeps its own.
public struct TouchRouter: Hashable, Sendable {
  /// The priority views, in the order they are tried.
  public private(set) var priorityViews: [ViewID]

  /// Creates a router over priority views.
  public init(priorityViews: [ViewID] = []) {
    self.priorityViews = priorityViews
  }

  /// Adds a view at the end of the list (the seed's
  /// `addViewForTouchPriority:`).
  public mutating func add(_ view: ViewID) {
    priorityViews.append(view)
  }

  /// Removes a view from the list (`removeViewForTouchPriority:`).
  public mutating func remove(_ view: ViewID) {
    priorityViews.removeAll { $0 == view }
  }

  /// The view that receives a finger that touches down at `windowPoint`.
  package func view(at windowPoint: Point, in tree: ViewTree) -> ViewID? {
    priorityViews.first { view in
      tree.isVisible(view) && tree.windowFrame(of: view)?.contains(windowPoint) == true
    }
  }
}
