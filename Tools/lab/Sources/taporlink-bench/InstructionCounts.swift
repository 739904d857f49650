import Foundation
import TapOrLink

/// Instruction counts of the hot path, from callgrind: load-independent,
/// unlike times. The bench runs itself under valgrind with collection
/// switched on only inside ``countedMoves(_:)`` or ``countedTapCycles(_:)``.
extension Benchmarks {
  static let countedMoveCount = 1_000_000
  static let countedTapCount = 100_000

  /// Plays `count` moves within slop: what callgrind counts for a move.
  @inline(never)
  static func countedMoves(_ overlay: TapOverlay, _ count: Int) {
    for index in 0..<count {
      overlay.handle(
        .move(100 + Double(index & 7), 100, at: Instant(nanoseconds: Int64(index + 10))))
    }
  }

  /// Plays `count` tap cycles (down, two moves, up, the window timer).
  @inline(never)
  static func countedTapCycles(_ overlay: TapOverlay, _ scheduler: ManualScheduler, _ count: Int) {
    var time: Int64 = 0
    for _ in 0..<count {
      time += 10_000_000
      overlay.handle(.down(100, 100, at: Instant(nanoseconds: time)))
      overlay.handle(.move(101, 100, at: Instant(nanoseconds: time + 1)))
      overlay.handle(.move(102, 100, at: Instant(nanoseconds: time + 2)))
      overlay.handle(.up(102, 100, at: Instant(nanoseconds: time + 3)))
      scheduler.advance(to: Instant(nanoseconds: time + 5_000_000))
    }
  }

  /// The hidden modes valgrind runs: `--count-moves`, `--count-taps`
  /// (the default settings: the taps, 10 ms apart at one point, pair into
  /// double taps), `--count-taps-single` (double taps off: every tap is
  /// decided on its own, the work the engine did before contract 1.4).
  static func runCounted(_ mode: String) {
    if mode == "--count-moves" {
      let (overlay, _) = makeOverlay()
      overlay.handle(.down(100, 100, at: .zero))
      countedMoves(overlay, countedMoveCount)
    } else {
      let (overlay, scheduler) = makeOverlay(
        window: .milliseconds(1), doubleTap: mode == "--count-taps-single" ? .off : .fast)
      countedTapCycles(overlay, scheduler, countedTapCount)
    }
  }

  /// Instructions per event, or `nil` when valgrind is missing or fails.
  static func instructions(mode: String, function: String, events: Int) -> Double? {
    let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let valgrind else { return nil }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("taporlink-callgrind-\(ProcessInfo.processInfo.processIdentifier)")
      .path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=callgrind", "--callgrind-out-file=\(output)", "--toggle-collect=*\(function)*",
      "/proc/self/exe".resolvingSymlinks, mode,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let text = try? String(contentsOfFile: output, encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") }),
      let total = Double(line.split(separator: " ").last ?? "")
    else { return nil }
    return total / Double(events)
  }

  static var moveInstructions: Double? {
    instructions(mode: "--count-moves", function: "countedMoves", events: countedMoveCount)
  }

  static var tapCycleInstructions: Double? {
    instructions(
      mode: "--count-taps", function: "countedTapCycles", events: countedTapCount * 5)
  }

  static var singleTapCycleInstructions: Double? {
    instructions(
      mode: "--count-taps-single", function: "countedTapCycles", events: countedTapCount * 5)
  }

  static func instructionCounts() -> [String] {
    guard let move = moveInstructions, let tap = tapCycleInstructions,
      let single = singleTapCycleInstructions
    else {
      return [row("instructions", "valgrind not found or failed")]
    }
    return [
      row("move (callgrind)", String(format: "%.0f instructions", move)),
      row("tap cycle (callgrind)", String(format: "%.0f instructions an event", tap)),
      row(
        "tap cycle, double taps off (callgrind)",
        String(format: "%.0f instructions an event", single)),
    ]
  }
}

extension String {
  /// The path a symbolic link points to (the path itself otherwise).
  fileprivate var resolvingSymlinks: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: self)) ?? self
  }
}
