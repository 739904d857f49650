import Foundation

/// Reads a text file named by input (a scenario, a fixture, a recording):
/// only a regular file, or a link to one, never a device, a pipe or a
/// socket, which could block or never end; at most a given number of bytes;
/// UTF-8. The file is opened without blocking and checked after it is
/// opened, so a pipe put in its place between a check and the open cannot
/// hang the reader.
public enum BoundedTextFile {
  /// Why a file was not read.
  public enum Problem: Error, Hashable, Sendable {
    /// Nothing is at the path.
    case missing
    /// The path names a folder.
    case folder
    /// The path names something that is not a regular file: a device, a
    /// pipe or a socket.
    case notAFile
    /// The file exists but cannot be opened or read: the reason.
    case unreadable(String)
    /// The file holds more than the limit: its size when known.
    case tooLarge(bytes: Int?)
    /// The file is not UTF-8 text.
    case notUTF8

    /// The reason in a few words, for an error message: "no such file or
    /// folder", "it is a folder, not a file", "it is larger than the limit".
    public var reason: String {
      switch self {
      case .missing: "no such file or folder"
      case .folder: "it is a folder, not a file"
      case .notAFile: "it is not a file"
      case .unreadable(let why): why
      case .tooLarge(let bytes?): "it is \(bytes) bytes, larger than the limit"
      case .tooLarge(nil): "it is larger than the limit"
      case .notUTF8: "it is not UTF-8 text"
      }
    }
  }

  /// The text of the file at `path`, or why it was not read.
  ///
  /// - Parameters:
  ///   - path: the file's path.
  ///   - maximumBytes: the most the file may hold; a larger one is refused
  ///     without reading more than one byte past the limit.
  public static func read(_ path: String, maximumBytes: Int) -> Result<String, Problem> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(openProblem(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable("it cannot be read")) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.folder)
    default: return .failure(.notAFile)
    }
    if Int(status.st_size) > maximumBytes { return .failure(.tooLarge(bytes: Int(status.st_size))) }
    let limit = max(0, maximumBytes) + 1
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(limit, Int(status.st_size) + 1))
    var chunk = [UInt8](repeating: 0, count: min(limit, 1 << 16))
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let got = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress!, wanted)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable("it cannot be read"))
      }
      if got == 0 { break }
      bytes.append(contentsOf: chunk[..<got])
    }
    guard bytes.count <= maximumBytes else { return .failure(.tooLarge(bytes: nil)) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(.notUTF8)
    }
    return .success(text)
  }

  private static func openProblem(_ code: Int32) -> Problem {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .unreadable("permission denied")
    case EISDIR: .folder
    default: .unreadable("it cannot be read")
    }
  }
}
