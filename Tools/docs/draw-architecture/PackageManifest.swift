/// The targets a `Package.swift` declares, read from its text: each
/// target's name, kind, the targets it depends on and the files it copies
/// as resources. Enough of Swift to read this package's own manifest, in
/// which every target is a `.target(`, `.executableTarget(` or
/// `.testTarget(` call whose first argument is `name:`.
struct PackageManifest: Equatable {
  struct Target: Equatable {
    var name: String
    var isTest: Bool
    var dependencies: [String]
    /// The last path component of each resource.
    var resources: [String]
  }

  var targets: [Target]

  private static let openings = [".target(", ".executableTarget(", ".testTarget("]

  init(text: String) {
    var targets: [Target] = []
    var rest = Substring(text)
    while let (opening, _, start) = Self.nextOpening(in: rest) {
      let body = rest[start...]
      let end = Self.nextOpening(in: body)?.at ?? body.endIndex
      let call = body[..<end]
      if let name = Self.strings(in: call).first {
        let dependencies = Self.list(after: "dependencies:", in: call).map(Self.strings) ?? []
        let resources = Self.list(after: "resources:", in: call).map(Self.strings) ?? []
        targets.append(
          Target(
            name: name, isTest: opening == ".testTarget(", dependencies: dependencies,
            resources: resources.map { String($0.split(separator: "/").last ?? "") }))
      }
      rest = body[end...]
    }
    self.targets = targets
  }

  /// The earliest target call in `text`: its opening, where it is, and
  /// where its arguments start.
  private static func nextOpening(in text: Substring)
    -> (opening: String, at: String.Index, arguments: String.Index)?
  {
    var best: (opening: String, at: String.Index, arguments: String.Index)?
    for opening in openings {
      if let range = text.range(of: opening), best.map({ range.lowerBound < $0.at }) ?? true {
        best = (opening, range.lowerBound, range.upperBound)
      }
    }
    return best
  }

  /// The bracketed list after `label`, brackets excluded.
  private static func list(after label: String, in text: Substring) -> Substring? {
    guard let labelRange = text.range(of: label),
      let open = text[labelRange.upperBound...].firstIndex(of: "[")
    else { return nil }
    var depth = 0
    var index = open
    while index < text.endIndex {
      if text[index] == "[" { depth += 1 }
      if text[index] == "]" {
        depth -= 1
        if depth == 0 { return text[text.index(after: open)..<index] }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The contents of every double-quoted string in `text`, in order.
  private static func strings(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}

extension Substring {
  fileprivate func range(of needle: String) -> Range<String.Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) {
        return index..<self.index(index, offsetBy: needle.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}
