/// The scenario contract's own example, shared by the parser's and the
/// runner's tests.
enum ContractExample {
  static let text = """
    name: a link tapped under the overlay is a link, not a tap
    config:
      window: 750ms
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
        links:
          - href: https://example.com/a
            frame: [10, 10, 100, 20]
    timeline:
      - 0ms: down 50 20
      - 40ms: up 50 20
    expect:
      - 0ms: deliver down web
      - 340ms: link https://example.com/a
      - 340ms: allow https://example.com/a
      - never: tap
    """
}
