/// Escaping for text put into XML, SVG and HTML: attribute values and
/// element content alike.
public enum XMLText {
  /// `text` with `& < > " '` written as entities, and left out: control
  /// characters other than tab, line feed and carriage return (XML 1.0
  /// allows no other C0 control), DEL and the C1 controls (U+007F–U+009F),
  /// and the noncharacters (U+FDD0–U+FDEF and the last two of each plane,
  /// such as U+FFFE). An HTML parser reports each of those as an error, and
  /// a C1 control can act on a terminal the text is copied to.
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
        if isLeftOut(scalar) { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `escape` leaves `scalar` out (tab, line feed and carriage
  /// return are kept).
  static func isLeftOut(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
      || value & 0xFFFE == 0xFFFE
  }
}
