// Usage: swift run draw-architecture [SOURCE [OUT]]
// Draws the architecture picture from its text source, by default
// Docs/images/architecture.txt into Docs/images/architecture.svg (paths
// from the package root, where `swift run` runs). Exits 1 on a source
// error, printing each with its line.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 2 {
  print("usage: draw-architecture [SOURCE [OUT]]")
  exit(arguments.count > 2 ? 2 : 0)
}
let source = arguments.first ?? "Docs/images/architecture.txt"
let output = arguments.count > 1 ? arguments[1] : "Docs/images/architecture.svg"
do {
  let text = try String(contentsOfFile: source, encoding: .utf8)
  let (architecture, errors) = Architecture.parse(text)
  guard errors.isEmpty else {
    for error in errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
    exit(1)
  }
  try (ArchitectureSVG.render(architecture) + "\n").write(
    toFile: output, atomically: true, encoding: .utf8)
  print("drew \(output)")
} catch {
  FileHandle.standardError.write(Data("draw-architecture: \(error)\n".utf8))
  exit(1)
}
