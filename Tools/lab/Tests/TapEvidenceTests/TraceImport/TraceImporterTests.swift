import TapEvidence
import TapOrLink
import TapScript
import Testing

@Suite struct TraceImporterTests {
  func scenarios(
    _ events: String = TraceFixtures.events, labels: String = TraceFixtures.labels,
    grouping: ImportGrouping = .stroke, conversion: UnitConversion = UnitConversion()
  ) throws -> [GeneratedScenario] {
    try TraceImporter.scenarios(
      from: TraceFixtures.trace(events), labels: TraceFixtures.labelled(labels),
      grouping: grouping, conversion: conversion
    ).get()
  }

  func run(_ scenario: GeneratedScenario) -> ScenarioResult {
    ScenarioLoader.run(SourceFile(path: scenario.fileName, text: scenario.text))
  }

  @Test func oneScenarioAStrokeThatPasses() throws {
    let made = try scenarios()
    #expect(
      made.map(\.fileName) == [
        "lab-taps-stroke-1.yaml", "lab-taps-stroke-2.yaml", "lab-taps-stroke-3.yaml",
      ])
    for scenario in made {
      let result = run(scenario)
      #expect(result.passed, "\(scenario.text)\n\(result.trace)")
    }
  }

  @Test func theTapScenarioInFull() throws {
    // 300 × 400 units has a 500-unit diagonal: 765 / 500 = 1.53 pt a unit.
    let tap = try #require(try scenarios().first)
    #expect(
      tap.text == """
        # Imported by `taporlink import-trace` from events.csv, lines 2-4.
        # Recorded touch data keeps its own licence: do not commit scenarios made from it.
        # source `lab`, recording `taps`
        # device `Phone`, hint `hint`
        # units: range 300 × 400, diagonal scaled to 765 pt: 1.53 pt a unit
        # stroke 1 (pointer 0), label `tap`
        #   as labelled: expect tap at its up + 750ms
        #   furthest travel 1.53 pt (slop 10 pt)
        name: "real tap: lab taps stroke 1"
        views:
          - id: web
            kind: web
            frame: [0, 0, 459, 612]
        timeline:
          - 0ms: down 153 153
          - 12.345ms: move 154.53 153
          - 40.5ms: up 154.53 153
        expect:
          - 790.5ms: tap web 154.53 153

        """)
  }

  @Test func movedAtTheFirstEventPastTheSlopAndLongPressAtFiveHundred() throws {
    let made = try scenarios()
    // 4 units is 6.12 pt (within slop); 20 units is 30.6 pt: moved at 32 ms.
    #expect(made[1].text.contains("expect:\n  - 32ms: moved\n"))
    #expect(made[2].text.contains("expect:\n  - 500ms: longpress\n"))
  }

  @Test func aLabelThePathCannotGiveFailsTheRun() throws {
    let labels = TraceFixtures.labels.replacingOccurrences(of: "2,move", with: "2,tap")
    let made = try scenarios(labels: labels)
    #expect(made[1].text.contains("the engine will say moved"))
    let result = run(made[1])
    #expect(!result.passed)
    #expect(result.trace.contains { OutcomeKind(rawValue: $0.name) == .moved })
  }

  @Test func densityWinsOverTheRangeAndStandsInForAMissingOne() throws {
    let events = """
      \(TraceFixtures.header)
      aosp,fling,Pixel,h,1,0,down,0,262.5,525,1080,1920
      aosp,fling,Pixel,h,1,0,up,16.5,262.5,525,1080,1920
      flutter,fling,Phone,h,1,0,down,0,270,538.2857055664062,,
      flutter,fling,Phone,h,1,0,up,8,270,538.2857055664062,,
      """
    let labels = """
      \(TraceFixtures.labelsHeader)
      aosp,fling,1,tap
      flutter,fling,1,tap
      """
    let made = try scenarios(events, labels: labels)
    // aosp: 2.625 pixels a point; the 1080 × 1920 screen is 411.429 × 731.429.
    #expect(made[0].text.contains("  - 0ms: down 100 200\n"))
    #expect(made[0].text.contains("frame: [0, 0, 411.429, 731.429]"))
    #expect(made[0].text.contains("# units: 2.625 units a point (the source's density)"))
    // flutter: logical pixels are points; no range, so the frame holds the points.
    #expect(made[1].text.contains("  - 0ms: down 270 538.286\n"))
    #expect(made[1].text.contains("frame: [0, 0, 271, 539]"))
    for scenario in made { #expect(run(scenario).passed) }
  }

  @Test func aStrokeWithNoRangeAndNoDensityOrNoLabelIsAnError() throws {
    let events = """
      \(TraceFixtures.header)
      lab,bare,Phone,h,1,0,down,0,1,1,,
      lab,bare,Phone,h,1,0,up,1,1,1,,
      lab,bare,Phone,h,2,0,down,5,1,1,10,10
      lab,bare,Phone,h,2,0,up,6,1,1,10,10
      """
    let labels = "\(TraceFixtures.labelsHeader)\nlab,bare,1,tap\n"
    let result = TraceImporter.scenarios(
      from: try TraceFixtures.trace(events), labels: try TraceFixtures.labelled(labels))
    guard case .failure(let errors) = result else {
      Issue.record("expected errors")
      return
    }
    #expect(
      errors.diagnostics.map(\.summary) == [
        "events.csv:2:1: error: no range for stroke 1 of `bare`: `x_max` and `y_max` are empty "
          + "and source `lab` has no known density",
        "events.csv:4:1: error: no label for stroke 2 of `bare` (source `lab`) in strokes.csv",
      ])
    // A density for the source mends the first.
    let mended = TraceImporter.scenarios(
      from: try TraceFixtures.trace(events), labels: try TraceFixtures.labelled(labels),
      conversion: UnitConversion(densities: ["lab": 2]))
    guard case .failure(let left) = mended else {
      Issue.record("expected an error")
      return
    }
    #expect(left.diagnostics.count == 1)
  }

  @Test func theDiagonalIsAChoice() throws {
    let made = try scenarios(conversion: UnitConversion(diagonal: 500))
    #expect(made[0].text.contains("  - 0ms: down 100 100\n"))
  }

  /// Two fingers: the second touches down while the first (a tap) is
  /// still down, so the recording plays as one multitouch gesture.
  @Test func perRecordingOverlappingFingersAreMultitouch() throws {
    let events = """
      \(TraceFixtures.header)
      lab,two,Phone,h,1,0,down,0,10,10,300,400
      lab,two,Phone,h,2,1,down,30,100,100,300,400
      lab,two,Phone,h,1,0,up,60,10,10,300,400
      lab,two,Phone,h,2,1,up,90,100,100,300,400
      lab,two,Phone,h,3,0,down,2000,10,10,300,400
      lab,two,Phone,h,3,0,up,2040,10,10,300,400
      """
    let labels = """
      \(TraceFixtures.labelsHeader)
      lab,two,1,tap
      lab,two,2,tap
      lab,two,3,tap
      """
    let made = try scenarios(events, labels: labels, grouping: .recording)
    #expect(made.count == 1)
    let text = try #require(made.first?.text)
    #expect(text.contains("  - 30ms: down 153 153 finger 2\n"))
    #expect(text.contains("expect:\n  - 30ms: multitouch\n  - 2790ms: tap web 15.3 15.3\n"))
    #expect(text.contains("touches down while stroke 1 is undecided"))
    #expect(run(try #require(made.first)).passed)
    // One at a time, each is a tap.
    for scenario in try scenarios(events, labels: labels) { #expect(run(scenario).passed) }
  }

  @Test func perRecordingAPointerCannotGoDownTwice() throws {
    let events = """
      \(TraceFixtures.header)
      lab,two,Phone,h,1,0,down,0,10,10,300,400
      lab,two,Phone,h,2,0,down,30,100,100,300,400
      lab,two,Phone,h,1,0,up,60,10,10,300,400
      lab,two,Phone,h,2,0,up,90,100,100,300,400
      """
    let labels = "\(TraceFixtures.labelsHeader)\nlab,two,1,tap\nlab,two,2,tap\n"
    let result = TraceImporter.scenarios(
      from: try TraceFixtures.trace(events), labels: try TraceFixtures.labelled(labels),
      grouping: .recording)
    guard case .failure(let errors) = result else {
      Issue.record("expected an error")
      return
    }
    #expect(
      errors.diagnostics.map(\.summary) == [
        "events.csv:3:1: error: pointer 0 goes down for stroke 2 while stroke 1 still holds it; "
          + "import this recording per stroke"
      ])
  }

  @Test func aStrokeWithoutItsUpEndsWithTheFingerDown() throws {
    let events = """
      \(TraceFixtures.header)
      lab,cut,Phone,h,1,0,down,0,10,10,300,400
      lab,cut,Phone,h,1,0,move,10,30,10,300,400
      """
    let labels = "\(TraceFixtures.labelsHeader)\nlab,cut,1,move(no_up)\n"
    let made = try scenarios(events, labels: labels)
    let text = try #require(made.first?.text)
    #expect(text.contains(#"name: "real move(no_up): lab cut stroke 1""#))
    #expect(text.contains("  # the recording ends here with finger 1 (stroke 1) still down\n"))
    #expect(text.contains("expect:\n  - 10ms: moved\n"))
    #expect(run(try #require(made.first)).passed)
  }

  @Test func fileNamesArePortableAndUnique() throws {
    let events = #"""
      \#(TraceFixtures.header)
      Lab,"Tablets/Wacom® 13HD: ""touch""",Phone,h,1,0,down,0,1,1,10,10
      Lab,"Tablets/Wacom® 13HD: ""touch""",Phone,h,1,0,up,1,1,1,10,10
      Lab,Tablets/Wacom 13HD touch,Phone,h,1,0,down,0,1,1,10,10
      Lab,Tablets/Wacom 13HD touch,Phone,h,1,0,up,1,1,1,10,10
      """#
    let labels = #"""
      \#(TraceFixtures.labelsHeader)
      Lab,"Tablets/Wacom® 13HD: ""touch""",1,tap
      Lab,Tablets/Wacom 13HD touch,1,tap
      """#
    let made = try scenarios(events, labels: labels)
    #expect(
      made.map(\.fileName) == [
        "lab-tablets-wacom-13hd-touch-stroke-1.yaml",
        "lab-tablets-wacom-13hd-touch-stroke-1-2.yaml",
      ])
    #expect(
      made[0].text.contains(#"name: "real tap: Lab Tablets/Wacom® 13HD: \"touch\" stroke 1""#))
    for scenario in made { #expect(run(scenario).passed) }
  }
}
