@_spi(Lab) import TapOrLink

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
    var svg = ""
    write(result, id: id, standalone: standalone, to: &svg)
    return svg
  }

  /// Writes the SVG document for one result to `output` an element at a
  /// time: the same text ``render(_:id:standalone:)`` returns, without
  /// holding the picture's elements as a list.
  ///
  /// - Parameters:
  ///   - result: the run to draw.
  ///   - id: a prefix for the element ids the picture uses.
  ///   - standalone: whether to start with an XML declaration.
  ///   - output: where the text goes.
  public static func write(
    _ result: ScenarioResult, id: String = "timeline", standalone: Bool = true,
    to output: inout some TextOutputStream
  ) {
    let timeline = Timeline(result)
    let scale = Scale(end: timeline.end, width: width - left - right, left: left)
    // Each lane's layout first (its labels' rows, so its height), then
    // the elements, written as they are made.
    let layouts = timeline.lanes.map { layout($0, scale: scale) }
    var laneTops: [Double] = []
    var y = top
    for layout in layouts {
      laneTops.append(y)
      y += layout.height
    }
    let plotBottom = y
    let height = plotBottom + axisHeight
    let escape = XMLText.escape
    let titleID = escape("\(id)-title")
    let descID = escape("\(id)-desc")
    var first = true
    func put(_ element: String) {
      if !first { output.write("\n") }
      first = false
      output.write(element)
    }
    if standalone { put(#"<?xml version="1.0" encoding="UTF-8"?>"#) }
    put(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(fmt(width))" height="\#(fmt(height))" viewBox="0 0 \#(fmt(width)) \#(fmt(height))" role="img" aria-labelledby="\#(titleID) \#(descID)" font-family="sans-serif">"#
    )
    put(
      #"<title id="\#(titleID)">\#(escape("\(timeline.name) — timeline (\(timeline.status))"))</title>"#
    )
    put(#"<desc id="\#(descID)">\#(escape(timeline.description))</desc>"#)
    put(
      #"<rect x="0" y="0" width="\#(fmt(width))" height="\#(fmt(height))" fill="\#(TimelinePalette.background)"/>"#
    )
    put(
      text(
        timeline.name, x: 12, y: 22, anchor: "start", size: 15, fill: TimelinePalette.text,
        weight: "bold"))
    put(
      text(
        "\(timeline.path) — \(timeline.status)", x: 12, y: 40, anchor: "start", size: 11,
        fill: TimelinePalette.muted))
    for (index, laneTop) in laneTops.enumerated() where index % 2 == 0 {
      put(
        ##"<rect x="0" y="\##(fmt(laneTop))" width="\##(fmt(width))" height="\##(fmt(layouts[index].height))" fill="#f6f8fa"/>"##
      )
    }
    for tick in scale.ticks {
      let x = scale.x(tick)
      put(line(x, top, x, plotBottom + 4, stroke: TimelinePalette.grid, extra: ""))
      put(
        text(
          "\(NumberText.shortest(tick))", x: x, y: plotBottom + 18, anchor: "middle",
          size: 11, fill: TimelinePalette.muted))
    }
    put(
      text(
        "time (ms)", x: left + (width - left - right) / 2, y: plotBottom + 36, anchor: "middle",
        size: 11, fill: TimelinePalette.muted))
    for (index, lane) in timeline.lanes.enumerated() {
      drawLane(lane, layouts[index], top: laneTops[index], scale: scale, put: put)
    }
    put("</svg>")
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

  /// A label placed in a row above a lane's marks.
  private struct Label {
    var x: Double
    var text: String
    var anchor: String
    var fill: String
    var row: Int
  }

  /// Where a lane's labels and windows go, and so how tall it is.
  private struct LaneLayout {
    /// The labels that have room, in the order they are drawn (at most
    /// ``maximumLabelRows`` rows of them, so a bounded number).
    var labels: [Label]
    /// How many labels had no room.
    var hidden: Int
    var labelRows: Int
    /// The row of each window span, in order.
    var windowRows: [Int]
    var windowRowCount: Int

    var height: Double {
      let extraWindows = Double(max(windowRowCount - 1, 0)) * windowSpacing
      return 8 + Double(max(labelRows, 1)) * rowHeight + markBand + extraWindows
    }
  }

  /// Places a lane's labels and windows. Labels go in rows above the
  /// marks, each in the first row where it does not overlap the label
  /// before it; a label is looked at as an index and a position until it
  /// is placed, so 280,000 marks at one instant cost 16 bytes each here.
  private static func layout(_ lane: Timeline.Lane, scale: Scale) -> LaneLayout {
    enum Source: UInt8 { case window, deadline, mark }
    struct Candidate {
      var x: Double
      var index: Int32
      var source: Source
    }
    var candidates: [Candidate] = []
    candidates.reserveCapacity(lane.spans.count + lane.deadlines.count + lane.marks.count)
    for (index, span) in lane.spans.enumerated() where span.style == .window {
      candidates.append(
        Candidate(x: scale.x(span.start.milliseconds), index: Int32(index), source: .window))
    }
    for (index, deadline) in lane.deadlines.enumerated() {
      candidates.append(
        Candidate(x: scale.x(deadline.time.milliseconds), index: Int32(index), source: .deadline))
    }
    for (index, mark) in lane.marks.enumerated() where !mark.label.isEmpty {
      candidates.append(
        Candidate(x: scale.x(mark.time.milliseconds), index: Int32(index), source: .mark))
    }
    candidates.sort { $0.x < $1.x }
    var labels: [Label] = []
    var rowEnds: [Double] = []
    var hidden = 0
    for candidate in candidates {
      let text: String
      let fill: String
      switch candidate.source {
      case .window:
        text = lane.spans[Int(candidate.index)].label
        fill = "#0550ae"
      case .deadline:
        let deadline = lane.deadlines[Int(candidate.index)]
        text = deadline.label
        fill = deadline.live ? TimelinePalette.colour(of: .longPress) : TimelinePalette.muted
      case .mark:
        let mark = lane.marks[Int(candidate.index)]
        text = mark.label
        fill = TimelinePalette.colour(mark.tone)
      }
      let width = Double(text.count) * characterWidth
      var anchor = "start"
      var start = candidate.x + 3
      var end = start + width
      if end > Self.width - 4 {
        anchor = "end"
        end = candidate.x - 3
        start = end - width
      }
      let row = rowEnds.firstIndex { $0 + 6 < start } ?? rowEnds.count
      guard row < maximumLabelRows else {
        // No room in any row: left out (the description says it, up to its limit).
        hidden += 1
        continue
      }
      if row == rowEnds.count { rowEnds.append(end) } else { rowEnds[row] = end }
      labels.append(Label(x: candidate.x, text: text, anchor: anchor, fill: fill, row: row))
    }
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
    return LaneLayout(
      labels: labels, hidden: hidden, labelRows: rowEnds.count, windowRows: windowRows,
      windowRowCount: windowRowEnds.count)
  }

  /// Writes a lane's elements through `put`: its title, the count of
  /// labels left out, its baseline, windows, held fingers, deadlines, marks
  /// and labels.
  private static func drawLane(
    _ lane: Timeline.Lane, _ layout: LaneLayout, top: Double, scale: Scale,
    put: (String) -> Void
  ) {
    let rows = Double(max(layout.labelRows, 1))
    let baseline = top + 8 + rows * rowHeight + markBand / 2
    put(
      text(
        lane.title, x: 12, y: baseline + 4, anchor: "start", size: 12,
        fill: TimelinePalette.text, weight: "bold"))
    let hidden = layout.hidden
    if hidden > 0 {
      put(
        text(
          "\(hidden) more \(hidden == 1 ? "label" : "labels") not shown", x: 12,
          y: baseline + 18, anchor: "start", size: 10, fill: TimelinePalette.muted))
    }
    put(line(left, baseline, width - right, baseline, stroke: TimelinePalette.grid, extra: ""))
    var windowIndex = 0
    for span in lane.spans where span.style == .window {
      let x0 = scale.x(span.start.milliseconds)
      let x1 = max(scale.x(span.end.milliseconds), x0 + 1)
      let decided = span.decided.map { min(max(scale.x($0.milliseconds), x0), x1) } ?? x1
      let y = baseline - 4.5 + Double(layout.windowRows[windowIndex]) * windowSpacing
      windowIndex += 1
      let colour = TimelinePalette.window
      put(
        #"<rect x="\#(fmt(x0))" y="\#(fmt(y))" width="\#(fmt(max(decided - x0, 1)))" height="9" fill="\#(colour)" fill-opacity="0.45" stroke="\#(colour)"/>"#
      )
      if decided < x1 {
        // Open after the decision, but no longer deciding anything.
        put(
          #"<rect x="\#(fmt(decided))" y="\#(fmt(y))" width="\#(fmt(x1 - decided))" height="9" fill="none" stroke="\#(colour)" stroke-dasharray="4 3"/>"#
        )
      }
    }
    for span in lane.spans where span.style == .held {
      let x0 = scale.x(span.start.milliseconds)
      let x1 = max(scale.x(span.end.milliseconds), x0 + 1)
      put(
        line(
          x0, baseline, x1, baseline, stroke: TimelinePalette.colour("touch"),
          extra: #" stroke-width="3""#))
    }
    for deadline in lane.deadlines {
      let x = scale.x(deadline.time.milliseconds)
      let faint = deadline.live ? "" : #" stroke-opacity="0.4""#
      put(
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
      put(symbol(mark, x: x, y: baseline))
    }
    for label in layout.labels {
      let y = baseline - markBand / 2 - 2 - Double(label.row) * rowHeight
      let x = label.anchor == "start" ? label.x + 3 : label.x - 3
      put(text(label.text, x: x, y: y, anchor: label.anchor, size: 11, fill: label.fill))
    }
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
