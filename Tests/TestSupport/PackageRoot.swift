import Foundation

/// Where the package lives on disk, for tests that read its files
/// (`Scenarios/`, `Tests/Pages/`) or the data set beside it (`../shared`).
public enum PackageRoot {
  /// The package's root folder.
  public static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A path under the package's root.
  public static func appending(_ path: String) -> URL {
    url.appendingPathComponent(path)
  }
}
