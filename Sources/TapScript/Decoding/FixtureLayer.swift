/// One file whose keys a scenario takes: a fixture named by `use:`, or the
/// `_defaults.yaml` of the scenario's folder.
struct FixtureLayer: Sendable {
  /// The fixture file (errors in its keys point into it).
  var file: SourceFile
  /// Its top-level entries, by key (`use` left out).
  var entries: [String: YAMLEntry]
  /// Which file and content it was read from, when the run keeps it
  /// (``FixtureScope``): what is decoded from it is kept under this too.
  var identity: FixtureIdentity?
}
