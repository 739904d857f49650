import Foundation
import TapOrLink
import TapScript

/// Reads recorded touch events from CSV: one row an event,
/// `source,recording,device,label_hint,stroke_id,pointer,event,t_ms,x,y,x_max,y_max`.
///
/// The header names the columns (in any order); all twelve must be there
/// and no others. Rows are checked one by one and every problem is
/// reported with its line and column: a row with the wrong number of
/// fields, an empty `source` or `recording`, a `stroke_id` or `pointer`
/// that is not a whole number, an `event` other than `down`, `move` and
/// `up`, a number that does not read (`t_ms`, `x`, `y`), a range with only
/// one of `x_max` and `y_max`, or one that is not positive. Rows then join
/// into strokes by source, recording and `stroke_id`; a stroke must start
/// with `down`, go down once, end at its `up` (which the recording may
/// lack), keep its time from going backwards, and keep one pointer,
/// device, label hint and range.
package enum TouchTraceReader {
  /// The columns, in the order the data set writes them.
  package static let columns = [
    "source", "recording", "device", "label_hint", "stroke_id", "pointer", "event", "t_ms", "x",
    "y", "x_max", "y_max",
  ]

  /// Reads an events file.
  package static func read(path: String) -> Result<TouchTrace, TraceImportErrors> {
    switch TextFile.read(path: path) {
    case .success(let file): return read(file)
    case .failure(let error): return .failure(error)
    }
  }

  /// Reads events text.
  ///
  /// - Returns: the strokes, or every error found.
  package static func read(_ file: SourceFile) -> Result<TouchTrace, TraceImportErrors> {
    let table: CSVTable
    switch CSVTable.read(file, known: columns, required: columns) {
    case .success(let read): table = read
    case .failure(let errors): return .failure(errors)
    }
    let header = table.header
    var diagnostics = CappedDiagnostics(file: file)
    var assembler = StrokeAssembler(file: file)
    var rows = table.rows
    while let record = rows.next() {
      var row = RowReader(header: header, record: record, diagnostics: diagnostics)
      diagnostics = CappedDiagnostics(file: file)  // the row holds the only copy
      if let event = row.read() {
        assembler.add(event)
      }
      diagnostics = row.diagnostics
    }
    diagnostics.append(contentsOf: rows.diagnostics)
    diagnostics.append(contentsOf: assembler.diagnostics)
    guard diagnostics.isEmpty else { return .failure(diagnostics.failure) }
    return .success(TouchTrace(path: file.path, strokes: assembler.strokes, file: file))
  }
}

/// One row, read and checked.
private struct EventRow {
  var key: StrokeKey
  var device: String
  var labelHint: String
  var pointer: Int
  var range: DeviceRange?
  var sample: TouchSample
  var fields: [String: CSVField]
}

/// Reads one row's fields, collecting every problem in it.
private struct RowReader {
  let header: CSVHeader
  let record: CSVRecord
  /// The file's errors so far, this row's added.
  var diagnostics: CappedDiagnostics

  mutating func read() -> EventRow? {
    guard record.fields.count == header.count else {
      let count = record.fields.count
      error(
        "this row has \(count) \(count == 1 ? "field" : "fields"); the header has \(header.count)",
        at: .start(of: record.line))
      return nil
    }
    var fields: [String: CSVField] = [:]
    for name in TouchTraceReader.columns {
      fields[name] = header.field(name, in: record)
    }
    let source = text("source", required: true)
    let recording = text("recording", required: true)
    let stroke = wholeNumber("stroke_id")
    let pointer = wholeNumber("pointer")
    let phase = event()
    let time = milliseconds("t_ms")
    let x = number("x", example: "540")
    let y = number("y", example: "960")
    let range = self.range()
    guard let source, let recording, let stroke, let pointer, let phase, let time, let x, let y,
      let range
    else { return nil }
    return EventRow(
      key: StrokeKey(source: source, recording: recording, stroke: stroke),
      device: text("device", required: false) ?? "",
      labelHint: text("label_hint", required: false) ?? "", pointer: pointer, range: range,
      sample: TouchSample(line: record.line, phase: phase, time: time, x: x, y: y),
      fields: fields)
  }

  func field(_ name: String) -> CSVField {
    header.field(name, in: record) ?? CSVField(text: "", line: record.line, byteOffset: 0)
  }

  mutating func error(_ message: String, at field: CSVField, suggestion: String? = nil) {
    error(message, at: field.place, suggestion: suggestion)
  }

  mutating func error(
    _ message: String, at place: CappedDiagnostics.Place, suggestion: String? = nil
  ) {
    diagnostics.report(message, at: place, suggestion: suggestion)
  }

  mutating func text(_ name: String, required: Bool) -> String? {
    let field = field(name)
    if required, field.text.trimmingSpaces.isEmpty {
      error("`\(name)` is empty", at: field)
      return nil
    }
    return field.text
  }

  mutating func wholeNumber(_ name: String) -> Int? {
    let field = field(name)
    let text = field.text.trimmingSpaces
    guard !text.isEmpty, text.utf8.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(text)
    else {
      error("`\(name)` must be a whole number like `3`; found `\(field.text)`", at: field)
      return nil
    }
    return value
  }

