import TapOrLink
import Testing

@Suite("ViewTree: any depth, no recursion")
struct DeepViewTreeTests {
  /// A chain of `depth` views, each the only child of the one before, all
  /// 100 × 100 at the parent's origin; the deepest (`v0`) is a web view.
  private func chain(depth: Int) -> View {
    var view = View(id: "v0", frame: Rect(x: 0, y: 0, width: 100, height: 100), kind: .web)
    for level in 1..<depth {
      view = View(
        id: ViewID("v\(level)"), frame: Rect(x: 0, y: 0, width: 100, height: 100),
        children: [view])
    }
    return view
  }

  /// Frees a nested view one level at a time: Swift frees nested values
  /// recursively, and the test must not be what overflows the stack.
  private func dismantle(_ views: inout [View]) {
    while var view = views.popLast() {
      let children = view.children
      view.children = []
      views.append(contentsOf: children)
    }
  }

  @Test("a tree of 1,000,000 nested views is built, listed and hit-tested")
  func millionLevels() throws {
    let depth = 1_000_000
    var views = [chain(depth: depth)]
    let tree = try ViewTree(views)
    dismantle(&views)
    let ids = tree.allIDs
    #expect(ids.count == depth)
    #expect(ids.first == "v999999")
    #expect(ids.last == "v0")
    #expect(tree.parent(of: "v0") == "v1")
    #expect(tree.hitTest(Point(x: 50, y: 50)) == "v0")
    #expect(tree.hitTest(Point(x: 150, y: 50)) == nil)
    #expect(tree.target(at: Point(x: 50, y: 50), within: "v999999") == "v0")
    #expect(tree.firstView(ofKind: .web) == "v0")
    #expect(tree.windowFrame(of: "v0") == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("an overlay over a 1,000,000-deep tree delivers to the deepest view")
  func overlayOnDeepTree() throws {
    var views = [chain(depth: 1_000_000)]
    let h = try Harness(views: views, covering: "v999999")
    dismantle(&views)
    #expect(h.overlay.webView == "v0")
    h.down(50, 50, at: 0)
    h.expect([
      .delivered(.down(50, 50, at: ms(0)), to: "v0"), .replied(.delivered(to: "v0")),
    ])
  }

  @Test("a duplicate deep in the tree is still found")
  func duplicateDeep() {
    var views = [
      View(id: "v5000", frame: Rect(x: 0, y: 0, width: 1, height: 1)), chain(depth: 10_000),
    ]
    #expect(throws: ViewTreeError.duplicateID("v5000")) { try ViewTree(views) }
    dismantle(&views)
  }

  @Test("hit testing is front to back and depth first, as before")
  func hitOrder() throws {
    let tree = try ViewTree([
      View(
        id: "back", frame: Rect(x: 0, y: 0, width: 100, height: 100),
        children: [
          View(id: "a", frame: Rect(x: 0, y: 0, width: 50, height: 50)),
          View(
            id: "b", frame: Rect(x: 10, y: 10, width: 50, height: 50),
            children: [View(id: "b1", frame: Rect(x: 0, y: 0, width: 5, height: 5))]),
          View(id: "hidden", frame: Rect(x: 0, y: 0, width: 100, height: 100), isHidden: true),
        ]),
      View(id: "front", frame: Rect(x: 90, y: 90, width: 10, height: 10), isInteractive: false),
    ])
    #expect(tree.allIDs == ["back", "a", "b", "b1", "hidden", "front"])
    #expect(tree.hitTest(Point(x: 12, y: 12)) == "b1")
    #expect(tree.hitTest(Point(x: 20, y: 20)) == "b")
    #expect(tree.hitTest(Point(x: 5, y: 5)) == "a")
    #expect(tree.hitTest(Point(x: 95, y: 95)) == "back")
    #expect(tree.hitTest(Point(x: 100, y: 5)) == nil)
  }
}
