import TapEvidence
import TapOrLink
import TapScript
import Testing

/// The importer's timeline holds only what an app gets: the page script's
/// reports (never the web view's URL changes), blind spots say what the
/// engine did with a report, and each gesture is held to its own truth.
@Suite("Recording importer: what an app gets")
struct RecordingAppInputTests {
  typealias JSON = RecordingImporterTests

  static let page = "https://pages.taporlink.invalid/a/"

  @Test("a URL change the page script did not report is a comment, not a navigation")
  func unreportedURLChange() throws {
    // A new document's URL (the page's own path changed) and a fragment:
    // an app's web-view input takes neither, so neither makes the tap a link.
    let scenario = try JSON.imported(
      JSON.json(
        truth: "content",
        uriChanges:
          #"[{"t_ms": 70, "url": "\#(Self.page)b/"}, {"t_ms": 90, "url": "\#(Self.page)#x"}]"#
      ))
    #expect(scenario.decided == [.tap])
    #expect(scenario.agrees)
    #expect(!scenario.text.contains("same-document"))
    #expect(
      scenario.text.contains(
        "  # 70ms: the web view's URL changed (notify::uri) to \(Self.page)b/, which the page"
          + " script did not report (an app's web-view input takes only its reports)\n"))
  }

  @Test("a link whose move only the URL showed is a blind spot that says an app is not told")
  func unreportedURLChangeOfALink() throws {
    let scenario = try JSON.imported(
      JSON.json(uriChanges: #"[{"t_ms": 80, "url": "\#(Self.page)#x"}]"#))
    #expect(scenario.decided == [.tap])
    let blind = try #require(
      scenario.text.split(separator: "\n").first { $0.contains("# blind spot:") })
    #expect(
      blind.contains(
        "(URL change, seen by uri 20 ms after touch-up), which an app is not told: only the page"
          + " script's reports are its input. Really: link."))
  }

  @Test("a reported move is one step, from the script, however many times the URL changed")
  func reportedMove() throws {
    let scenario = try JSON.imported(
      JSON.json(
        navigations:
          #"[{"t_ms": 75, "kind": "fragment", "url": "\#(Self.page)#x", "frame": "main", "source": "page-script"}]"#,
        uriChanges: #"[{"t_ms": 76, "url": "\#(Self.page)#x"}]"#))
    #expect(scenario.decided == [.link])
    let steps = scenario.text.split(separator: "\n").filter {
      $0.hasPrefix("  - ") && $0.contains(": same-document ")
    }
    #expect(steps == ["  - 75ms: same-document fragment \(Self.page)#x"])
    #expect(scenario.text.contains("#x, as the page script reported\n"))
  }

  @Test("a reported move the engine does not count names the engine's reason")
  func notCountedReason() throws {
    let scenario = try JSON.imported(
      JSON.json(
        navigations:
          #"[{"t_ms": 75, "kind": "traverse", "url": "\#(Self.page)#x", "frame": "main", "source": "page-script"}]"#
      ))
    #expect(scenario.decided == [.tap])
    #expect(
      scenario.text.contains(
        "# blind spot: the page navigated within the document (traverse, seen by page-script"
          + " 15 ms after touch-up), which the engine does not count: a back or forward move is"
          + " never a link activation. Really: link."))
  }

  @Test("content the page moved within the document for names that move, not an empty request")
  func contentMovedWithinDocument() throws {
    let scenario = try JSON.imported(
      JSON.json(
        truth: "content",
        navigations:
          #"[{"t_ms": 70, "kind": "fragment", "url": "\#(Self.page)#/", "frame": "main", "source": "page-script"}]"#
      ))
    #expect(scenario.decided == [.link])
    #expect(
      scenario.text.contains(
        "# blind spot: in this run the page navigated within the document (fragment, "
          + "\(Self.page)#/) 10 ms after touch-up, though the target is content by the truth."))
    #expect(!scenario.text.contains("asked for a navigation ,"))
  }

  @Test("gestures decided out of order are each held to their own truth")
  func gestureOrder() throws {
    // The second tap is answered `content` and decided at its touch-up; the
    // first still waits, and the request that comes then is its link.
    let scenario = try JSON.imported(
      JSON.json(
        truth: "content",
        requests:
          #"[{"t_ms": 300, "url": "https://e.test/b", "type": "link", "frame": "main", "detail": ""}]"#,
        answers: #"[{"t_ms": 210, "kind": "content", "x": 300, "y": 400, "phase": "start"}]"#,
        gesture: "doubletap",
        touches: """
          [{"t_ms": 0, "type": "down", "finger": 1, "x": 100, "y": 200},
           {"t_ms": 60, "type": "up", "finger": 1, "x": 100, "y": 200},
           {"t_ms": 200, "type": "down", "finger": 1, "x": 300, "y": 400},
           {"t_ms": 260, "type": "up", "finger": 1, "x": 300, "y": 400}]
          """))
    #expect(scenario.truth == [.tap, .tap])
    #expect(scenario.decided == [.link, .tap])
    let lines = scenario.text.split(separator: "\n").map(String.init)
    let tap = try #require(lines.firstIndex { $0.contains(": tap web 300 400") })
    let link = try #require(lines.firstIndex { $0.hasPrefix("  - 300ms: link ") })
    #expect(tap < link)
    #expect(!lines[tap - 1].contains("blind spot"))
    #expect(
      lines[link - 1].hasPrefix("  # blind spot: in this run chromium asked for a navigation"))
  }
}

