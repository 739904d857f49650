import TapOrLink

/// The view tree, with each web view's page: `url:`, `links:` and
/// `controls:`.
extension ScenarioWriter {
  /// How deep views may be nested in a file the parser reads: a view
  /// nested `n` deep is a mapping at level `2n + 1` and its frame at
  /// `2n + 2` (see ``YAMLParser/maximumDepth``), so 31. A web view with
  /// links or controls may be one level less deep: their frames are at
  /// `2n + 4`.
  public static let maximumViewDepth = (YAMLParser.maximumDepth - 2) / 2

  /// The lines of `views:`, indented by `indent`: each view's `id`,
  /// `kind`, `frame`, `hidden`, `interactive`, its page's `url`, `links`
  /// and `controls` when it is a web view, and its `children`.
  ///
  /// - Throws: ``ScenarioWritingError`` when a view is nested deeper than
  ///   ``maximumViewDepth``, an id or href is empty, a number is not
  ///   finite, or a page belongs to a view that is not a web view of the
  ///   tree.
  static func viewLines(_ views: [View], pages: [ViewID: WebPage], indent: String)
    throws(ScenarioWritingError) -> [String]
  {
    var lines: [String] = []
    var written: Set<ViewID> = []
    for view in views {
      try append(view, depth: 1, pages: pages, indent: indent, to: &lines, written: &written)
    }
    for (id, page) in pages where !written.contains(id) && page != WebPage() {
      throw .notExpressible(
        what: "the page of view \(scalar(id.rawValue))",
        reason: "pages belong to views of `kind: web` in the tree")
    }
    return lines
  }

  private static func append(
    _ view: View, depth: Int, pages: [ViewID: WebPage], indent: String,
    to lines: inout [String], written: inout Set<ViewID>
  ) throws(ScenarioWritingError) {
    let page = view.kind == .web ? pages[view.id] : nil
    let hasLinks = page.map { !$0.links.isEmpty || !$0.controls.isEmpty } ?? false
    let maximum = hasLinks ? maximumViewDepth - 1 : maximumViewDepth
    guard depth <= maximum else { throw .tooDeep(view.id, depth: depth, maximum: maximum) }
    if view.id.rawValue.isEmpty { throw .empty(what: "a view id") }
    lines.append("\(indent)- id: \(scalar(view.id.rawValue))")
    let inner = indent + "  "
    if view.kind != .plain { lines.append("\(inner)kind: \(view.kind.rawValue)") }
    lines.append(
      "\(inner)frame: [\(try numbers(view.frame, what: "a view's frame", separator: ", "))]")
    if view.isHidden { lines.append("\(inner)hidden: true") }
    if !view.isInteractive { lines.append("\(inner)interactive: false") }
    if view.kind == .web, let page = pages[view.id] {
      written.insert(view.id)
      try append(page, indent: inner, to: &lines)
    }
    guard !view.children.isEmpty else { return }
    lines.append("\(inner)children:")
    for child in view.children {
      try append(
        child, depth: depth + 1, pages: pages, indent: inner + "  ", to: &lines,
        written: &written)
    }
  }

  private static func append(_ page: WebPage, indent: String, to lines: inout [String])
    throws(ScenarioWritingError)
  {
    if let url = page.url {
      if url.isEmpty { throw .empty(what: "a web view's `url`") }
      lines.append("\(indent)url: \(scalar(url))")
    }
    try appendControls(page.controls, indent: indent, to: &lines)
    guard !page.links.isEmpty else { return }
    lines.append("\(indent)links:")
    for link in page.links {
      if link.href.isEmpty { throw .empty(what: "a link's `href`") }
      lines.append("\(indent)  - href: \(scalar(link.href))")
      lines.append(
        "\(indent)    frame: [\(try numbers(link.frame, what: "a link's frame", separator: ", "))]")
      if let routes = link.routes {
        guard ScenarioDecoder.routeKinds.contains(routes) else {
          throw .notExpressible(
            what: "a link that routes by `\(routes.rawValue)`",
            reason: "a click never moves back or forward")
        }
        lines.append("\(indent)    routes: \(routes.rawValue)")
      }
    }
  }

  private static func appendControls(
    _ controls: [WebControl], indent: String, to lines: inout [String]
  ) throws(ScenarioWritingError) {
    guard !controls.isEmpty else { return }
    lines.append("\(indent)controls:")
    for control in controls {
      lines.append(
        "\(indent)  - frame: [\(try numbers(control.frame, what: "a control's frame", separator: ", "))]"
      )
      lines.append("\(indent)    kind: \(control.kind.name)")
      if let url = control.navigates {
        if url.isEmpty { throw .empty(what: "a control's `navigates`") }
        lines.append("\(indent)    navigates: \(scalar(url))")
      }
    }
  }

  /// A flow sequence of scalars: `[a, b]`.
  static func flowSequence(_ items: [String]) -> String {
    "[" + items.map { scalar($0, in: .flow) }.joined(separator: ", ") + "]"
  }
}
