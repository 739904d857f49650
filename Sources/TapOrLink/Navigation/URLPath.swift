/// The part of a URL after its host, as the WHATWG URL parser reads it: the
/// path (its segments, with `.` and `..` resolved), the query and the
/// fragment, each percent-encoded with its own set.
///
/// `RequestURL` reads them so that two texts naming one document compare
/// equal (`/a/./b` and `/a/b`, `a b` and `a%20b`), which is what the HTML
/// rule for a same-document move ("can have its URL rewritten") and a move
/// back or forward to an entry need.
///
/// - Complexity: O(n) in the length of the text, without recursion.
struct URLPath: Hashable, Sendable {
  /// The segments of a hierarchical path (`/a/b` is `["a", "b"]`, `/` is
  /// `[""]`); empty for an empty path.
  var segments: [String] = []
  /// The whole path of a URL with an opaque path (`mailto:x`), if it has
  /// one; `segments` is then empty.
  var opaque: String?
  /// The query, without its `?`.
  var query: String?
  /// The fragment, without its `#`.
  var fragment: String?

  /// The path as a URL writes it: `/` before each segment, or the opaque
  /// path.
  var serializedPath: String {
    if let opaque { return opaque }
    var text = ""
    for segment in segments {
      text += "/"
      text += segment
    }
    return text
  }

  /// Reads `text` from the parser's path start state: one leading slash is
  /// dropped (when `dropSlash`), then the segments up to `?`, `#` or the
  /// end, then the query and the fragment. `segments` are what the path
  /// starts from (a relative path's base, shortened). A special URL's path
  /// is never empty; another URL's is when `text` is empty or starts with
  /// `?` or `#`.
  static func reading(
    _ text: ArraySlice<Unicode.Scalar>, special: Bool, from segments: [String] = [],
    dropSlash: Bool = true
  ) -> URLPath {
    var path = URLPath(segments: segments)
    let end = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
    if special || end > text.startIndex {
      var start = text.startIndex
      if dropSlash, start < end, text[start].isSlash(special: special) { start += 1 }
      path.readSegments(text[start..<end], special: special)
    }
    path.readQueryAndFragment(text[end...], special: special)
    return path
  }

  /// Reads an opaque path (`mailto:x`) up to `?` or `#`, then the query and
  /// the fragment.
  static func readingOpaque(_ text: ArraySlice<Unicode.Scalar>) -> URLPath {
    let end = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
    var path = URLPath()
    path.opaque = encoded(text[..<end], .c0Control)
    path.readQueryAndFragment(text[end...], special: false)
    return path
  }

  /// The segments a relative path is read against: the base's, without its
  /// last.
  static func shortened(_ segments: [String]) -> [String] { Array(segments.dropLast()) }

  /// Reads `text`, which starts with `?` or `#` or is empty: the query up
  /// to `#`, then the fragment.
  mutating func readQueryAndFragment(_ text: ArraySlice<Unicode.Scalar>, special: Bool) {
    guard let first = text.first else { return }
    var rest = text
    if first == "?" {
      let end = text.firstIndex(of: "#") ?? text.endIndex
      query = Self.encoded(text[(text.startIndex + 1)..<end], special ? .specialQuery : .query)
      rest = text[end...]
    }
    if rest.first == "#" { fragment = Self.encoded(rest.dropFirst(), .fragment) }
  }

  private mutating func readSegments(_ text: ArraySlice<Unicode.Scalar>, special: Bool) {
    var segmentStart = text.startIndex
    var index = text.startIndex
    while true {
      let atEnd = index == text.endIndex
      if atEnd || text[index].isSlash(special: special) {
        let buffer = text[segmentStart..<index]
        if Self.isDoubleDot(buffer) {
          // A last `..` leaves an empty segment, except where it had none
          // to remove in a URL that is not special (as Node's URL reads it).
          let removed = segments.popLast() != nil
          if atEnd && (special || removed) { segments.append("") }
        } else if Self.isSingleDot(buffer) {
          if atEnd { segments.append("") }
        } else {
          segments.append(Self.encoded(buffer, .path))
        }
        if atEnd { return }
        segmentStart = index + 1
      }
      index += 1
    }
  }

  private static func isSingleDot(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
    text.count == 1 ? text.first == "." : text.count == 3 && isEncodedDot(text, at: text.startIndex)
  }

  private static func isDoubleDot(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
    let start = text.startIndex
    switch text.count {
    case 2: return text[start] == "." && text[start + 1] == "."
    case 4:
      return (text[start] == "." && isEncodedDot(text, at: start + 1))
        || (isEncodedDot(text, at: start) && text[start + 3] == ".")
    case 6: return isEncodedDot(text, at: start) && isEncodedDot(text, at: start + 3)
    default: return false
    }
  }

  /// Whether `%2e` (any case) is written at `index`.
  private static func isEncodedDot(_ text: ArraySlice<Unicode.Scalar>, at index: Int) -> Bool {
    guard index + 2 < text.endIndex else { return false }
    return text[index] == "%" && text[index + 1] == "2"
      && (text[index + 2] == "e" || text[index + 2] == "E")
  }

  /// The percent-encode sets of the URL Standard.
  enum EncodeSet {
    case c0Control, fragment, query, specialQuery, path, userinfo

    /// Whether the set encodes `scalar`: every scalar outside printable
    /// ASCII, and the set's own ASCII characters, looked up in a mask (a
    /// URL of megabytes is encoded at a few instructions a byte).
    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      if value < 0x20 || value > 0x7E { return true }
      let bits = value < 64 ? mask.low >> UInt64(value) : mask.high >> UInt64(value - 64)
      return bits & 1 != 0
    }

    /// The set's printable ASCII characters, as bits: bit `c` of `low`
    /// for `c` below 64, bit `c - 64` of `high` for the others.
    private var mask: (low: UInt64, high: UInt64) {
      switch self {
      case .c0Control: (0, 0)
      case .fragment: Self.fragmentMask
      case .query: Self.queryMask
      case .specialQuery: Self.specialQueryMask
      case .path: Self.pathMask
      case .userinfo: Self.userinfoMask
      }
    }

    private static let fragmentMask = mask(of: " \"<>`")
    private static let queryMask = mask(of: " \"#<>")
    private static let specialQueryMask = mask(of: " \"#<>'")
    private static let pathMask = mask(of: " \"#<>?`{}")
    private static let userinfoMask = mask(of: " \"#<>?`{}/:;=@[\\]^|")

    private static func mask(of characters: String) -> (low: UInt64, high: UInt64) {
      var mask: (low: UInt64, high: UInt64) = (0, 0)
      for byte in characters.utf8 {
        if byte < 64 {
          mask.low |= 1 << UInt64(byte)
        } else {
          mask.high |= 1 << UInt64(byte - 64)
        }
      }
      return mask
    }
  }

  /// `text` with each scalar in `set` written as `%XX` of its UTF-8 bytes.
  static func encoded(_ text: ArraySlice<Unicode.Scalar>, _ set: EncodeSet) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for scalar in text {
      if !set.contains(scalar) {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        continue
      }
      for byte in UTF8.encode(scalar)! {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
