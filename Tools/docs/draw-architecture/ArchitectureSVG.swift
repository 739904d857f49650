/// Draws an ``Architecture`` as one SVG picture: the rows of boxes with
/// their arrows, a legend, then how an input flows, left to right.
///
/// Every length is a whole number computed from the text alone (a
/// monospaced font's advance is taken as 0.6 em), so the same source always
/// draws the same bytes.
enum ArchitectureSVG {
  private static let margin = 20
  private static let gap = 14
  private static let rowGap = 54
  private static let rowTitle = 18
  private static let padding = 8
  private static let titleSize = 12
  private static let textSize = 11
  private static let lineHeight = 13

  /// The advance of `count` characters at `size` points, rounded up.
  private static func width(_ count: Int, size: Int) -> Int { (count * size * 6 + 9) / 10 }

  private struct Placed {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var centre: Int { x + width / 2 }
    var bottom: Int { y + height }
  }

  private static func size(title: String, lines: [String]) -> (Int, Int) {
    let widest = max(
      width(title.count, size: titleSize), lines.map { width($0.count, size: textSize) }.max() ?? 0)
    return (widest + 2 * padding, padding + titleSize + 4 + lines.count * lineHeight + padding - 2)
  }

  private static func colours(_ kind: Architecture.Kind) -> (fill: String, stroke: String) {
    switch kind {
    case .library: ("#e8f0fe", "#3b6fd8")
    case .executable: ("#fdebdd", "#c8642b")
    case .testSupport: ("#e6f4ea", "#2e8b57")
    case .tests: ("#f2f2f2", "#8a8a8a")
    case .resource: ("#fff8d6", "#a08a00")
    case .c: ("#efe6fa", "#7a4fc0")
    }
  }

  private static let legend: [(Architecture.Kind, String)] = [
    (.library, "library"), (.executable, "executable"), (.testSupport, "test support"),
    (.tests, "test target"), (.resource, "resource"), (.c, "C library"),
  ]