  mutating func event() -> TouchPhase? {
    let field = field("event")
    let text = field.text.trimmingSpaces
    let phases: [TouchPhase] = [.down, .move, .up]
    guard let phase = TouchPhase(rawValue: text), phases.contains(phase) else {
      error(
        "`event` must be `down`, `move` or `up`; found `\(field.text)`", at: field,
        suggestion: Suggestion.nearest(to: text, among: phases.map(\.rawValue)))
      return nil
    }
    return phase
  }

  mutating func number(_ name: String, example: String) -> Double? {
    let field = field(name)
    guard let value = Self.decimal(field.text) else {
      error("`\(name)` must be a number like `\(example)`; found `\(field.text)`", at: field)
      return nil
    }
    return value
  }

  /// A timestamp in milliseconds, within the times a scenario can name.
  mutating func milliseconds(_ name: String) -> Instant? {
    guard let value = number(name, example: "12.345") else { return nil }
    let limit = RealWebEvaluation.milliseconds(TimeText.maximum)
    guard value >= 0, value <= limit else {
      error(
        "`\(name)` must be from 0 to \(Int(limit)) ms; found `\(field(name).text)`", at: field(name)
      )
      return nil
    }
    return Instant(milliseconds: value)
  }

  /// The range, `.some(nil)` when both columns are empty, or `nil` on error.
  mutating func range() -> DeviceRange?? {
    let xField = field("x_max")
    let yField = field("y_max")
    let xText = xField.text.trimmingSpaces
    let yText = yField.text.trimmingSpaces
    if xText.isEmpty, yText.isEmpty { return .some(nil) }
    if xText.isEmpty || yText.isEmpty {
      let (empty, given) = xText.isEmpty ? ("x_max", "y_max") : ("y_max", "x_max")
      error(
        "`\(empty)` is empty but `\(given)` is not; give both or neither",
        at: xText.isEmpty ? xField : yField)
      return nil
    }
    var values: [Double] = []
    for (name, field) in [("x_max", xField), ("y_max", yField)] {
      if let value = Self.decimal(field.text), value > 0 {
        values.append(value)
      } else {
        error("`\(name)` must be a positive number like `1080`; found `\(field.text)`", at: field)
      }
    }
    guard values.count == 2 else { return nil }
    return .some(DeviceRange(xMax: values[0], yMax: values[1]))
  }

  /// A finite decimal number (`-3`, `12.345`, `1e3`); no `inf`, `nan` or
  /// hexadecimal.
  static func decimal(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty, trimmed.utf8.count <= 64,
      trimmed.allSatisfy({ ($0.isASCII && $0.isNumber) || "+-.eE".contains($0) }),
      let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }
}

/// Joins rows into strokes and checks each stroke's shape.
private struct StrokeAssembler {
  var diagnostics: CappedDiagnostics
  private var order: [StrokeKey] = []
  private var building: [StrokeKey: Building] = [:]

  private struct Building {
    var stroke: TraceStroke
    var firstLine: Int
    var upLine: Int?
    var broken = false
  }

  init(file: SourceFile) {
    self.diagnostics = CappedDiagnostics(file: file)
  }

  var strokes: [TraceStroke] { order.compactMap { building[$0]?.stroke } }

  mutating func add(_ row: EventRow) {
    let key = row.key
    let name = "stroke \(key.stroke) of `\(key.recording)`"
    guard var current = building[key] else {
      order.append(key)
      let broken = row.sample.phase != .down
      if broken {
        error(
          "\(name) starts with `\(row.sample.phase.rawValue)`; a stroke's first event is `down`",
          row, "event")
      }
      building[key] = Building(
        stroke: TraceStroke(
          key: key, device: row.device, labelHint: row.labelHint, pointer: row.pointer,
          range: row.range, samples: [row.sample]),
        firstLine: row.sample.line, broken: broken)
      return
    }
    guard !current.broken else { return }
    defer { building[key] = current }
    if let upLine = current.upLine {
      error("\(name) goes on after its `up` on line \(upLine)", row, "event")
      current.broken = true
      return
    }
    if row.sample.phase == .down {
      error("\(name) goes down again; it went down on line \(current.firstLine)", row, "event")
      current.broken = true
      return
    }
    let stroke = current.stroke
    let line = current.firstLine
    if row.pointer != stroke.pointer {
      error(
        "\(name) changes `pointer` from \(stroke.pointer) (line \(line)) to \(row.pointer)", row,
        "pointer")
    }
    if row.device != stroke.device {
      error(
        "\(name) changes `device` from `\(stroke.device)` (line \(line)) to `\(row.device)`",
        row, "device")
    }
    if row.labelHint != stroke.labelHint {
      error(
        "\(name) changes `label_hint` from `\(stroke.labelHint)` (line \(line)) to `\(row.labelHint)`",
        row,
        "label_hint")
    }
    if row.range != stroke.range {
      error("\(name) changes its range `x_max`, `y_max` (line \(line))", row, "x_max")
    }
    if let previous = stroke.samples.last, row.sample.time < previous.time {
      error(
        "time goes backwards: \(name) was at \(previous.time) on line \(previous.line)", row,
        "t_ms")
    }
    current.stroke.samples.append(row.sample)
    if row.sample.phase == .up { current.upLine = row.sample.line }
  }

  private mutating func error(_ message: String, _ row: EventRow, _ column: String) {
    let field = row.fields[column] ?? CSVField(text: "", line: row.sample.line, byteOffset: 0)
    diagnostics.report(message, at: field.place)
  }
}
