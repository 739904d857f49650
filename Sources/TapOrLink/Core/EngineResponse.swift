/// What an engine entry returns for its input: the input's reply, typed
/// by the input, or a question to ask first (the input has then changed
/// nothing yet, except deciding the deadlines due before it).
enum EngineResponse<Reply> {
  case reply(Reply)
  case ask(EngineQuestion)

  /// The same response with the reply transformed.
  @inline(__always)
  func map<Other>(_ transform: (Reply) -> Other) -> EngineResponse<Other> {
    switch self {
    case .reply(let reply): .reply(transform(reply))
    case .ask(let question): .ask(question)
    }
  }
}
