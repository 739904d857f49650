import Foundation
import TapEvidence
import TapScript
import TestSupport
import Testing

/// The recorded touch data set (`shared/touchdata/`): on every development
/// machine and in CI it sits beside the checkout, at
/// `<checkout>/../shared/touchdata` (the lab being `<checkout>/Tools/lab`);
/// `TAPORLINK_TOUCHDATA` names another folder. It is not ours to ship, so a
/// user's fresh clone has none and the tests that need it skip.
enum TouchData {
  static var folder: URL {
    if let folder = ProcessInfo.processInfo.environment["TAPORLINK_TOUCHDATA"], !folder.isEmpty {
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    return PackageRoot.url.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/touchdata", isDirectory: true)
  }

  static var events: String { folder.appendingPathComponent("events.csv").path }
  static var strokes: String { folder.appendingPathComponent("strokes.csv").path }

  /// Whether both files are there.
  static var isPresent: Bool {
    FileManager.default.fileExists(atPath: events)
      && FileManager.default.fileExists(atPath: strokes)
  }

  /// Why a test skips when they are not.
  static let needed = Comment(
    rawValue: "needs the recorded touch data set: events.csv and strokes.csv in "
      + "../shared/touchdata/ beside the checkout (or in $TAPORLINK_TOUCHDATA); "
      + "it is not shipped with the package")
}
