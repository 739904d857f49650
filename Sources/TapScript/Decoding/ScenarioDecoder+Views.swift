@_spi(Lab) import TapOrLink

extension ScenarioDecoder {
  static let viewKeys = [
    "id", "frame", "kind", "hidden", "interactive", "children", "url", "links", "controls",
  ]
  static let linkKeys = ["href", "frame", "routes"]

  mutating func decodeViews(_ node: YAMLNode, pages: inout [ViewID: WebPage]) -> [View] {
    guard let items = requireItems(node, what: "`views`") else { return [] }
    if items.isEmpty { error("`views` must list at least one view", at: node.position) }
    return items.compactMap { decodeView($0, pages: &pages) }
  }

  private mutating func decodeView(_ node: YAMLNode, pages: inout [ViewID: WebPage]) -> View? {
    guard let entries = requireEntries(node, what: "a view") else { return nil }
    var id: String?
    var frame: Rect?
    var kind = ViewKind.plain
    var hidden = false
    var interactive = true
    var children: [View] = []
    var url: (String, SourcePosition)?
    var links: ([WebLink], SourcePosition)?
    var controls: ([WebControl], SourcePosition)?
    var routePositions: [SourcePosition?] = []
    for entry in entries {
      let value = entry.value
      switch entry.key {
      case "id":
        guard let text = requireText(value, what: "`id`") else { continue }
        if let first = viewIDs[text] {
          error(
            "duplicate view id `\(text)`", at: value.position,
            note: "first declared at line \(first.line), column \(first.column)")
        } else {
          viewIDs[text] = value.position
          id = text
        }
      case "frame":
        frame = requireFrame(value, what: "`frame`")
      case "kind":
        guard let text = requireText(value, what: "`kind`") else { continue }
        if let parsed = ViewKind(rawValue: text) {
          kind = parsed
        } else {
          error(
            "unknown view kind `\(text)`", at: value.position,
            suggestion: Suggestion.nearest(to: text, among: ["web", "plain"]),
            note: "kinds: web, plain")
        }
      case "hidden":
        hidden = requireBool(value, what: "`hidden`") ?? hidden
      case "interactive":
        interactive = requireBool(value, what: "`interactive`") ?? interactive
      case "children":
        guard let items = requireItems(value, what: "`children`") else { continue }
        children = items.compactMap { decodeView($0, pages: &pages) }
      case "url":
        if let text = requireText(value, what: "`url`") { url = (text, entry.keyPosition) }
      case "links":
        if let decoded = decodeLinks(value) {
          links = (decoded.map(\.link), entry.keyPosition)
          routePositions = decoded.map(\.routes)
        }
      case "controls":
        if let decoded = decodeControls(value) { controls = (decoded, entry.keyPosition) }
      default:
        unknownKey(entry, in: Self.viewKeys, what: "view key")
      }
    }
    if id == nil, lacks("id", in: entries, known: Self.viewKeys) {
      error("a view needs an `id`", at: node.position)
    }
    if frame == nil, lacks("frame", in: entries, known: Self.viewKeys) {
      error("a view needs a `frame: [x, y, width, height]`", at: node.position)
    }
    if kind != .web {
      if let url { error("`url` is only for views of `kind: web`", at: url.1) }
      if let links { error("`links` are only for views of `kind: web`", at: links.1) }
      if let controls {
        error("`controls` are only for views of `kind: web`", at: controls.1)
      }
    }
    guard let id, let frame else { return nil }
    if kind == .web, let links {
      warnAboutRoutesLeavingTheOrigin(links.0, at: routePositions, pageURL: url?.0)
    }
    if kind == .web {
      webViews.append(id)
      pages[ViewID(id)] = WebPage(url: url?.0, links: links?.0 ?? [], controls: controls?.0 ?? [])
    }
    return View(
      id: ViewID(id), frame: frame, kind: kind, isHidden: hidden, isInteractive: interactive,
      children: children)
  }

  /// A `routes:` link moves the page within its document, so its `href`
  /// must be one the page could move to without loading (the same origin;
  /// for a `file:` page the same path; for another scheme only a new
  /// fragment, `RequestURL.canBeRewritten(to:)`); the engine ignores a
  /// same-document navigation that could not. That is a warning, not an error: a later `select` may show
  /// a page the link does stay on.
  private mutating func warnAboutRoutesLeavingTheOrigin(
    _ links: [WebLink], at positions: [SourcePosition?], pageURL: String?
  ) {
    let page = pageURL.flatMap { RequestURL($0) }
    for (link, position) in zip(links, positions) {
      guard let position, link.routes != nil else { continue }
      // As the engine judges it (TapOverlay.sameDocumentNavigation).
      let keepsOrigin = page.flatMap { page in
        RequestURL(link.href, relativeTo: page).map { page.canBeRewritten(to: $0) }
      }
      guard keepsOrigin != true else { continue }
      let why =
        pageURL == nil
        ? "the web view has no `url`, so there is no page for it to move within"
        : "the page `\(pageURL ?? "")` cannot move to `\(link.href)` without loading a new "
          + "document"
      warning(
        "a `routes:` link moves the page within its document, but \(why): the engine will "
          + "ignore its navigation (`ignored same-document origin`)", at: position)
    }
  }

  /// The links of a web view, each with the position of its `routes:`
  /// value when it has one.
  private mutating func decodeLinks(_ node: YAMLNode) -> [(link: WebLink, routes: SourcePosition?)]?
  {
    guard let items = requireItems(node, what: "`links`") else { return nil }
    var links: [(link: WebLink, routes: SourcePosition?)] = []
    for item in items {
      guard let entries = requireEntries(item, what: "a link") else { continue }
      var href: String?
      var frame: Rect?
      var routes: SameDocumentKind?
      var routesPosition: SourcePosition?
      for entry in entries {
        switch entry.key {
        case "href": href = requireText(entry.value, what: "`href`")
        case "frame": frame = requireFrame(entry.value, what: "a link's `frame`")
        case "routes":
          routes = decodeRoutes(entry.value)
          routesPosition = entry.value.position
        default: unknownKey(entry, in: Self.linkKeys, what: "link key")
        }
      }
      if href == nil, lacks("href", in: entries, known: Self.linkKeys) {
        error("a link needs an `href`", at: item.position)
      }
      if frame == nil, lacks("frame", in: entries, known: Self.linkKeys) {
        error("a link needs a `frame`", at: item.position)
      }
      if let href, let frame {
        links.append((WebLink(href: href, frame: frame, routes: routes), routesPosition))
      }
    }
    return links
  }
}
