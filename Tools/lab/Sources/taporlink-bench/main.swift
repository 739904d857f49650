import Foundation

// `swift run --package-path Tools/lab -c release taporlink-bench [--json] [NAME...]`,
// from the root of the checkout: the engine's speed and memory figures. Run
// with no names for all benchmarks.
// `taporlink-bench soak [GESTURES]`: the long run of mixed gestures (see Soak).
let arguments = Array(CommandLine.arguments.dropFirst())
if let mode = arguments.first,
  ["--count-moves", "--count-taps", "--count-taps-single"].contains(mode)
{
  // Run by the bench itself under callgrind (see InstructionCounts.swift).
  Benchmarks.runCounted(mode)
  exit(0)
}
if arguments.first == "soak" {
  guard arguments.count <= 2, let gestures = Int(arguments.count == 2 ? arguments[1] : "10000000"),
    gestures > 0
  else {
    print(
      "USAGE: swift run --package-path Tools/lab -c release taporlink-bench soak [GESTURES]"
        + "  (default 10000000)")
    exit(2)
  }
  exit(Soak.run(gestures: gestures))
}
let selected = Set(arguments)
if selected.contains("--help") || selected.contains("-h") {
  print("USAGE: swift run --package-path Tools/lab -c release taporlink-bench [--json] [NAME...]")
  print("       swift run --package-path Tools/lab -c release taporlink-bench soak [GESTURES]")
  print(
    "benchmarks: \(Benchmarks.all.map(\.name).joined(separator: ", ")) (all when none is named)")
  print("--json: one JSON object with the fast-tap figures (Docs/Benchmarks.md), no table")
  exit(0)
}
if selected.contains("--json") {
  print(Benchmarks.fastTapJSON())
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
