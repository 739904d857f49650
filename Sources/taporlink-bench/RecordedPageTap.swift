import Foundation
import TapOrLink
import TapScript

/// One recorded tap on a real page (a `Scenarios/real-pages` file whose
/// `# real-page:` header says `gesture=tap`), as the bench replays it.
struct RecordedPageTap {
  /// `chromium` or `webkit`.
  var engine: String
  /// The page file, like `links.html`.
  var page: String
  /// The element's `data-name`.
  var element: String
  /// `link` or `content`: the page's `data-expect` (the header's
  /// `truth=link` or `truth=tap`).
  var truth: String
  /// The recording, as a scenario.
  var scenario: Scenario

  /// The web view's page, where the recording starts.
  var url: String? { scenario.pages.values.first?.url }

  /// When the finger lifted.
  var upTime: Instant? {
    scenario.steps.first {
      if case .touch(.up, _, _) = $0.command { true } else { false }
    }?.time
  }

  /// Whether the page issued a request that the timer rule counts: main
  /// frame, an activation type, within the default window after touch-up.
  /// A `link` element whose page requested nothing (a `javascript:` link),
  /// or only later, is no link to the engine under any strategy.
  var requestsLink: Bool {
    guard let upTime else { return false }
    return scenario.steps.contains { step in
      guard case .request(let request) = step.command else { return false }
      return request.isMainFrame && TapDefaults.activation.contains(request.type)
        && step.time - upTime <= TapDefaults.window
    }
  }

  /// Every recorded tap under `folder` (recursively), in path order;
  /// unreadable files are skipped.
  static func load(from folder: String) -> [RecordedPageTap] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var taps: [RecordedPageTap] = []
    let paths = (enumerator.allObjects as? [String] ?? []).sorted()
    for relative in paths where relative.hasSuffix(".yaml") {
      let path = folder + "/" + relative
      guard let text = try? String(contentsOfFile: path, encoding: .utf8),
        let header = text.split(separator: "\n").first(where: { $0.hasPrefix("# real-page:") })
      else { continue }
      var fields: [String: String] = [:]
      for word in header.dropFirst("# real-page:".count).split(separator: " ") {
        let parts = word.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
      }
      let element =
        text.split(separator: "\n").first { $0.hasPrefix("# element: ") }
        .map { String($0.dropFirst("# element: ".count)) } ?? ""
      guard fields["gesture"] == OutcomeKind.tap.name, let engine = fields["engine"],
        let page = fields["page"],
        let truth = fields["truth"],
        case .success(let scenario) = ScenarioLoader.decode(SourceFile(path: path, text: text))
      else { continue }
      taps.append(
        RecordedPageTap(
          engine: engine, page: page, element: element,
          truth: truth == OutcomeKind.tap.name ? "content" : truth, scenario: scenario))
    }
    return taps
  }
}
