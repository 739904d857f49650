import TapOrLink
import Testing

@Suite("View tree: UIKit-style hit testing and coordinates")
struct ViewTreeHitTestingTests {
  /// ```
  /// back   [0, 0, 200, 200]
  ///   panel  [50, 50, 100, 100]          window [50, 50, 100, 100]
  ///     inner  [10, 10, 20, 20]          window [60, 60, 20, 20]
  ///     stray  [90, 90, 50, 50]          pokes out of panel: window [140, 140, 50, 50]
  /// front  [100, 0, 100, 100]            overlaps back's top-right quarter
  /// ```
  static let views: [View] = [
    View(
      id: "back", frame: rect(0, 0, 200, 200),
      children: [
        View(
          id: "panel", frame: rect(50, 50, 100, 100),
          children: [
            View(id: "inner", frame: rect(10, 10, 20, 20)),
            View(id: "stray", frame: rect(90, 90, 50, 50)),
          ])
      ]),
    View(id: "front", frame: rect(100, 0, 100, 100)),
  ]

  func tree(_ views: [View] = Self.views) throws -> ViewTree { try ViewTree(views) }

  @Test("top-level views and siblings are tested front (last) to back")
  func frontToBack() throws {
    let tree = try tree()
    #expect(tree.hitTest(pt(120, 60)) == "front")  // front covers panel here
    #expect(tree.hitTest(pt(120, 100)) == "panel")  // below front
    let siblings = try ViewTree([
      View(
        id: "root", frame: rect(0, 0, 100, 100),
        children: [
          View(id: "first", frame: rect(0, 0, 50, 50)),
          View(id: "second", frame: rect(25, 25, 50, 50)),
        ])
    ])
    #expect(siblings.hitTest(pt(30, 30)) == "second")
    #expect(siblings.hitTest(pt(10, 10)) == "first")
  }

  @Test("the deepest view containing the point wins")
  func deepestWins() throws {
    let tree = try tree()
    #expect(tree.hitTest(pt(65, 65)) == "inner")
    #expect(tree.hitTest(pt(55, 55)) == "panel")
    #expect(tree.hitTest(pt(5, 5)) == "back")
    #expect(tree.hitTest(pt(500, 500)) == nil)
  }

  @Test("nested frames are in the parent's coordinates")
  func nestedCoordinates() throws {
    let tree = try tree()
    #expect(tree.frame(of: "inner") == rect(10, 10, 20, 20))
    #expect(tree.windowFrame(of: "inner") == rect(60, 60, 20, 20))
    #expect(tree.convert(pt(65, 70), to: "inner") == pt(5, 10))
    #expect(tree.convert(pt(5, 10), from: "inner") == pt(65, 70))
    #expect(tree.hitTest(pt(15, 15)) == "back")  // inner's own frame numbers, read as window
    #expect(tree.windowFrame(of: "nowhere") == nil)
    #expect(tree.parent(of: "inner") == "panel")
    #expect(tree.parent(of: "back") == nil)
  }

  @Test("a child is only hit where its parent is hit too")
  func childrenOutsideParentsAreNotHit() throws {
    let tree = try tree()
    #expect(tree.windowFrame(of: "stray")?.contains(pt(170, 170)) == true)
    #expect(tree.hitTest(pt(170, 170)) == "back")  // outside panel: stray is not reached
    #expect(tree.hitTest(pt(145, 145)) == "stray")  // inside both
  }

  @Test("left and top edges are inside, right and bottom edges outside, at every depth")
  func edges() throws {
    let tree = try tree()
    #expect(tree.hitTest(pt(60, 60)) == "inner")
    #expect(tree.hitTest(pt(80, 65)) == "panel")  // inner's right edge
    #expect(tree.hitTest(pt(65, 80)) == "panel")  // inner's bottom edge
    #expect(tree.hitTest(pt(200, 150)) == nil)  // back's right edge
    #expect(tree.hitTest(pt(100, 0)) == "front")  // front's left/top corner
    #expect(tree.hitTest(pt(99.5, 0)) == "back")
  }

  @Test("hidden views and their subtrees are skipped")
  func hiddenSubtreesSkipped() throws {
    var tree = try tree()
    let found = tree.setHidden(true, for: "panel")
    #expect(found)
    #expect(tree.hitTest(pt(65, 65)) == "back")  // inner is visible itself but under hidden panel
    #expect(tree.isHidden("panel") && !tree.isHidden("inner"))
    #expect(!tree.isVisible("inner"))
    tree.setHidden(false, for: "panel")
    #expect(tree.hitTest(pt(65, 65)) == "inner")
    #expect(tree.isVisible("inner"))
    let missing = tree.setHidden(true, for: "nowhere")
    #expect(!missing)
    #expect(!tree.isVisible("nowhere"))
  }

