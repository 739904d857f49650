/// What ``TapEngine/take(_:at:answer:)`` returns: the input's reply, or a
/// question to ask first (the input has then changed nothing yet, except
/// deciding the deadlines due before it).
enum EngineResponse {
  case reply(TapReply)
  case ask(EngineQuestion)
}
