/// URL text as the WHATWG URL parser first sees it: leading and trailing C0
/// controls and spaces stripped, ASCII tabs and newlines removed anywhere,
/// and the scheme read from the front.
///
/// Everything here is linear in the text and allocates at most one array.
enum URLText {
  /// The special schemes of the URL Standard, with their default ports
  /// (`file` has none).
  static func isSpecial(_ scheme: String) -> Bool {
    switch scheme {
    case "http", "https", "ws", "wss", "ftp", "file": true
    default: false
    }
  }

  /// Whether a scalar is a C0 control or a space (stripped at both ends).
  static func isC0ControlOrSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0x20 }

  /// Whether a scalar is an ASCII tab or newline (removed anywhere).
  static func isTabOrNewline(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  /// The text's scalars with both ends stripped and tabs and newlines
  /// removed.
  static func cleaned(_ text: String) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars where !isTabOrNewline(scalar) {
      if scalars.isEmpty && isC0ControlOrSpace(scalar) { continue }
      scalars.append(scalar)
    }
    while let last = scalars.last, isC0ControlOrSpace(last) { scalars.removeLast() }
    return scalars
  }

  /// A string of scalars, built through UTF-8 in one go (appending scalar by
  /// scalar to a string's scalar view costs more than linear time).
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars {
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a scalar may continue a scheme.
  static func isSchemeScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "+" || scalar == "-" || scalar == "."
  }

  /// The scheme of cleaned text, lowercased, and where what follows its `:`
  /// begins; `nil` when the text does not start with a scheme (then it is a
  /// relative URL).
  static func scheme(of scalars: [Unicode.Scalar]) -> (scheme: String, rest: Int)? {
    guard let first = scalars.first, first.isASCIILetter else { return nil }
    for index in scalars.indices {
      let scalar = scalars[index]
      if scalar == ":" { return (string(scalars[..<index]).lowercased(), index + 1) }
      guard isSchemeScalar(scalar) else { return nil }
    }
    return nil
  }

  /// The scheme of raw text as the parser reads it, without copying the
  /// text: stops at the scheme's `:` (or the first scalar that cannot be in
  /// a scheme).
  static func scheme(ofRaw text: String) -> String? {
    var scheme: [UInt8] = []
    for scalar in text.unicodeScalars {
      if isTabOrNewline(scalar) { continue }
      if scheme.isEmpty {
        if isC0ControlOrSpace(scalar) { continue }
        guard scalar.isASCIILetter else { return nil }
      } else if scalar == ":" {
        return String(decoding: scheme, as: UTF8.self)
      } else if !isSchemeScalar(scalar) {
        return nil
      }
      scheme.append(UInt8(scalar.asciiLowercased.value))
    }
    return nil
  }
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  var isASCIIHexDigit: Bool {
    isASCIIDigit || ("a"..."f").contains(self) || ("A"..."F").contains(self)
  }
  /// The value of a hex digit (`0`–`9`, `a`–`f`, any case).
  var hexValue: UInt32? {
    if isASCIIDigit { return value - 0x30 }
    if ("a"..."f").contains(self) { return value - 0x61 + 10 }
    if ("A"..."F").contains(self) { return value - 0x41 + 10 }
    return nil
  }
  var asciiLowercased: Unicode.Scalar {
    ("A"..."Z").contains(self) ? Unicode.Scalar(value + 0x20)! : self
  }
  /// `/`, or also `\` in a special scheme, where the parser treats it as `/`.
  func isSlash(special: Bool) -> Bool { self == "/" || (special && self == "\\") }
}
