import TapEvidence
import TapScript

/// Small recorded traces written by hand, for the importer's tests.
enum TraceFixtures {
  static let header =
    "source,recording,device,label_hint,stroke_id,pointer,event,t_ms,x,y,x_max,y_max"
  static let labelsHeader = "source,recording,stroke_id,heuristic"

  /// A 300 × 400 device (diagonal 500 units, so 1.53 points a unit):
  /// a still tap, a 20-unit drag, and a long press.
  static let events = """
    \(header)
    lab,taps,Phone,hint,1,0,down,0.0,100,100,300,400
    lab,taps,Phone,hint,1,0,move,12.345,101,100,300,400
    lab,taps,Phone,hint,1,0,up,40.5,101,100,300,400
    lab,taps,Phone,hint,2,0,down,1000,100,100,300,400
    lab,taps,Phone,hint,2,0,move,1016,104,100,300,400
    lab,taps,Phone,hint,2,0,move,1032,120,100,300,400
    lab,taps,Phone,hint,2,0,up,1048,150,100,300,400
    lab,taps,Phone,hint,3,0,down,3000,50,50,300,400
    lab,taps,Phone,hint,3,0,up,3800,51,50,300,400

    """

  static let labels = """
    \(labelsHeader)
    lab,taps,1,tap
    lab,taps,2,move
    lab,taps,3,long_press

    """

  static func trace(_ text: String = events, path: String = "events.csv") throws -> TouchTrace {
    try TouchTraceReader.read(SourceFile(path: path, text: text)).get()
  }

  static func labelled(_ text: String = labels) throws -> StrokeLabels {
    try StrokeLabels.read(SourceFile(path: "strokes.csv", text: text)).get()
  }

  /// The first line of each error, `events.csv:LINE:COLUMN: error: ...`.
  static func errors(_ text: String) -> [String] {
    switch TouchTraceReader.read(SourceFile(path: "events.csv", text: text)) {
    case .success: return []
    case .failure(let errors): return errors.diagnostics.map(\.summary)
    }
  }
}
