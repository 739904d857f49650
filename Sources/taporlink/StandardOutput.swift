import Foundation

/// Standard output as a text stream, for reports written a piece at a time
/// (`HTMLReporter.write(_:detail:to:)`), so that a large report is never
/// held whole: pieces are gathered up to 64 KB, then written. Call
/// ``flush()`` when done. What `print` wrote before is flushed first, so
/// the two keep their order.
struct StandardOutput: TextOutputStream {
  private static let chunk = 64 << 10
  private var buffer: [UInt8] = []

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.chunk { flush() }
  }

  /// Writes out what is gathered.
  mutating func flush() {
    fflush(nil)
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(1, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { break }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
