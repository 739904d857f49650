/// What a value decoded from fixtures was decoded from: the top-level key,
/// and the fixtures it depends on, each by `FixtureIdentity` (for
/// `views`, the one fixture holding them; for `overlay` and `priority`, that
/// fixture and the one holding the views they name; for `config`, every
/// fixture of the chain holding one, farthest first).
struct DecodedFixtureKey: Hashable, Sendable {
  var key: String
  var fixtures: [FixtureIdentity]
}
