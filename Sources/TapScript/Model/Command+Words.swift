import TapOrLink

extension Command {
  /// Every command word a timeline accepts.
  public static let words = [
    "down", "move", "up", "cancel", "request", "hide", "show", "resize", "back", "select",
    "answer", "same-document", "dismisses", "commit",
  ]
}
