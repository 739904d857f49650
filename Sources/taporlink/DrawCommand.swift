import Foundation
import TapOrLink
import TapScript

/// `taporlink draw`: one SVG timeline a scenario.
enum DrawCommand {
  static func main(arguments: [String]) -> Int32 {
    let options: DrawOptions
    switch DrawOptions.parse(arguments) {
    case .failure(let problem):
      standardError("taporlink draw: \(problem.message)\n\n\(DrawOptions.usage)\n")
      return 2
    case .success(let parsed):
      options = parsed
    }
    if options.help {
      print(DrawOptions.usage)
      return 0
    }
    guard let output = options.output else { return 2 }
    let found = ScenarioFiles.find(options.paths)
    var status: Int32 = 0
    for path in found.missing {
      standardError(TextReporter().renderMissing(path) + "\n")
      status = 2
    }
    for result in found.refusedResults {
      if case .invalid(let errors) = result.status {
        for diagnostic in errors { standardError(diagnostic.rendered + "\n") }
      }
      status = 2
    }
    var results: [ScenarioResult] = []
    for (path, scope) in zip(found.files, found.scopes) {
      let result = ScenarioLoader.run(path: path, fixtures: scope)
      guard options.filter.keeps(result) else { continue }
      for warning in result.warnings { standardError(warning.rendered + "\n") }
      if case .invalid(let diagnostics) = result.status {
        for diagnostic in diagnostics { standardError(diagnostic.rendered + "\n") }
        status = 2
        continue
      }
      results.append(result)
    }
    guard !results.isEmpty else {
      if status == 0 {
        let why = found.whyNothing(filter: options.filter) ?? "no scenario could be drawn"
        standardError("taporlink draw: nothing to draw: \(VisibleText.escaped(why))\n")
      }
      return 2
    }
    let single = results.count == 1 && found.files.count == 1 && !isFolder(output)
    do {
      if single {
        try write(TimelineSVG.render(results[0]), to: output)
        print(VisibleText.escaped("drew \(results[0].path) to \(output)"))
      } else {
        try FileManager.default.createDirectory(
          atPath: output, withIntermediateDirectories: true)
        var used: Set<String> = []
        for result in results {
          let name = pictureName(for: result.path, roots: options.paths, used: &used)
          try write(
            TimelineSVG.render(result), to: (output as NSString).appendingPathComponent(name))
        }
        print(VisibleText.escaped("drew \(results.count) timelines to \(output)"))
      }
    } catch {
      standardError("taporlink draw: cannot write to \(output): \(error.localizedDescription)\n")
      return 2
    }
    return status
  }

  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  /// `tap/quick.yaml` under a root given as `Scenarios` becomes
  /// `tap-quick.svg`; a name already used gets a number.
  static func pictureName(for path: String, roots: [String], used: inout Set<String>) -> String {
    var relative = path
    for root in roots where path.hasPrefix(root) && path != root {
      relative = String(path.dropFirst(root.count))
      break
    }
    if relative == path { relative = (path as NSString).lastPathComponent }
    let stem = (relative as NSString).deletingPathExtension
      .split(separator: "/").joined(separator: "-")
    var name = stem + ".svg"
    var number = 2
    while used.contains(name) {
      name = "\(stem)-\(number).svg"
      number += 1
    }
    used.insert(name)
    return name
  }

  static func write(_ text: String, to path: String) throws {
    try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
  }
}
