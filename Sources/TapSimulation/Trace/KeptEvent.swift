import TapOrLink

/// An engine event as a run keeps it: the kinds a long run is made of (a
/// touch routed or delivered, a request answered) inline, in 80 bytes, and
/// every other kind whole behind a reference.
///
/// An ``OverlayEvent`` takes the room of its largest kind, a decision with
/// its evidence: about 300 bytes, whatever it holds, so a long run kept
/// whole takes several times the memory. A decision comes once a gesture,
/// so its reference costs little.
package struct KeptEvent: Sendable {
  package enum Kind: Sendable {
    case routed(Touch, to: ViewID)
    case delivered(Touch, to: ViewID)
    case answered(NavigationRequest, NavigationPolicy)
    indirect case other(OverlayEvent.Kind)
  }

  package var time: Instant
  package var kind: Kind

  package init(_ event: OverlayEvent) {
    time = event.time
    switch event.kind {
    case .routed(let touch, let view): kind = .routed(touch, to: view)
    case .delivered(let touch, let view): kind = .delivered(touch, to: view)
    case .answered(let request, let policy): kind = .answered(request, policy)
    default: kind = .other(event.kind)
    }
  }

  /// The event as the engine gave it.
  package var event: OverlayEvent {
    switch kind {
    case .routed(let touch, let view): OverlayEvent(time: time, kind: .routed(touch, to: view))
    case .delivered(let touch, let view):
      OverlayEvent(time: time, kind: .delivered(touch, to: view))
    case .answered(let request, let policy):
      OverlayEvent(time: time, kind: .answered(request, policy))
    case .other(let kind): OverlayEvent(time: time, kind: kind)
    }
  }
}
