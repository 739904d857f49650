import Foundation

/// What Tools/live/run (and Tools/browser/gesture_evidence.py) ask the
/// live runner to play: the WebKit driver's plan
/// (Tools/browser/PROTOCOL.md, "The WebKit driver"), with the scripts the
/// driver reads from its own folder given inline, each run's cancel list,
/// and two optional hooks of the caller's, both in the runner's isolated
/// world: an observer for every run (``observer_script``) and a script for
/// one run before its gesture (``Run/before_script``).
struct Plan: Decodable {
  struct Viewport: Decodable {
    var width: Int
    var height: Int
  }

  struct Event: Decodable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var t_ms: Double
    var type: String
    var finger: Int
    var x: Double
    var y: Double
  }

  struct Gesture: Decodable {
    var kind: String
    var events: [Event]
  }

  struct Locate: Decodable {
    var selector: String
    var x: Double
    var y: Double
    var strict: Bool?
  }

  struct Step: Decodable {
    var fill: String
    var text: String?
    var press: String?
  }

  struct Run: Decodable {
    var id: String
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var page_url: String
    var scale: Double?
    var setup: [Step]?
    var gesture: Gesture
    var locate: Locate?
    /// URL prefixes the app's decider cancels from the touch on.
    var cancel: [String]?
    /// A JavaScript function taking no arguments, called in the runner's
    /// isolated world on the main frame once the page has loaded, the
    /// setup steps have run and the target is located, 300 ms before the
    /// gesture; its value, as JSON, is the result's `before`. For document
    /// state a gesture starts from (a selected word: the selection is the
    /// document's, so the page's world sees it too). A script that throws
    /// fails the run.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var before_script: String?
  }

  var viewport: Viewport
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var settle_ms: Double?
  var runs: [Run]
  var interactive: String?
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var effects_script: String?
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var locate_script: String
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var setup_script: String
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var baseline_ms: Double?
  /// A script injected at document start in the main frame of every run's
  /// page, in the runner's isolated world (``Observer``): what it posts to
  /// `window.webkit.messageHandlers.taporlinkObserver` comes back in the
  /// run's result (`observer`), beside the page script's channel, which
  /// it does not touch.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var observer_script: String?

  static let maximumBytes = 16 * 1024 * 1024

  static func read(_ path: String) throws -> Plan {
    let url = URL(fileURLWithPath: path)
    let data = try Data(contentsOf: url)
    guard data.count <= maximumBytes else {
      throw PlanError("\(path): larger than \(maximumBytes) bytes")
    }
    let plan = try JSONDecoder().decode(Plan.self, from: data)
    guard !plan.runs.isEmpty else { throw PlanError("\(path): no runs") }
    for run in plan.runs where run.gesture.events.isEmpty {
      throw PlanError("\(path): run \(run.id) has no events")
    }
    return plan
  }
}

struct PlanError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