/// A frame's same-document report is the frame's, not the web view's: an
/// app's `ScriptMessage` refuses it, so the importer never makes it a step.
@Suite("Recording importer: a frame's reports")
struct RecordingFrameReportTests {
  typealias JSON = RecordingImporterTests

  static let page = "https://pages.taporlink.invalid/a/"

  @Test("a frame pushing every 50 ms does not make a content tap a link")
  func framePushes() throws {
    let pushes = (0..<20).map {
      #"{"t_ms": \#($0 * 50), "kind": "push", "url": "\#(Self.page)frame/\#($0)", "frame": "sub", "source": "page-script"}"#
    }
    let scenario = try JSON.imported(
      JSON.json(truth: "content", navigations: "[" + pushes.joined(separator: ", ") + "]"))
    #expect(scenario.decided == [.tap])
    #expect(scenario.agrees)
    #expect(!scenario.text.contains(": same-document "))
    #expect(
      scenario.text.contains(
        "  # 50ms: a frame's page script reported same-document push \(Self.page)frame/1, which an"
          + " app refuses (only the main frame's reports are its input)\n"))
  }

  @Test("the main frame's report beside a frame's is the one step")
  func mainBesideFrame() throws {
    let scenario = try JSON.imported(
      JSON.json(
        navigations:
          #"[{"t_ms": 70, "kind": "push", "url": "\#(Self.page)ad", "frame": "sub", "source": "page-script"}, {"t_ms": 75, "kind": "fragment", "url": "\#(Self.page)#x", "frame": "main", "source": "page-script"}]"#
      ))
    #expect(scenario.decided == [.link])
    let steps = scenario.text.split(separator: "\n").filter {
      $0.hasPrefix("  - ") && $0.contains(": same-document ")
    }
    #expect(steps == ["  - 75ms: same-document fragment \(Self.page)#x"])
  }

  @Test("a link that only a frame reported moving is a blind spot that says the frame's is refused")
  func frameOnlyLink() throws {
    let scenario = try JSON.imported(
      JSON.json(
        navigations:
          #"[{"t_ms": 80, "kind": "fragment", "url": "\#(Self.page)#x", "frame": "sub", "source": "page-script"}]"#
      ))
    #expect(scenario.decided == [.tap])
    #expect(
      scenario.text.contains(
        "seen by page-script 20 ms after touch-up) in a frame, which an app refuses"))
  }

  @Test("a navigation's frame is main or sub")
  func frameNames() {
    let text = JSON.json(
      navigations:
        #"[{"t_ms": 80, "kind": "push", "url": "u", "frame": "top", "source": "page-script"}]"#)
    guard case .failure(let errors) = JSON.read(text) else {
      Issue.record("read a navigation of frame `top`")
      return
    }
    #expect(errors.diagnostics.map(\.message) == ["`frame` is `top`; it must be one of main, sub"])
  }
}
