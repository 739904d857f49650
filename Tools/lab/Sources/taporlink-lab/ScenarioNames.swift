import Foundation

/// The scenario file names one import writes, so that no two recordings
/// write the same file on any file system a corpus is checked out on.
///
/// Two names clash when they are the same bytes, and also when they differ
/// only in case or Unicode normalization (`A.yaml` and `a.yaml`; `Ω`
/// U+2126 and U+03A9; `é` composed and decomposed): Linux keeps them apart,
/// but macOS and Windows fold them into one file, and one scenario would be
/// written over the other.
struct ScenarioNames {
  /// The names taken, by their folded form, with the recording that took
  /// each.
  private var taken: [String: (name: String, recording: String)] = [:]

  /// Takes `name` for the scenario of `recording`, or says why it cannot.
  ///
  /// - Returns: `nil` when the name is free (it is then taken), else the
  ///   message for the recording: which other recording took it, and how
  ///   the two names are the same.
  mutating func clash(_ name: String, of recording: String) -> String? {
    let key = Self.folded(name)
    guard let other = taken[key] else {
      taken[key] = (name, recording)
      return nil
    }
    let shown = "`\(other.recording)`"
    if other.name.utf8.elementsEqual(name.utf8) {
      return "another recording, \(shown), has the same name; its scenario would be \(name) too"
    }
    return
      "its scenario \(name) and that of \(shown), \(other.name), differ only in case or "
      + "Unicode normalization; a file system that folds them (macOS, Windows) would write one "
      + "over the other, so rename one of the recordings"
  }

  /// A name as a folding file system compares it: canonically decomposed
  /// and composed again (NFC), and lower-cased.
  static func folded(_ name: String) -> String {
    name.precomposedStringWithCanonicalMapping.lowercased()
      .precomposedStringWithCanonicalMapping
  }
}
