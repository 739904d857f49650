#if canImport(UIKit)
  import TapOrLink
  import TapOrLinkWebKit
  import UIKit

  extension TouchPhase {
    /// The engine's phase of a UIKit phase; `nil` for phases the engine
    /// does not take (a stationary finger, pointer hovering).
    init?(_ phase: UITouch.Phase) {
      switch phase {
      case .began: self = .down
      case .moved: self = .move
      case .ended: self = .up
      case .cancelled: self = .cancel
      default: return nil
      }
    }
  }

  /// Where the overlay sits, form 1: a window that shows every touch to the
  /// engine, then sends it on as usual (the capturing-window seed).
  final class OverlayWindow: UIWindow {
    var overlay: MainTapOverlay?
    var translator: TouchTranslator<ObjectIdentifier>?

    override func sendEvent(_ event: UIEvent) {
      if event.type == .touches, let overlay, var translator = translator {
        let touches = (event.allTouches ?? []).sorted { $0.timestamp < $1.timestamp }
        for uiTouch in touches {
          guard let phase = TouchPhase(uiTouch.phase) else { continue }
          let point = uiTouch.location(in: nil)  // window coordinates
          overlay.handle(
            translator.touch(
              ObjectIdentifier(uiTouch), phase, at: Point(x: Double(point.x), y: Double(point.y)),
              uptime: uiTouch.timestamp))
        }
        self.translator = translator
      }
      super.sendEvent(event)
    }
  }
#endif
