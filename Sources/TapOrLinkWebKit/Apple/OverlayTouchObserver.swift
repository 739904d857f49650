#if canImport(UIKit) && canImport(WebKit)
  import TapOrLink
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
  import WebKit

  /// A transparent observer on the web view: it sees every touch and hands
  /// it to a ``WebViewInput``, never recognizes, and cancels, delays or
  /// prevents nothing, so the web view scrolls, selects and follows links
  /// exactly as without it.
  ///
  /// A `WebViewConnection` adds one to its web view.
  ///
  /// The web view keeps its gesture recognizers strongly; the observer
  /// keeps the input weakly, so that the engine does not outlive whoever
  /// owns it (the connection). Keep the input yourself when you add an
  /// observer by hand: once it is gone, touches are ignored.
  @MainActor
  public final class OverlayTouchObserver: UIGestureRecognizer {
    private weak var input: WebViewInput?

    /// An observer feeding `input`, which it holds weakly.
    public init(input: WebViewInput) {
      self.input = input
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }

    /// What made `touch`, or `nil` for a touch the engine does not hear.
    ///
    /// `.direct` is a finger, `.pencil` a pen, `.indirectPointer` a mouse
    /// or trackpad (UIKit does not tell them apart; the engine takes it as
    /// a mouse), its button read from the event's `buttonMask`: the
    /// secondary one when it is pressed, else the primary one. `.indirect`
    /// (the Siri Remote's touch surface, which points at no place on the
    /// web view) is `nil`. Without `UIApplicationSupportsIndirectInputEvents`
    /// in the app's Info.plist, UIKit hands a mouse's or trackpad's click
    /// on as a `.direct` touch, a finger's.
    static func pointer(of type: UITouch.TouchType, buttons: UIEvent.ButtonMask) -> Pointer? {
      switch type {
      case .direct: .finger
      case .pencil: .pen
      case .indirectPointer:
        Pointer(.mouse, button: buttons.contains(.secondary) ? .secondary : .primary)
      case .indirect: nil
      @unknown default: nil
      }
    }

    private func observe(_ touches: Set<UITouch>, _ phase: TouchPhase, _ event: UIEvent) {
      guard let view, let input else { return }
      let size = Size(
        width: Double(view.bounds.size.width), height: Double(view.bounds.size.height))
      // A down while the page coasts after a flick (or is still dragged)
      // stops the scroll: WebKit itself fires no click for it. Read here,
      // before the scroll view's own recognizers take the touch.
      var ending: Dismissal?
      if phase == .down, let scrollView = (view as? WKWebView)?.scrollView,
        scrollView.isDecelerating || scrollView.isDragging
      {
        ending = .scroll
      }
      let buttons = event.buttonMask
      for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
        guard let pointer = Self.pointer(of: touch.type, buttons: buttons) else { continue }
        let point = touch.location(in: view)
        input.touch(
          ObjectIdentifier(touch), phase, at: Point(x: Double(point.x), y: Double(point.y)),
          uptime: touch.timestamp, viewSize: size, ending: ending, pointer: pointer)
      }
    }

    /// Fails once every finger is up, so that UIKit resets the observer for
    /// the next touch sequence; it never recognizes.
    private func failWhenLifted(_ event: UIEvent) {
      let down = (event.allTouches ?? []).contains { $0.phase != .ended && $0.phase != .cancelled }
      if !down { state = .failed }
    }

    // UIKit asks every subclass overriding these to call super.

    /// Hands new fingers to the engine.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      observe(touches, .down, event)
    }
    /// Hands moves to the engine.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      observe(touches, .move, event)
    }
    /// Hands lifts to the engine.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      observe(touches, .up, event)
      failWhenLifted(event)
    }
    /// Hands cancelled touches to the engine.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      observe(touches, .cancel, event)
      failWhenLifted(event)
    }

    /// Prevents no other recognizer.
    public override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }
    /// Is prevented by none, so it sees every touch.
    public override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer)
      -> Bool
    {
      false
    }
  }
#endif
