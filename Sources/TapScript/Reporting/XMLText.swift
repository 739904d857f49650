/// Escaping for text put into XML, SVG and HTML: attribute values and
/// element content alike.
public enum XMLText {
  /// `text` with `& < > " '` written as entities and control characters
  /// other than tab, line feed and carriage return left out (XML 1.0 allows
  /// no others).
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
