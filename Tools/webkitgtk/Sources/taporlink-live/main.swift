// usage: xvfb-run -a taporlink-live --plan PLAN.json [--pointer mouse [--button B]] --out RESULT.json
//        taporlink-live --lateness [--samples N] [--timer-slack-ns N] --out FILE.json
//
// Plays a plan's touches on real pages in WebKitGTK with TapOrLink's GTK
// integration connected (Tools/live/run writes the plan and reads the
// result; Tools/lab/Docs/Live.md), or measures the engine's timer lateness on GTK's
// main loop. With `--pointer mouse`, each planned touch is played as a mouse's
// (GDK button and motion events of `--button`: primary, secondary or middle)
// instead of a finger's. Exit status: 0 written; 2 bad usage or plan; 3 no
// display.
import CWebKitGTK
import Foundation
import TapOrLink
import TapOrLinkGTK

let usage = """
  usage: xvfb-run -a taporlink-live --plan PLAN.json [--pointer mouse [--button B]] --out RESULT.json
         taporlink-live --lateness [--samples N] [--timer-slack-ns N] --out FILE.json
  """

func fail(_ message: String, _ status: Int32) -> Never {
  FileHandle.standardError.write(Data("taporlink-live: \(message)\n".utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var planPath: String?
var outPath: String?
var lateness = false
var samples = 500
var timerSlack: Int?
var pointerKind = PointerKind.finger
var button = PointerButton.primary
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--plan": planPath = arguments.isEmpty ? nil : arguments.removeFirst()
  case "--out": outPath = arguments.isEmpty ? nil : arguments.removeFirst()
  case "--lateness": lateness = true
  case "--samples":
    guard let value = arguments.isEmpty ? nil : Int(arguments.removeFirst()), value > 0,
      value <= 100_000
    else { fail("--samples takes a number from 1 to 100000\n\(usage)", 2) }
    samples = value
  case "--timer-slack-ns":
    guard let value = arguments.isEmpty ? nil : Int(arguments.removeFirst()), value > 0 else {
      fail("--timer-slack-ns takes a number of nanoseconds, 1 or more\n\(usage)", 2)
    }
    timerSlack = value
  case "--pointer":
    // SyntheticClicks' events come from a mouse (XTEST under Xvfb): a
    // touchpad or a pen is not played.
    guard let word = arguments.isEmpty ? nil : arguments.removeFirst(),
      let kind = PointerKind(rawValue: word), kind == .finger || kind == .mouse
    else { fail("--pointer takes finger or mouse\n\(usage)", 2) }
    pointerKind = kind
  case "--button":
    guard let word = arguments.isEmpty ? nil : arguments.removeFirst(),
      let read = PointerButton(rawValue: word)
    else { fail("--button takes primary, secondary or middle\n\(usage)", 2) }
    button = read
  case "-h", "--help":
    print(usage)
    exit(0)
  default: fail("unknown argument \(argument)\n\(usage)", 2)
  }
}
guard let outPath else { fail("--out is missing\n\(usage)", 2) }
guard button == .primary || pointerKind == .mouse else {
  fail("--button needs --pointer mouse: a finger presses the primary button only\n\(usage)", 2)
}
let pointer = Pointer(pointerKind, button: button)

func write(_ value: Any) {
  do {
    let data = try JSONSerialization.data(
      withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
    let temporary = outPath + ".partial"
    try data.write(to: URL(fileURLWithPath: temporary))
    _ = rename(temporary, outPath)
  } catch {
    fail("cannot write \(outPath): \(error)", 1)
  }
}

if lateness {
  // GLib's loop alone: no display needed.
  if let timerSlack, taporlink_set_timer_slack(UInt(timerSlack)) != 0 {
    fail("the timer slack could not be set", 1)
  }
  let loop = g_main_loop_new(nil, 0)
  let run = LatenessRun(samples: samples, timerSlack: timerSlack) { result in
    write(result)
    g_main_loop_quit(loop)
  }
  MainLoop.after(0) { run.start() }
  g_main_loop_run(loop)
  exit(0)
}

guard let planPath else { fail("--plan is missing\n\(usage)", 2) }
let plan: Plan
do {
  plan = try Plan.read(planPath)
} catch {
  fail("\(error)", 2)
}
guard gtk_init_check(nil, nil) != 0 else {
  fail("no display to open a window on; run it under xvfb-run -a", 3)
}
let version =
  "\(webkit_get_major_version()).\(webkit_get_minor_version()).\(webkit_get_micro_version())"
let runner = LiveRunner(plan: plan, pointer: pointer) { runs in
  write([
    "engine": "webkit", "version": version, "input": pointer.kind == .finger ? "touch" : "pointer",
    "pointer": pointer.description, "runs": runs,
    "double_tap": LiveRunner.configuration.doubleTap.rawValue,
  ])
  gtk_main_quit()
}
PollLog.install()
MainLoop.after(0) { runner.start() }
gtk_main()
