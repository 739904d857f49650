/// The host of a URL, read as the WHATWG URL Standard's host parser reads
/// it, and written in its serialized form.
///
/// A special scheme's host is an IPv6 address in brackets, an IPv4 address
/// (any legacy form, written dotted decimal) or a domain: percent-decoded,
/// lowercased, with no forbidden code point. A domain that is not ASCII
/// after percent-decoding, or that has a label starting with `xn--`, would
/// need IDNA processing, which the engine does not do: such a host fails
/// closed (no host, so no origin).
enum URLHost {
  /// The serialized host of a special scheme's URL (`example.com`,
  /// `127.0.0.1`, `[::1]`); `nil` when the host is invalid or needs IDNA.
  static func special(_ text: ArraySlice<Unicode.Scalar>) -> String? {
    if text.first == "[" {
      guard text.count >= 2, text.last == "]" else { return nil }
      return IPAddressText.ipv6(text.dropFirst().dropLast()).map { "[\($0)]" }
    }
    guard var domain = percentDecoded(text) else { return nil }
    for index in domain.indices {
      // Not ASCII: the domain needs IDNA, which fails closed here.
      guard domain[index] < 0x80 else { return nil }
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(domain[index]) { domain[index] += 0x20 }
      guard !isForbiddenInDomain(Unicode.Scalar(domain[index])) else { return nil }
    }
    guard !domain.isEmpty, !hasPunycodeLabel(domain) else { return nil }
    if IPAddressText.endsInANumber(domain) { return IPAddressText.ipv4(domain) }
    return String(decoding: domain, as: UTF8.self)
  }

  /// Whether the host of a non-special scheme's URL (an opaque host) is
  /// valid: an IPv6 address in brackets, or text without a forbidden host
  /// code point.
  static func isValidOpaque(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
    if text.first == "[" {
      return text.count >= 2 && text.last == "]"
        && IPAddressText.ipv6(text.dropFirst().dropLast()) != nil
    }
    return !text.contains(where: isForbiddenInHost)
  }

  /// The bytes of text with `%XX` escapes decoded (a `%` not followed by two
  /// hex digits stays as it is); `nil` when the text has a scalar beyond
  /// ASCII (then the host needs IDNA).
  private static func percentDecoded(_ text: ArraySlice<Unicode.Scalar>) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      let scalar = text[index]
      guard scalar.isASCII else { return nil }
      if scalar == "%", index + 2 < text.endIndex,
        let high = text[index + 1].hexValue, let low = text[index + 2].hexValue
      {
        bytes.append(UInt8(high << 4 | low))
        index += 3
      } else {
        bytes.append(UInt8(scalar.value))
        index += 1
      }
    }
    return bytes
  }

  /// Whether a label of the domain starts with `xn--` (a punycode label,
  /// which would need IDNA to check).
  private static func hasPunycodeLabel(_ domain: [UInt8]) -> Bool {
    let prefix = Array("xn--".utf8)
    return domain.indices.contains { index in
      (index == 0 || domain[index - 1] == UInt8(ascii: "."))
        && domain[index...].starts(with: prefix)
    }
  }

  private static func isForbiddenInHost(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\u{0}", "\t", "\n", "\r", " ", "#", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^",
      "|":
      true
    default: false
    }
  }

  private static func isForbiddenInDomain(_ scalar: Unicode.Scalar) -> Bool {
    isForbiddenInHost(scalar) || scalar.value <= 0x1F || scalar == "%" || scalar == "\u{7F}"
  }
}
