import Foundation
import TapOrLink
import TapScript

/// A progress line on standard error, shown only once a run has taken more
/// than a second.
final class Progress {
  private let enabled: Bool
  private let start = Date()
  private var shown = false

  init(enabled: Bool) {
    self.enabled = enabled
  }

  func update(done: Int, total: Int, current: String) {
    guard enabled, Date().timeIntervalSince(start) > 1 else { return }
    shown = true
    // A file name may hold terminal escapes: shown escaped, as everywhere.
    let name = VisibleText.escaped(current)
    FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(name)".utf8))
  }

  func clear() {
    guard shown else { return }
    shown = false
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
