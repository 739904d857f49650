import TapOrLink

/// Draws a scenario's run as an SVG timeline: a lane a finger with its
/// down, move and up marks, each gesture's window as a bar from touch-up to
/// the window's end and its long-press deadline, every request labelled
/// with its URL and type, every decision labelled with its outcome, other
/// events (page answers, actions, the back button) on lanes of their own,
/// and a time axis in milliseconds.
///
/// The picture is self-contained (no scripts, no external fonts: the
/// generic `sans-serif` family), carries a `<title>` and a `<desc>` that
/// says in words what it shows, and writes every label as real `<text>`,
/// escaped. It renders a ``ScenarioResult``, the same result the text,
/// JSON, JUnit and HTML reports render.
public enum TimelineSVG {
  static let width = 960.0
  static let left = 110.0
  static let right = 24.0
  static let top = 52.0
  static let rowHeight = 14.0
  static let markBand = 26.0
  static let axisHeight = 44.0
  static let characterWidth = 6.3
  static let windowSpacing = 11.0

  /// The SVG document for one result.
  ///
  /// - Parameters:
  ///   - result: the run to draw.
  ///   - id: a prefix for the element ids the picture uses (its title and
  ///     description), unique within the page it is put in.
  ///   - standalone: whether to start with an XML declaration, for a file of
  ///     its own (leave it out to put the picture inside HTML).
  public static func render(
    _ result: ScenarioResult, id: String = "timeline", standalone: Bool = true
  )
    -> String
  {
    let timeline = Timeline(result)
    let scale = Scale(end: timeline.end, width: width - left - right, left: left)
    var body: [String] = []
    var y = top
    var laneTops: [(Double, Double)] = []
    for lane in timeline.lanes {
      let drawn = drawLane(lane, top: y, scale: scale)
      laneTops.append((y, drawn.height))
      body += drawn.elements
      y += drawn.height
    }
    let plotBottom = y
    var grid: [String] = []
    for tick in scale.ticks {
      let x = scale.x(tick)
      grid.append(
        line(x, top, x, plotBottom + 4, stroke: TimelinePalette.grid, extra: ""))
      grid.append(
        text(
          "\(NumberText.shortest(tick))", x: x, y: plotBottom + 18, anchor: "middle",
          size: 11, fill: TimelinePalette.muted))
    }
    grid.append(
      text(
        "time (ms)", x: left + (width - left - right) / 2, y: plotBottom + 36, anchor: "middle",
        size: 11, fill: TimelinePalette.muted))
    let height = plotBottom + axisHeight
    let escape = XMLText.escape
    let titleID = escape("\(id)-title")
    let descID = escape("\(id)-desc")
    var lines: [String] = []
    if standalone { lines.append(#"<?xml version="1.0" encoding="UTF-8"?>"#) }
    lines.append(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(fmt(width))" height="\#(fmt(height))" viewBox="0 0 \#(fmt(width)) \#(fmt(height))" role="img" aria-labelledby="\#(titleID) \#(descID)" font-family="sans-serif">"#
    )
    lines.append(
      #"<title id="\#(titleID)">\#(escape("\(timeline.name) — timeline (\(timeline.status))"))</title>"#
    )
    lines.append(#"<desc id="\#(descID)">\#(escape(timeline.description))</desc>"#)
    lines.append(
      #"<rect x="0" y="0" width="\#(fmt(width))" height="\#(fmt(height))" fill="\#(TimelinePalette.background)"/>"#
    )
    lines.append(
      text(
        timeline.name, x: 12, y: 22, anchor: "start", size: 15, fill: TimelinePalette.text,
        weight: "bold"))
    lines.append(
      text(
        "\(timeline.path) — \(timeline.status)", x: 12, y: 40, anchor: "start", size: 11,
        fill: TimelinePalette.muted))
    lines += laneTops.enumerated().compactMap { index, lane in
      index % 2 == 0
        ? ##"<rect x="0" y="\##(fmt(lane.0))" width="\##(fmt(width))" height="\##(fmt(lane.1))" fill="#f6f8fa"/>"##
        : nil
    }
    lines += grid
    lines += body
    lines.append("</svg>")
    return lines.joined(separator: "\n")
  }

  // MARK: - Lanes

  /// The most rows of labels a lane has: a label with no room in them is
  /// left out and counted, so that many marks at one instant cost a bounded
  /// search each (240,000 requests at one instant took 17 s) and a bounded
  /// height.
  static let maximumLabelRows = 10
  /// The most rows of overlapping windows a lane has; further ones share
  /// the last.
  static let maximumWindowRows = 10

  private static func drawLane(_ lane: Timeline.Lane, top: Double, scale: Scale)
    -> (elements: [String], height: Double)
  {
    // Labels go in rows above the marks, each in the first row where it
    // does not overlap the label before it.
    struct Label {
      var x: Double
      var text: String
      var anchor: String
      var fill: String
      var row = 0
    }
    var labels: [Label] = []
    for span in lane.spans where span.style == .window {
      labels.append(
        Label(
          x: scale.x(span.start.milliseconds), text: span.label, anchor: "start",
          fill: "#0550ae"))
    }
    for deadline in lane.deadlines {
      labels.append(
        Label(
          x: scale.x(deadline.time.milliseconds), text: deadline.label, anchor: "start",
          fill: deadline.live ? TimelinePalette.colour(of: .longPress) : TimelinePalette.muted))
    }
    for mark in lane.marks where !mark.label.isEmpty {
      labels.append(
        Label(
          x: scale.x(mark.time.milliseconds), text: mark.label, anchor: "start",
          fill: TimelinePalette.colour(mark.tone)))
    }
    labels.sort { $0.x < $1.x }
    var rowEnds: [Double] = []
    var hidden = 0
    for index in labels.indices {
      let width = Double(labels[index].text.count) * characterWidth
      var start = labels[index].x + 3
      var end = start + width
      if end > Self.width - 4 {
        labels[index].anchor = "end"
        end = labels[index].x - 3
        start = end - width
      }
      let row = rowEnds.firstIndex { $0 + 6 < start } ?? rowEnds.count
      guard row < maximumLabelRows else {
        // No room in any row: left out (the description says it, up to its limit).
        labels[index].row = -1
        hidden += 1
        continue
      }
      if row == rowEnds.count { rowEnds.append(end) } else { rowEnds[row] = end }
      labels[index].row = row
    }
    labels.removeAll { $0.row < 0 }
    // Windows that overlap (quick successive taps) go in rows of their own,
    // one under the other.
    var windowRows: [Int] = []
    var windowRowEnds: [Instant] = []
    for span in lane.spans where span.style == .window {
      var row = windowRowEnds.firstIndex { $0 <= span.start } ?? windowRowEnds.count
      if row == maximumWindowRows { row = maximumWindowRows - 1 }
      if row == windowRowEnds.count {
        windowRowEnds.append(span.end)
      } else {
        windowRowEnds[row] = max(windowRowEnds[row], span.end)
      }
      windowRows.append(row)
    }
    let rows = Double(max(rowEnds.count, 1))
    let extraWindows = Double(max(windowRowEnds.count - 1, 0)) * windowSpacing
    let height = 8 + rows * rowHeight + markBand + extraWindows
    let baseline = top + 8 + rows * rowHeight + markBand / 2
    var elements: [String] = []
    elements.append(
      text(
        lane.title, x: 12, y: baseline + 4, anchor: "start", size: 12,
        fill: TimelinePalette.text, weight: "bold"))
    if hidden > 0 {
      elements.append(
        text(
          "\(hidden) more \(hidden == 1 ? "label" : "labels") not shown", x: 12,
          y: baseline + 18, anchor: "start", size: 10, fill: TimelinePalette.muted))
    }
    elements.append(
      line(left, baseline, width - right, baseline, stroke: TimelinePalette.grid, extra: ""))
    var windowIndex = 0
    for span in lane.spans where span.style == .window {
      let x0 = scale.x(span.start.milliseconds)
      let x1 = max(scale.x(span.end.milliseconds), x0 + 1)
      let decided = span.decided.map { min(max(scale.x($0.milliseconds), x0), x1) } ?? x1
      let y = baseline - 4.5 + Double(windowRows[windowIndex]) * windowSpacing
      windowIndex += 1
      let colour = TimelinePalette.window
      elements.append(
        #"<rect x="\#(fmt(x0))" y="\#(fmt(y))" width="\#(fmt(max(decided - x0, 1)))" height="9" fill="\#(colour)" fill-opacity="0.45" stroke="\#(colour)"/>"#
      )
      if decided < x1 {
        // Open after the decision, but no longer deciding anything.
        elements.append(
          #"<rect x="\#(fmt(decided))" y="\#(fmt(y))" width="\#(fmt(x1 - decided))" height="9" fill="none" stroke="\#(colour)" stroke-dasharray="4 3"/>"#
        )
      }
    }
    for span in lane.spans where span.style == .held {
      let x0 = scale.x(span.start.milliseconds)
      let x1 = max(scale.x(span.end.milliseconds), x0 + 1)
      elements.append(
        line(
          x0, baseline, x1, baseline, stroke: TimelinePalette.colour("touch"),
          extra: #" stroke-width="3""#))
    }
    for deadline in lane.deadlines {
      let x = scale.x(deadline.time.milliseconds)
      let faint = deadline.live ? "" : #" stroke-opacity="0.4""#
      elements.append(
        line(
          x, baseline - 10, x, baseline + 10, stroke: TimelinePalette.colour(of: .longPress),
          extra: #" stroke-width="2" stroke-dasharray="3 2""# + faint))
    }
    // Marks drawn at the same place (many at one instant) are drawn once.
    var drawn: (x: String, symbol: Timeline.Symbol, tone: String)?
    for mark in lane.marks {
      let x = scale.x(mark.time.milliseconds)
      let place = (fmt(x), mark.symbol, mark.tone)
      if let drawn, drawn == place { continue }
      drawn = place
      elements.append(symbol(mark, x: x, y: baseline))
    }
    for label in labels {
      let y = baseline - markBand / 2 - 2 - Double(label.row) * rowHeight
      let x = label.anchor == "start" ? label.x + 3 : label.x - 3
      elements.append(
        text(label.text, x: x, y: y, anchor: label.anchor, size: 11, fill: label.fill))
    }
    return (elements, height)
  }

  private static func symbol(_ mark: Timeline.Mark, x: Double, y: Double) -> String {
    let colour = TimelinePalette.colour(mark.tone)
    switch mark.symbol {
    case .down:
      return #"<circle cx="\#(fmt(x))" cy="\#(fmt(y))" r="5" fill="\#(colour)"/>"#
    case .move:
      return #"<circle cx="\#(fmt(x))" cy="\#(fmt(y))" r="2.5" fill="\#(colour)"/>"#
    case .up:
      return
        #"<rect x="\#(fmt(x - 4.5))" y="\#(fmt(y - 4.5))" width="9" height="9" fill="\#(TimelinePalette.background)" stroke="\#(colour)" stroke-width="2"/>"#
    case .cancel:
      return
        #"<path d="M\#(fmt(x - 5)) \#(fmt(y - 5))L\#(fmt(x + 5)) \#(fmt(y + 5))M\#(fmt(x - 5)) \#(fmt(y + 5))L\#(fmt(x + 5)) \#(fmt(y - 5))" stroke="\#(colour)" stroke-width="2"/>"#
    case .request:
      return
        #"<path d="M\#(fmt(x)) \#(fmt(y - 6))L\#(fmt(x + 6)) \#(fmt(y + 5))L\#(fmt(x - 6)) \#(fmt(y + 5))Z" fill="\#(colour)"/>"#
    case .answer:
      return
        #"<circle cx="\#(fmt(x))" cy="\#(fmt(y))" r="5" fill="\#(TimelinePalette.background)" stroke="\#(colour)" stroke-width="2.5"/>"#
    case .decision:
      return
        #"<path d="M\#(fmt(x)) \#(fmt(y - 7))L\#(fmt(x + 7)) \#(fmt(y))L\#(fmt(x)) \#(fmt(y + 7))L\#(fmt(x - 7)) \#(fmt(y))Z" fill="\#(colour)"/>"#
    case .event:
      return
        #"<rect x="\#(fmt(x - 1.5))" y="\#(fmt(y - 7))" width="3" height="14" fill="\#(colour)"/>"#
    }
  }

  // MARK: - Elements

  private static func text(
    _ content: String, x: Double, y: Double, anchor: String, size: Double, fill: String,
    weight: String? = nil
  ) -> String {
    let bold = weight.map { #" font-weight="\#($0)""# } ?? ""
    return
      #"<text x="\#(fmt(x))" y="\#(fmt(y))" text-anchor="\#(anchor)" font-size="\#(fmt(size))" fill="\#(fill)"\#(bold)>\#(XMLText.escape(content))</text>"#
  }

  private static func line(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, stroke: String, extra: String
  ) -> String {
    #"<line x1="\#(fmt(x0))" y1="\#(fmt(y0))" x2="\#(fmt(x1))" y2="\#(fmt(y1))" stroke="\#(stroke)"\#(extra)/>"#
  }

  /// A coordinate to one decimal, in its shortest form.
  static func fmt(_ value: Double) -> String {
    NumberText.shortest((value * 10).rounded() / 10)
  }

  /// Milliseconds to x, with round tick marks.
  struct Scale {
    var end: Double
    var step: Double
    var width: Double
    var left: Double

    init(end: Instant, width: Double, left: Double) {
      let span = max(end.milliseconds, 10)
      var step = 1.0
      while span / step > 10 {
        for factor in [2.0, 2.5, 2.0] where span / step > 10 { step *= factor }
      }
      self.step = step
      self.end = (span / step).rounded(.up) * step
      self.width = width
      self.left = left
    }

    func x(_ milliseconds: Double) -> Double {
      left + max(0, min(milliseconds, end)) / end * width
    }

    var ticks: [Double] {
      stride(from: 0.0, through: end + step / 2, by: step).map { $0 }
    }
  }
}
