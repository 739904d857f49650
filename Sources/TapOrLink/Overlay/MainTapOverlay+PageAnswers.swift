/// Page answers on the main actor, where a `WKScriptMessageHandler` runs.
extension MainTapOverlay {
  /// Takes the page's answer about what lies under a finger (see
  /// ``TapOverlay/pageAnswered(_:at:)``).
  @discardableResult
  public func pageAnswered(_ answer: PageAnswer, at time: Instant? = nil)
    -> PageAnswerDisposition
  {
    overlay.pageAnswered(answer, at: time)
  }

  /// Takes a page answer whose kind is given by name, as the page script
  /// posts it (see ``TapOverlay/pageAnswered(kindNamed:for:at:)``).
  @discardableResult
  public func pageAnswered(
    kindNamed name: String, for subject: PageAnswer.Subject, at time: Instant? = nil
  ) -> PageAnswerDisposition {
    overlay.pageAnswered(kindNamed: name, for: subject, at: time)
  }
}
