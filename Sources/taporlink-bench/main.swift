import Foundation

// `swift run -c release taporlink-bench [NAME...]`: the engine's speed and
// memory figures. Run with no names for all benchmarks.
let selected = Set(CommandLine.arguments.dropFirst())
if selected.contains("--help") || selected.contains("-h") {
  print("USAGE: swift run -c release taporlink-bench [NAME...]")
  print(
    "benchmarks: \(Benchmarks.all.map(\.name).joined(separator: ", ")) (all when none is named)")
  exit(0)
}
let benchmarks = Benchmarks.all.filter { selected.isEmpty || selected.contains($0.name) }
if benchmarks.isEmpty {
  print("unknown benchmark; choose from: \(Benchmarks.all.map(\.name).joined(separator: ", "))")
  exit(2)
}
print("benchmark".padding(toLength: 34, withPad: " ", startingAt: 0) + "result")
for benchmark in benchmarks {
  for line in benchmark.run() {
    print(line)
  }
}
