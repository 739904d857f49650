/// A window's views, with UIKit-style hit testing and coordinate conversion.
///
/// Top-level views are given back to front. Views are stored flat, each
/// knowing its parent and children, so lookups by ``ViewID`` are O(1) and
/// changing a view's frame or visibility is cheap.
public struct ViewTree: Hashable, Sendable {
  private struct Node: Hashable, Sendable {
    var id: ViewID
    var frame: Rect
    var kind: ViewKind
    var isHidden: Bool
    var isInteractive: Bool
    var parent: Int?
    var children: [Int]
  }

  private var nodes: [Node] = []
  private var roots: [Int] = []
  private var index: [ViewID: Int] = [:]

  /// Builds a tree from top-level views, back to front.
  ///
  /// The views are read with an explicit stack, never by recursion, so a
  /// tree of any depth can be built (and hit-tested) on any thread; only
  /// memory limits it. (A deeply nested ``View`` value itself is freed by
  /// Swift one level at a time, recursively; build deep trees from data
  /// rather than holding them as nested values.)
  ///
  /// - Throws: ``ViewTreeError/duplicateID(_:)`` when two views share a name.
  /// - Complexity: O(*n*) in the number of views.
  public init(_ views: [View]) throws(ViewTreeError) {
    // Each level being read: its views, the next one to read, and their parent.
    var levels: [(views: [View], next: Int, parent: Int?)] = [(views, 0, nil)]
    while let level = levels.last {
      guard level.next < level.views.count else {
        levels.removeLast()
        continue
      }
      levels[levels.count - 1].next += 1
      let view = level.views[level.next]
      guard index[view.id] == nil else { throw .duplicateID(view.id) }
      let position = nodes.count
      nodes.append(
        Node(
          id: view.id, frame: view.frame, kind: view.kind, isHidden: view.isHidden,
          isInteractive: view.isInteractive, parent: level.parent, children: []))
      index[view.id] = position
      if let parent = level.parent {
        nodes[parent].children.append(position)
      } else {
        roots.append(position)
      }
      if !view.children.isEmpty {
        levels.append((view.children, 0, position))
      }
    }
  }

  /// Every view's name, depth first, parents before children, back to front.
  package var allIDs: [ViewID] {
    var result: [ViewID] = []
    result.reserveCapacity(nodes.count)
    var stack = Array(roots.reversed())
    while let position = stack.popLast() {
      result.append(nodes[position].id)
      stack.append(contentsOf: nodes[position].children.reversed())
    }
    return result
  }

  /// The top-level views as they are now, back to front, each with its
  /// children: the input ``init(_:)`` would rebuild this tree from.
  package var views: [View] {
    func view(at position: Int) -> View {
      let node = nodes[position]
      return View(
        id: node.id, frame: node.frame, kind: node.kind, isHidden: node.isHidden,
        isInteractive: node.isInteractive, children: node.children.map(view(at:)))
    }
    return roots.map(view(at:))
  }

  /// Whether a view with this name exists.
  package func contains(_ id: ViewID) -> Bool { index[id] != nil }

  /// The kind of a view, or `nil` for an unknown name.
  package func kind(of id: ViewID) -> ViewKind? { index[id].map { nodes[$0].kind } }

  /// The parent of a view; `nil` for a top-level or unknown view.
  package func parent(of id: ViewID) -> ViewID? {
    index[id].flatMap { nodes[$0].parent }.map { nodes[$0].id }
  }

  /// The first view of a kind, depth first in file order.
  package func firstView(ofKind kind: ViewKind) -> ViewID? {
    allIDs.first { self.kind(of: $0) == kind }
  }

  /// The first view of a kind in the subtree rooted at `root`, the root
  /// included.
  package func firstView(ofKind kind: ViewKind, within root: ViewID) -> ViewID? {
    guard let start = index[root] else { return nil }
    var stack = [start]
    while let position = stack.popLast() {
      if nodes[position].kind == kind { return nodes[position].id }
      stack.append(contentsOf: nodes[position].children.reversed())
    }
    return nil
  }

  /// A view's frame in its parent's coordinates.
  package func frame(of id: ViewID) -> Rect? { index[id].map { nodes[$0].frame } }

  /// A view's frame in window coordinates.
  package func windowFrame(of id: ViewID) -> Rect? {
    guard let position = index[id] else { return nil }
    return windowFrame(at: position)
  }

  /// The storage position of a view, for callers that look the same view up
  /// on every event (the overlay's covered view).
  func position(of id: ViewID) -> Int? { index[id] }

  /// The name of the view at a storage position.
  func id(at position: Int) -> ViewID { nodes[position].id }

  func windowFrame(at position: Int) -> Rect {
    var frame = nodes[position].frame
    var ancestor = nodes[position].parent
    while let current = ancestor {
      frame = frame.offsetBy(nodes[current].frame.minX, nodes[current].frame.minY)
      ancestor = nodes[current].parent
    }
    return frame
  }

