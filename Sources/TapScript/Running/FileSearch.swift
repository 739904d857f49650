import Foundation

/// Finds the files of some kinds under paths given on a command line: files
/// as given, folders searched to any depth without recursion, each folder's
/// finds sorted so runs are repeatable. Symbolic links to folders are not
/// followed. A link to a file is a file when the file lies inside the tree
/// the run may read (``FixtureScope/init(running:)``: the current folder
/// when the folder searched is inside it, else that folder), and is
/// returned apart and never opened when it lies outside: searching a folder
/// must not read (and quote in an error) a file the folder only points at.
/// A link to nothing is a file, which its reader then reports missing.
/// Entries whose names are not valid UTF-8 cannot be named by a
/// path string, so they are returned apart too, to be reported rather than
/// skipped in silence.
public struct FileSearch: Sendable {
  /// What a search found.
  public struct Found: Sendable, Equatable {
    /// The files found, in a repeatable order.
    public var files: [String] = []
    /// The paths given that do not exist.
    public var missing: [String] = []
    /// Files of the kinds searched for, and folders, whose names are not
    /// valid UTF-8: each shown with its bad bytes as `\xFF`.
    public var unreadableNames: [String] = []
    /// Files of the kinds searched for, found in a folder, that are
    /// symbolic links to a file outside the tree the run may read: not
    /// opened, to be reported. (Given by name, a link is a file like any
    /// other.)
    public var linksOutside: [String] = []
  }

  /// The file extensions searched for, lower-case and without the dot;
  /// matched in any case.
  public var extensions: Set<String>
  /// Whether a file found in a folder (its path relative to that folder)
  /// is kept.
  public var keeps: @Sendable (_ relativePath: String) -> Bool

  /// A search for files with one of `extensions` that `keeps` accepts.
  public init(
    extensions: Set<String>,
    keeps: @escaping @Sendable (_ relativePath: String) -> Bool = { _ in true }
  ) {
    self.extensions = Set(extensions.map { $0.lowercased() })
    self.keeps = keeps
  }

  /// Searches `paths`. A path that names a file is taken as it is,
  /// whatever its extension.
  public func run(_ paths: [String]) -> Found {
    var result = Found()
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        result.missing.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        result.files.append(path)
        continue
      }
      var found: [String] = []
      var unreadable: [String] = []
      var outside: [String] = []
      let root = FixtureScope(running: path).root
      var folders = [""]  // relative to `path`; a stack, never recursion
      let base = path.hasSuffix("/") ? path : path + "/"
      while let folder = folders.popLast() {
        for entry in Self.entries(of: base + folder) {
          guard let name = entry.name else {
            if entry.isFolder || hasSearchedExtension(entry.bytes) {
              unreadable.append(base + folder + Self.shown(entry.bytes))
            }
            continue
          }
          let relative = folder + name
          if entry.isFolder {
            folders.append(relative + "/")
            continue
          }
          let ext = (name as NSString).pathExtension.lowercased()
          guard extensions.contains(ext), keeps(relative) else { continue }
          if entry.isLink, let resolved = FixtureScope.realPath(base + relative),
            !FixtureScope.isInside(resolved, root)
          {
            outside.append(base + relative)
            continue
          }
          found.append(base + relative)
        }
      }
      result.files.append(contentsOf: found.sorted())
      result.unreadableNames.append(contentsOf: unreadable.sorted())
      result.linksOutside.append(contentsOf: outside.sorted())
    }
    return result
  }

  /// One entry of a folder: its name's bytes, the name when they are
  /// UTF-8, and whether it is a folder.
  private struct Entry {
    var bytes: [UInt8]
    var name: String?
    var isFolder: Bool
    /// Whether it is a symbolic link (to a file: links to folders are left
    /// out).
    var isLink = false
  }

  /// The entries of the folder at `path` that are folders or files (links
  /// to files count as files), without `.` and `..`.
  private static func entries(of path: String) -> [Entry] {
    guard let folder = opendir(path) else { return [] }
    defer { closedir(folder) }
    var entries: [Entry] = []
    while let entry = readdir(folder) {
      // `readdir` may hand back a record shorter than `dirent`, so the
      // name is read from its own address up to its NUL, never copied
      // as the whole 256-byte field.
      let nameStart = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
      let length = strlen(nameStart.assumingMemoryBound(to: CChar.self))
      let bytes = Array(
        UnsafeBufferPointer(start: nameStart.assumingMemoryBound(to: UInt8.self), count: length))
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      let name = String(validating: bytes, as: UTF8.self)
      var isFolder = false
      var isLink = false
      if let name {
        var status = stat()
        let full = path.hasSuffix("/") ? path + name : path + "/" + name
        if lstat(full, &status) == 0 {
          isFolder = (status.st_mode & S_IFMT) == S_IFDIR
          if (status.st_mode & S_IFMT) == S_IFLNK {
            // A link to a file is a file, and so is a link to nothing (its
            // reader reports it missing); one to a folder is not searched.
            isLink = true
            if stat(full, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG { continue }
          } else if !isFolder, (status.st_mode & S_IFMT) != S_IFREG {
            continue
          }
        }
      } else {
        isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      }
      entries.append(Entry(bytes: bytes, name: name, isFolder: isFolder, isLink: isLink))
    }
    return entries
  }

  /// Whether a name's bytes end in `.` and one of the extensions, in any
  /// case.
  private func hasSearchedExtension(_ bytes: [UInt8]) -> Bool {
    let lower = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    return extensions.contains { ext in
      lower.reversed().starts(with: Array(("." + ext).utf8).reversed())
    }
  }

  /// A name that is not UTF-8, its ASCII kept and every other byte `\xFF`.
  private static func shown(_ bytes: [UInt8]) -> String {
    bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined()
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
