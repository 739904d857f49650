/// Page answers from any thread: a web view's script message handler runs on
/// the main thread, the engine on its queue.
extension SharedTapOverlay {
  /// Takes a page answer, stamped now; returns at once (handled on the
  /// queue, at the engine's latest instant if another input moved it past
  /// the stamp meanwhile, which is not bad input).
  public func pageAnswered(_ answer: PageAnswer) {
    let time = scheduler.now
    queue.async { [self] in
      _ = self.perform { overlay in
        overlay.pageAnswered(answer, at: max(time, overlay.lastInstant))
      }
    }
  }

  /// Takes a page answer whose kind is given by name, as the page script
  /// posts it; an unknown name is reported as a diagnostic. Stamped now;
  /// returns at once.
  public func pageAnswered(kindNamed name: String, for subject: PageAnswer.Subject) {
    let time = scheduler.now
    queue.async { [self] in
      _ = self.perform { overlay in
        overlay.pageAnswered(kindNamed: name, for: subject, at: max(time, overlay.lastInstant))
      }
    }
  }
}