  @Test("hidden front views let touches through to the views behind")
  func hiddenFront() throws {
    var tree = try tree()
    tree.setHidden(true, for: "front")
    #expect(tree.hitTest(pt(120, 60)) == "panel")
  }

  @Test("non-interactive views and their subtrees are skipped")
  func nonInteractiveSkipped() throws {
    let tree = try tree([
      View(
        id: "root", frame: rect(0, 0, 100, 100),
        children: [
          View(
            id: "glass", frame: rect(0, 0, 100, 100), isInteractive: false,
            children: [View(id: "knob", frame: rect(10, 10, 10, 10))])
        ])
    ])
    #expect(tree.hitTest(pt(15, 15)) == "root")
    #expect(tree.hitTest(pt(50, 50)) == "root")
  }

  @Test("views declared hidden start hidden")
  func declaredHidden() throws {
    let tree = try tree([
      View(id: "root", frame: rect(0, 0, 100, 100)),
      View(id: "popup", frame: rect(0, 0, 50, 50), isHidden: true),
    ])
    #expect(tree.hitTest(pt(10, 10)) == "root")
  }

  @Test("resizing a view changes later hit tests; children move with their parent")
  func resize() throws {
    var tree = try tree()
    let found = tree.setFrame(rect(0, 0, 40, 40), for: "panel")
    #expect(found)
    #expect(tree.windowFrame(of: "inner") == rect(10, 10, 20, 20))
    #expect(tree.hitTest(pt(15, 15)) == "inner")
    #expect(tree.hitTest(pt(65, 65)) == "back")
    let missing = tree.setFrame(rect(0, 0, 1, 1), for: "nowhere")
    #expect(!missing)
  }

  @Test("a delivery target is hit-tested within a subtree, defaulting to its root")
  func targetWithinSubtree() throws {
    var tree = try tree()
    #expect(tree.target(at: pt(65, 65), within: "panel") == "inner")
    // front covers this point, but it is not in back's subtree.
    #expect(tree.target(at: pt(120, 60), within: "back") == "panel")
    #expect(tree.target(at: pt(5, 5), within: "back") == "back")
    #expect(tree.target(at: pt(1000, 1000), within: "panel") == "panel")
    tree.setHidden(true, for: "inner")
    #expect(tree.target(at: pt(65, 65), within: "panel") == "panel")
    #expect(tree.target(at: pt(0, 0), within: "nowhere") == nil)
  }

  @Test("a hidden root, or one under a hidden ancestor, hides its subtree from targeting")
  func targetWithinHiddenRoot() throws {
    var tree = try tree()
    tree.setHidden(true, for: "panel")
    #expect(tree.target(at: pt(65, 65), within: "panel") == "panel")
    tree.setHidden(false, for: "panel")
    tree.setHidden(true, for: "back")
    #expect(tree.target(at: pt(65, 65), within: "panel") == "panel")
    #expect(tree.target(at: pt(65, 65), within: "back") == "back")
  }

  @Test("lookups: ids depth first, kinds, first web view")
  func lookups() throws {
    let tree = try ViewTree(Fixtures.views)
    #expect(tree.allIDs == ["web", "header", "footer", "likeButton", "toolbar"])
    #expect(tree.firstView(ofKind: .web) == "web")
    #expect(tree.firstView(ofKind: .web, within: "footer") == nil)
    #expect(tree.kind(of: "likeButton") == .plain)
    #expect(tree.kind(of: "nowhere") == nil)
    #expect(tree.contains("likeButton") && !tree.contains("nowhere"))
    let nested = try ViewTree([
      View(
        id: "container", frame: rect(0, 0, 10, 10),
        children: [
          View(
            id: "a", frame: rect(0, 0, 1, 1),
            children: [View(id: "deep", frame: rect(0, 0, 1, 1), kind: .web)]),
          View(id: "b", frame: rect(0, 0, 1, 1), kind: .web),
        ])
    ])
    #expect(nested.firstView(ofKind: .web, within: "container") == "deep")
    #expect(nested.firstView(ofKind: .web) == "deep")
  }

  @Test("two views may not share a name")
  func duplicateIDs() {
    #expect(throws: ViewTreeError.duplicateID("x")) {
      try ViewTree([
        View(id: "x", frame: rect(0, 0, 1, 1)),
        View(id: "y", frame: rect(0, 0, 1, 1), children: [View(id: "x", frame: rect(0, 0, 1, 1))]),
      ])
    }
  }
}
