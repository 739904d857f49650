extension Duration {
  /// The duration in seconds, as reports print it.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// Seconds with three decimals (`0.004`), as JUnit's `time` is written.
  var secondsText: String {
    let milliseconds = (seconds * 1000).rounded()
    let whole = Int(milliseconds) / 1000
    let fraction = Int(milliseconds) % 1000
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
  }
}
