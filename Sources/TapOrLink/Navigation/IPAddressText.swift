/// IPv4 and IPv6 host text, read and written as the WHATWG URL Standard
/// does: IPv4 in any of its legacy forms (hex `0x7f`, octal `0177`, fewer
/// than four parts), IPv6 with `::` compression and a dotted IPv4 tail,
/// both written back in their one canonical form.
enum IPAddressText {
  /// A number of an IPv4 address part: decimal, `0x` hex or `0` octal;
  /// `nil` when it is not one. Values beyond 2^40 are held at 2^40 (every
  /// such value is too big for any part).
  static func ipv4Number(_ text: ArraySlice<UInt8>) -> UInt64? {
    guard !text.isEmpty else { return nil }
    var digits = text
    var radix: UInt64 = 10
    if digits.count >= 2, digits.first == UInt8(ascii: "0"),
      digits[digits.startIndex + 1] | 0x20 == UInt8(ascii: "x")
    {
      radix = 16
      digits = digits.dropFirst(2)
    } else if digits.count >= 2, digits.first == UInt8(ascii: "0") {
      radix = 8
      digits = digits.dropFirst()
    }
    var value: UInt64 = 0
    let cap: UInt64 = 1 << 40
    for byte in digits {
      guard let digit = Unicode.Scalar(byte).hexValue.map(UInt64.init), digit < radix else {
        return nil
      }
      value = min(value * radix + digit, cap)
    }
    return value
  }

  /// Whether a domain ends in a number, so that it must be an IPv4 address.
  static func endsInANumber(_ domain: [UInt8]) -> Bool {
    guard !domain.isEmpty else { return false }
    let dot = UInt8(ascii: ".")
    let end = domain.last == dot ? domain.endIndex - 1 : domain.endIndex
    let start = domain[..<end].lastIndex(of: dot).map { $0 + 1 } ?? domain.startIndex
    let last = domain[start..<end]
    if !last.isEmpty && last.allSatisfy({ Unicode.Scalar($0).isASCIIDigit }) { return true }
    return ipv4Number(last) != nil
  }

  /// An IPv4 address written in any accepted form, as dotted decimal;
  /// `nil` when it is not a valid address.
  static func ipv4(_ domain: [UInt8]) -> String? {
    // More than four parts (a trailing empty one aside) is never an address.
    guard domain.dropLast().lazy.filter({ $0 == UInt8(ascii: ".") }).count <= 3 else {
      return nil
    }
    var parts = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
    guard parts.count <= 4 else { return nil }
    var numbers: [UInt64] = []
    for part in parts {
      guard let number = ipv4Number(part) else { return nil }
      numbers.append(number)
    }
    guard numbers.dropLast().allSatisfy({ $0 <= 255 }) else { return nil }
    var address = numbers[numbers.count - 1]
    guard address < (1 << (8 * UInt64(5 - numbers.count))) else { return nil }
    for (index, number) in numbers.dropLast().enumerated() {
      address += number << (8 * UInt64(3 - index))
    }
    return [24, 16, 8, 0].map { String((address >> $0) & 0xFF) }.joined(separator: ".")
  }

  /// The text between an IPv6 host's brackets, in canonical form (no
  /// brackets); `nil` when it is not a valid address.
  static func ipv6(_ text: ArraySlice<Unicode.Scalar>) -> String? {
    guard let pieces = ipv6Pieces(Array(text)) else { return nil }
    return serialize(pieces)
  }

  private static func ipv6Pieces(_ input: [Unicode.Scalar]) -> [UInt16]? {
    var address = [UInt16](repeating: 0, count: 8)
    var pieceIndex = 0
    var compress: Int?
    var pointer = 0
    func at(_ index: Int) -> Unicode.Scalar? { index < input.count ? input[index] : nil }
    if at(0) == ":" {
      guard at(1) == ":" else { return nil }
      pointer = 2
      pieceIndex = 1
      compress = 1
    }
    while let scalar = at(pointer) {
      guard pieceIndex < 8 else { return nil }
      if scalar == ":" {
        guard compress == nil else { return nil }
        pointer += 1
        pieceIndex += 1
        compress = pieceIndex
        continue
      }
      var value: UInt32 = 0
      var length = 0
      while length < 4, let digit = at(pointer)?.hexValue {
        value = value * 16 + digit
        pointer += 1
        length += 1
      }
      if at(pointer) == "." {
        guard length > 0, pieceIndex <= 6 else { return nil }
        pointer -= length
        guard let tail = ipv4InIPv6(input[pointer...]) else { return nil }
        address[pieceIndex] = tail.0
        address[pieceIndex + 1] = tail.1
        pieceIndex += 2
        pointer = input.count
        break
      } else if at(pointer) == ":" {
        pointer += 1
        guard at(pointer) != nil else { return nil }
      } else if at(pointer) != nil {
        return nil
      }
      address[pieceIndex] = UInt16(value)
      pieceIndex += 1
    }
    if let compress {
      var swaps = pieceIndex - compress
      pieceIndex = 7
      while pieceIndex != 0, swaps > 0 {
        address.swapAt(pieceIndex, compress + swaps - 1)
        pieceIndex -= 1
        swaps -= 1
      }
    } else if pieceIndex != 8 {
      return nil
    }
    return address
  }

  /// A dotted IPv4 tail of an IPv6 address: exactly four decimal parts, no
  /// leading zeros, each at most 255; as two pieces.
  private static func ipv4InIPv6(_ text: ArraySlice<Unicode.Scalar>) -> (UInt16, UInt16)? {
    var numbers: [UInt32] = []
    var pointer = text.startIndex
    while pointer < text.endIndex {
      if !numbers.isEmpty {
        guard text[pointer] == ".", numbers.count < 4 else { return nil }
        pointer += 1
      }
      guard pointer < text.endIndex, text[pointer].isASCIIDigit else { return nil }
      var piece: UInt32?
      while pointer < text.endIndex, text[pointer].isASCIIDigit {
        let digit = text[pointer].value - 0x30
        if let current = piece {
          guard current != 0 else { return nil }
          piece = current * 10 + digit
        } else {
          piece = digit
        }
        guard piece! <= 255 else { return nil }
        pointer += 1
      }
      numbers.append(piece!)
    }
    guard numbers.count == 4 else { return nil }
    return (UInt16(numbers[0] << 8 | numbers[1]), UInt16(numbers[2] << 8 | numbers[3]))
  }

  private static func serialize(_ pieces: [UInt16]) -> String {
    // The first longest run of two or more zero pieces is written as `::`.
    var compress: Int?
    var bestLength = 1
    var index = 0
    while index < 8 {
      guard pieces[index] == 0 else {
        index += 1
        continue
      }
      var end = index
      while end < 8, pieces[end] == 0 { end += 1 }
      if end - index > bestLength {
        bestLength = end - index
        compress = index
      }
      index = end
    }
    var output = ""
    var ignoreZero = false
    for index in 0..<8 {
      if ignoreZero {
        if pieces[index] == 0 { continue }
        ignoreZero = false
      }
      if compress == index {
        output += index == 0 ? "::" : ":"
        ignoreZero = true
        continue
      }
      output += String(pieces[index], radix: 16)
      if index != 7 { output += ":" }
    }
    return output
  }
}
