/// The rules for same-document navigations (see
/// ``TapOverlay/sameDocumentNavigation(to:kind:at:)``): which ones count as
/// a link, through the counted request's own path.
extension GestureMachine {
  /// What a same-document navigation did: the counted-request step it
  /// made, and what the overlay reports.
  struct NavigationStep {
    var step = ActivationStep()
    var disposition: SameDocumentDisposition
  }

  /// Counts a same-document navigation as a link, if it is one: `fragment`
  /// and `push` as a request; `replace` only for the newest gesture,
  /// lifted and in its window, with no finger down (however many older
  /// gestures still wait), and never late; `traverse` never; the other
  /// report of a counted request's activation not a second time; none of
  /// them when ``linksActivate`` is `false` (a same-document navigation is
  /// a `link` activation).
  mutating func sameDocumentNavigation(_ navigation: SameDocumentNavigation, at time: Instant)
    -> NavigationStep
  {
    var newest: GestureID?
    switch navigation.kind {
    case .traverse:
      return uncounted(navigation.kind, .traverse, at: time)
    case _ where !linksActivate:
      return uncounted(navigation.kind, .linkNotActivation, at: time)
    case .replace:
      guard let latest = waiting.newestID, latest == latestGesture, active == nil,
        fingers.isEmpty
      else { return uncounted(navigation.kind, .replaceWithoutTap, at: time) }
      newest = latest
    case .fragment, .push:
      break
    }
    if pairsWithCounted(navigation.url, by: .request, at: time) {
      var step = uncounted(navigation.kind, .sameActivationAsRequest, at: time)
      step.step.sameActivation = true
      return step
    }
    let step = countActivation(
      navigation.linkRequest, by: .navigation(navigation.kind), at: time, newest: newest,
      late: navigation.kind != .replace)
    let disposition: SameDocumentDisposition
    if let link = step.link {
      disposition = .link(link.record.id)
    } else if let late = step.lateLink {
      disposition = .lateLink(late.gesture)
    } else {
      disposition = .notCounted(.noGesture)
    }
    return NavigationStep(step: step, disposition: disposition)
  }

  /// A navigation that does not count: noted on the gesture it would have
  /// gone to, if any (see ``note(_:)``), so that its decision can say so.
  private mutating func uncounted(
    _ kind: SameDocumentKind, _ reason: SameDocumentDisposition.NotCounted, at time: Instant
  ) -> NavigationStep {
    note(UncountedNavigation(kind: kind, time: time, reason: reason))
    return NavigationStep(disposition: .notCounted(reason))
  }
}
