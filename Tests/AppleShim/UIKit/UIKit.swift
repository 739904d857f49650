// The UIKit symbols that the shipped Apple sources
// (Sources/TapOrLinkWebKit/Apple) and the README's quick start use, with
// the Swift declarations of Apple's documentation. Compiled only by
// .ci/apple-shim, never by SwiftPM. The module map beside this file adds
// the `UIKit.UIGestureRecognizerSubclass` submodule that subclasses import.
//
// Each declaration cites its page. Bodies are placeholders: nothing here
// runs; only the declarations matter.

@_exported import AppleFoundationShim

// https://developer.apple.com/documentation/uikit/uiresponder
// `@MainActor class UIResponder`
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
// `@MainActor class UIView`
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // `init(frame: CGRect)`
  public init(frame: CGRect) {
    self.frame = frame
    bounds = CGRect(origin: CGRect.zero.origin, size: frame.size)
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) { return nil }

  // https://developer.apple.com/documentation/uikit/uiview/bounds
  // `var bounds: CGRect { get set }`
  open var bounds: CGRect

  // https://developer.apple.com/documentation/uikit/uiview/frame
  // `var frame: CGRect { get set }`
  open var frame: CGRect

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  // `struct AutoresizingMask` (an OptionSet of `UInt`: `flexibleWidth`
  // 1 << 1, `flexibleHeight` 1 << 4, among others).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  // `var autoresizingMask: UIView.AutoresizingMask { get set }`
  open var autoresizingMask: UIView.AutoresizingMask = []

  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  // `var isHidden: Bool { get set }`
  open var isHidden = false

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // `func addSubview(_ view: UIView)`
  open func addSubview(_ view: UIView) {}

  // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  // `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

  // https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  // `func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
}

// https://developer.apple.com/documentation/uikit/uiscrollview
// `@MainActor class UIScrollView`
@MainActor open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  // `var isDecelerating: Bool { get }`
  open var isDecelerating: Bool { false }

  // https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
  // `var isDragging: Bool { get }`
  open var isDragging: Bool { false }
}

// https://developer.apple.com/documentation/uikit/uitoolbar
// `@MainActor class UIToolbar`
@MainActor open class UIToolbar: UIView {
  // https://developer.apple.com/documentation/uikit/uitoolbar/init(frame:)
  // `init(frame: CGRect)`
  public override init(frame: CGRect) { super.init(frame: frame) }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { return nil }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
// `@MainActor class UIViewController`
@MainActor open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  // `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) { return nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // `var view: UIView! { get set }`
  open var view: UIView! = nil

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  // `var navigationController: UINavigationController? { get }`
  open var navigationController: UINavigationController? { nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // `func viewDidLoad()`
  open func viewDidLoad() {}
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
// `@MainActor class UINavigationController`
@MainActor open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
  // `var isNavigationBarHidden: Bool { get set }`
  open var isNavigationBarHidden = false

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
  // `func setNavigationBarHidden(_ hidden: Bool, animated: Bool)`
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

// https://developer.apple.com/documentation/uikit/uitouch
// `@MainActor class UITouch`
@MainActor open class UITouch: NSObject {
  // https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum
  // `enum Phase` (`began` 0, `moved`, `stationary`, `ended`, `cancelled`,
  // `regionEntered`, `regionMoved`, `regionExited`).
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  // https://developer.apple.com/documentation/uikit/uitouch/timestamp
  // `var timestamp: TimeInterval { get }`
  open var timestamp: TimeInterval { 0 }

  // https://developer.apple.com/documentation/uikit/uitouch/phase-swift.property
  // `var phase: UITouch.Phase { get }`
  open var phase: UITouch.Phase { .began }

  // https://developer.apple.com/documentation/uikit/uitouch/location(in:)
  // `func location(in view: UIView?) -> CGPoint`
  open func location(in view: UIView?) -> CGPoint { CGRect.zero.origin }

  // https://developer.apple.com/documentation/uikit/uitouch/touchtype
  // `enum TouchType` (`direct` 0, `indirect`, `pencil`, `indirectPointer`).
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
  }

  // https://developer.apple.com/documentation/uikit/uitouch/type
  // `var type: UITouch.TouchType { get }`
  open var type: UITouch.TouchType { .direct }
}

// https://developer.apple.com/documentation/uikit/uievent
// `@MainActor class UIEvent`
@MainActor open class UIEvent: NSObject {
  // https://developer.apple.com/documentation/uikit/uievent/alltouches
  // `var allTouches: Set<UITouch>? { get }`
  open var allTouches: Set<UITouch>? { nil }

  // https://developer.apple.com/documentation/uikit/uievent/buttonmask-swift.struct
  // `struct ButtonMask: OptionSet` (`primary`, `secondary`).
  public struct ButtonMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let primary = ButtonMask(rawValue: 1 << 0)
    public static let secondary = ButtonMask(rawValue: 1 << 1)
  }

  // https://developer.apple.com/documentation/uikit/uievent/buttonmask-swift.property
  // `var buttonMask: UIEvent.ButtonMask { get }`
  open var buttonMask: UIEvent.ButtonMask { [] }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
// `@MainActor class UIGestureRecognizer`
@MainActor open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  // `enum State` (`possible` 0, `began`, `changed`, `ended`, `cancelled`,
  // `failed`).
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  // `init(target: Any?, action: Selector?)`
  public init(target: Any?, action: Selector?) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  // `var view: UIView? { get }`
  open var view: UIView? { nil }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  // `var state: UIGestureRecognizer.State { get set }`: settable by
  // subclasses that import `UIKit.UIGestureRecognizerSubclass` (a Swift
  // module cannot hide a setter behind a submodule, so here it is always
  // settable).
  open var state: UIGestureRecognizer.State = .possible

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  // `var cancelsTouchesInView: Bool { get set }`
  open var cancelsTouchesInView = true

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
  // `var delaysTouchesBegan: Bool { get set }`
  open var delaysTouchesBegan = false

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
  // `var delaysTouchesEnded: Bool { get set }`
  open var delaysTouchesEnded = true

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
  // `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)`
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
  // `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent)`
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
  // `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent)`
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
  // `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent)`
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/canprevent(_:)
  // `func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool`
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/canbeprevented(by:)
  // `func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool`
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
