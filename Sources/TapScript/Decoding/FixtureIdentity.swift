import Foundation

/// Which file a fixture was read from, and which content: its resolved path
/// with the device, inode, size and modification time `stat` gives.
///
/// A run keeps each fixture it parsed (``FixtureScope``), and what it
/// decoded from it, under this identity. A file replaced or rewritten
/// during the run (another inode, size or time) no longer matches, so it is
/// read again rather than served from what an older file held.
struct FixtureIdentity: Hashable, Sendable {
  /// The path with every symbolic link resolved.
  var resolved: String
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int64
  var modifiedNanoseconds: Int64

  /// The identity of the file at `resolved` now; `nil` when it cannot be
  /// stated.
  init?(resolved: String) {
    var status = stat()
    guard stat(resolved, &status) == 0 else { return nil }
    self.resolved = resolved
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
    #else
      modifiedSeconds = Int64(status.st_mtim.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
    #endif
  }
}