  /// Whether the view itself is marked hidden.
  package func isHidden(_ id: ViewID) -> Bool { index[id].map { nodes[$0].isHidden } ?? true }

  /// Whether the view and all its ancestors are shown.
  package func isVisible(_ id: ViewID) -> Bool {
    index[id].map(isVisible(at:)) ?? false
  }

  func isVisible(at position: Int) -> Bool {
    var current: Int? = position
    while let node = current {
      if nodes[node].isHidden { return false }
      current = nodes[node].parent
    }
    return true
  }

  /// Whether the view and all its ancestors are interactive.
  package func takesTouches(_ id: ViewID) -> Bool {
    index[id].map(takesTouches(at:)) ?? false
  }

  func takesTouches(at position: Int) -> Bool {
    var current: Int? = position
    while let node = current {
      if !nodes[node].isInteractive { return false }
      current = nodes[node].parent
    }
    return true
  }

  /// Hides or shows a view. Unknown names are ignored.
  /// - Returns: whether the view exists.
  @discardableResult
  package mutating func setHidden(_ hidden: Bool, for id: ViewID) -> Bool {
    guard let position = index[id] else { return false }
    nodes[position].isHidden = hidden
    return true
  }

  /// Gives a view a new frame in its parent's coordinates.
  /// - Returns: whether the view exists.
  @discardableResult
  package mutating func setFrame(_ frame: Rect, for id: ViewID) -> Bool {
    guard let position = index[id] else { return false }
    nodes[position].frame = frame
    return true
  }

  /// Converts a point from window coordinates into a view's own coordinates.
  package func convert(_ windowPoint: Point, to id: ViewID) -> Point? {
    windowFrame(of: id).map { windowPoint.offset(by: -$0.minX, -$0.minY) }
  }

  /// Converts a point from a view's own coordinates into window coordinates.
  package func convert(_ point: Point, from id: ViewID) -> Point? {
    windowFrame(of: id).map { point.offset(by: $0.minX, $0.minY) }
  }

  /// The deepest view under a window point, UIKit style: top-level views and
  /// children are tested front (last) to back, hidden or non-interactive
  /// views are skipped with their subtrees, and a view is only hit where its
  /// parent is hit too.
  package func hitTest(_ windowPoint: Point) -> ViewID? {
    for root in roots.reversed() {
      if let hit = hit(root, windowPoint, originX: 0, originY: 0) { return nodes[hit].id }
    }
    return nil
  }

  /// The view that takes a touch at a window point within `root`'s subtree:
  /// the deepest hit descendant, or `root` itself when no descendant is hit
  /// (also when `root` is hidden, or the point is outside it); `nil` for
  /// an unknown `root`.
  ///
  /// This is how the overlay picks a finger's delivery target.
  package func target(at windowPoint: Point, within root: ViewID) -> ViewID? {
    index[root].map { nodes[target(at: windowPoint, withinPosition: $0)].id }
  }

  /// The storage position of the view that takes a touch within the subtree
  /// at `position` (see ``target(at:within:)``).
  func target(at windowPoint: Point, withinPosition position: Int) -> Int {
    // A hidden or non-interactive view (or ancestor) shuts its subviews off
    // from touches, as in UIKit: none of them can be hit.
    guard isVisible(at: position), takesTouches(at: position) else { return position }
    let frame = windowFrame(at: position)
    for child in nodes[position].children.reversed() {
      if let hit = hit(child, windowPoint, originX: frame.minX, originY: frame.minY) {
        return hit
      }
    }
    return position
  }

  /// The deepest view hit at `point` in the subtree at `position`, whose
  /// parent's window origin is (`originX`, `originY`), or `nil` when the
  /// view itself is not hit. A hit view's frontmost hit child is hit
  /// instead, so the walk goes down one path, without recursion.
  private func hit(_ position: Int, _ point: Point, originX: Double, originY: Double) -> Int? {
    guard let frame = hitFrame(position, point, originX: originX, originY: originY) else {
      return nil
    }
    var current = position
    var currentFrame = frame
    descending: while true {
      for child in nodes[current].children.reversed() {
        if let childFrame = hitFrame(
          child, point, originX: currentFrame.minX, originY: currentFrame.minY)
        {
          current = child
          currentFrame = childFrame
          continue descending
        }
      }
      return current
    }
  }

  /// The view's window frame when it takes touches itself (not hidden,
  /// interactive) and contains `point`, else `nil`.
  private func hitFrame(_ position: Int, _ point: Point, originX: Double, originY: Double) -> Rect?
  {
    let node = nodes[position]
    guard !node.isHidden, node.isInteractive else { return nil }
    let frame = node.frame.offsetBy(originX, originY)
    return frame.contains(point) ? frame : nil
  }
}