  /// The picture, as the text of an SVG file (without a final newline).
  static func render(_ architecture: Architecture) -> String {
    // Sizes, then rows centred on the widest of rows and flow.
    let rowSizes = architecture.rows.map { row in
      row.boxes.map { size(title: $0.name, lines: $0.lines) }
    }
    let rowWidths = rowSizes.map { sizes in
      sizes.map(\.0).reduce(0, +) + gap * max(0, sizes.count - 1)
    }
    let arrowGap = 34
    let flowSizes = architecture.flow.map { size(title: $0.title, lines: $0.lines) }
    let flowWidth = flowSizes.map(\.0).reduce(0, +) + arrowGap * max(0, flowSizes.count - 1)
    let legendWidths = legend.map { 16 + 6 + width($0.1.count, size: textSize) }
    let legendWidth = legendWidths.reduce(0, +) + 18 * (legend.count - 1)
    let inner = max(rowWidths.max() ?? 0, flowWidth, legendWidth)
    let canvas = inner + 2 * margin

    var body: [String] = []
    var placed: [String: Placed] = [:]
    var kinds: [String: Architecture.Kind] = [:]
    var y = margin + 22
    body.append(
      text(margin, margin + 12, "The modules, and what each depends on", size: 14, bold: true))
    for (index, row) in architecture.rows.enumerated() {
      body.append(text(margin, y + 12, row.title, size: textSize, fill: "#666", italic: true))
      y += rowTitle
      let height = rowSizes[index].map(\.1).max() ?? 0
      var x = margin + (inner - rowWidths[index]) / 2
      for (box, size) in zip(row.boxes, rowSizes[index]) {
        placed[box.name] = Placed(x: x, y: y, width: size.0, height: size.1)
        kinds[box.name] = box.kind
        x += size.0 + gap
      }
      y += height + rowGap
    }
    y -= rowGap - 18

    // Arrows first, so boxes sit on top of them; each box's ends are spread
    // along its edge in the order of the boxes at their other ends.
    var outgoing: [String: [String]] = [:]
    var incoming: [String: [String]] = [:]
    for box in architecture.boxes {
      for target in architecture.uses[box.name] ?? [] where placed[target] != nil {
        outgoing[box.name, default: []].append(target)
        incoming[target, default: []].append(box.name)
      }
    }
    func port(_ name: String, among others: [String]?, to other: String) -> Int {
      guard let box = placed[name], let others else { return 0 }
      let order = others.sorted { (placed[$0]?.centre ?? 0, $0) < (placed[$1]?.centre ?? 0, $1) }
      let index = order.firstIndex(of: other) ?? 0
      return box.x + box.width * (index + 1) / (order.count + 1)
    }
    var arrows: [String] = []
    for box in architecture.boxes {
      for target in outgoing[box.name] ?? [] {
        guard let from = placed[box.name], let to = placed[target] else { continue }
        let x1 = port(box.name, among: outgoing[box.name], to: target)
        let x2 = port(target, among: incoming[target], to: box.name)
        let y1 = from.bottom
        let y2 = to.y - 2
        let bend = max(18, (y2 - y1) / 2)
        let faint = kinds[box.name] == .tests
        arrows.append(
          "<path d=\"M\(x1) \(y1) C\(x1) \(y1 + bend) \(x2) \(y2 - bend) \(x2) \(y2)\" "
            + "fill=\"none\" stroke=\"\(faint ? "#b8b8b8" : "#555")\" stroke-width=\"1\" "
            + "marker-end=\"url(#\(faint ? "faint" : "arrow"))\"/>")
      }
    }
    body.insert(contentsOf: arrows, at: 1)
    for box in architecture.boxes {
      guard let at = placed[box.name] else { continue }
      body.append(contentsOf: draw(box.name, box.lines, at: at, kind: box.kind))
    }

    // The legend.
    var x = margin + (inner - legendWidth) / 2
    for ((kind, label), itemWidth) in zip(legend, legendWidths) {
      let (fill, stroke) = colours(kind)
      body.append(
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"16\" height=\"11\" rx=\"2\" fill=\"\(fill)\" "
          + "stroke=\"\(stroke)\"\(kind == .resource ? " stroke-dasharray=\"3 2\"" : "")/>")
      body.append(text(x + 22, y + 10, label, size: textSize, fill: "#444"))
      x += itemWidth + 18
    }
    y += 11 + 30

    // How an input flows.
    body.append(text(margin, y + 12, "How an input flows", size: 14, bold: true))
    y += 26
    let flowHeight = flowSizes.map(\.1).max() ?? 0
    x = margin + (inner - flowWidth) / 2
    for (index, (step, size)) in zip(architecture.flow, flowSizes).enumerated() {
      let at = Placed(x: x, y: y, width: size.0, height: flowHeight)
      body.append(contentsOf: draw(step.title, step.lines, at: at, kind: .library, flow: true))
      x += size.0
      if index < architecture.flow.count - 1 {
        let middle = y + flowHeight / 2
        body.append(
          "<path d=\"M\(x + 3) \(middle) H\(x + arrowGap - 5)\" stroke=\"#555\" "
            + "stroke-width=\"1.5\" marker-end=\"url(#arrow)\"/>")
        x += arrowGap
      }
    }
    y += flowHeight + margin

    let names = architecture.boxes.map(\.name).joined(separator: ", ")
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(canvas)" height="\(y)" \
      viewBox="0 0 \(canvas) \(y)" role="img" aria-label="\(escape("TapOrLink's modules: " + names))">
      <title>TapOrLink's architecture: its modules and how an input flows</title>
      <defs>
      <marker id="arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L8 4 L0 8 z" fill="#555"/></marker>
      <marker id="faint" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L8 4 L0 8 z" fill="#b8b8b8"/></marker>
      </defs>
      <rect width="100%" height="100%" fill="#ffffff"/>
      \(body.joined(separator: "\n"))
      </svg>
      """
  }

  private static func draw(
    _ title: String, _ lines: [String], at box: Placed, kind: Architecture.Kind, flow: Bool = false
  ) -> [String] {
    let (fill, stroke) = flow ? ("#ffffff", "#333") : colours(kind)
    var parts = [
      "<rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" height=\"\(box.height)\" "
        + "rx=\"5\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1.2\""
        + (kind == .resource ? " stroke-dasharray=\"4 3\"" : "") + "/>",
      text(box.x + padding, box.y + padding + titleSize - 1, title, size: titleSize, bold: true),
    ]
    for (index, line) in lines.enumerated() {
      parts.append(
        text(
          box.x + padding, box.y + padding + titleSize + 4 + (index + 1) * lineHeight - 2, line,
          size: textSize, fill: "#333"))
    }
    return parts
  }

  private static func text(
    _ x: Int, _ y: Int, _ content: String, size: Int, fill: String = "#111", bold: Bool = false,
    italic: Bool = false
  ) -> String {
    "<text x=\"\(x)\" y=\"\(y)\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" "
      + "font-size=\"\(size)\" fill=\"\(fill)\"" + (bold ? " font-weight=\"bold\"" : "")
      + (italic ? " font-style=\"italic\"" : "") + ">\(escape(content))</text>"
  }

  /// `text` with XML's five special characters escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
