#if canImport(UIKit)
  import TapOrLink
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

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
              ObjectIdentifier(uiTouch), phase, x: Double(point.x), y: Double(point.y),
              uptime: uiTouch.timestamp))
        }
        self.translator = translator
      }
      super.sendEvent(event)
    }
  }

  /// Where the overlay sits, form 2: a transparent observer on the web
  /// view. It sees every touch, never recognizes, and cancels or delays
  /// nothing, so the web view works exactly as without it.
  final class OverlayTouchObserver: UIGestureRecognizer {
    private let overlay: MainTapOverlay
    private var translator: TouchTranslator<ObjectIdentifier>

    init(overlay: MainTapOverlay, scheduler: DispatchTimerScheduler) {
      self.overlay = overlay
      translator = TouchTranslator(scheduler: scheduler)
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }

    private func observe(_ touches: Set<UITouch>, _ phase: TouchPhase) {
      for uiTouch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
        let point = uiTouch.location(in: nil)
        overlay.handle(
          translator.touch(
            ObjectIdentifier(uiTouch), phase, x: Double(point.x), y: Double(point.y),
            uptime: uiTouch.timestamp))
      }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      observe(touches, .down)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      observe(touches, .move)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      observe(touches, .up)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      observe(touches, .cancel)
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }
  }
#endif
