// The Foundation, Objective-C runtime and Core Graphics symbols that the
// shipped Apple sources (Sources/TapOrLinkWebKit/Apple) and the README's
// quick start use, with the Swift declarations of Apple's documentation.
// UIKit and WebKit re-export this module, as they re-export Foundation on
// Apple platforms. Compiled only by .ci/apple-shim, never by SwiftPM.
//
// Each declaration cites its page. Bodies are placeholders: nothing here
// runs; only the declarations matter.

// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

// https://developer.apple.com/documentation/objectivec/selector
// (`struct Selector`, Equatable, Hashable; made from a name with
// NSSelectorFromString below).
public struct Selector: Hashable, Sendable {
  private let name: String
  fileprivate init(name: String) { self.name = name }
}

// https://developer.apple.com/documentation/foundation/nsselectorfromstring(_:)
// `func NSSelectorFromString(_ aSelectorName: String) -> Selector`
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(name: aSelectorName)
}

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
// `protocol NSObjectProtocol`, with
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
// `func responds(to aSelector: Selector!) -> Bool`
public protocol NSObjectProtocol: AnyObject {
  func responds(to aSelector: Selector!) -> Bool

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:with:)
  // `func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>!`
  func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
}

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
// `class NSObject` (Equatable and Hashable by identity unless overridden).
open class NSObject: NSObjectProtocol, Hashable {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public init() {}

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
  open func responds(to aSelector: Selector!) -> Bool { false }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:with:)
  open func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  { nil }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
  // `func forwardingTarget(for aSelector: Selector!) -> Any?`
  open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// https://developer.apple.com/documentation/foundation/nscoder
// `class NSCoder` (only named, by UIKit's `init?(coder:)`).
open class NSCoder: NSObject {}

// https://developer.apple.com/documentation/foundation/bundle
// `class Bundle` (only named, by UIViewController's designated initializer).
open class Bundle: NSObject {}

// https://developer.apple.com/documentation/foundation/url
// `struct URL`, with
// https://developer.apple.com/documentation/foundation/url/init(string:)
// `init?(string: String)` and
// https://developer.apple.com/documentation/foundation/url/absolutestring
// `var absoluteString: String { get }`.
public struct URL: Hashable, Sendable {
  public let absoluteString: String
  public init?(string: String) { absoluteString = string }
}

// https://developer.apple.com/documentation/foundation/urlrequest
// `struct URLRequest`, with
// https://developer.apple.com/documentation/foundation/urlrequest/url
// `var url: URL? { get set }` and
// https://developer.apple.com/documentation/foundation/urlrequest/init(url:cachepolicy:timeoutinterval:)
// `init(url: URL, cachePolicy: = .useProtocolCachePolicy, timeoutInterval: = 60.0)`,
// its two defaulted parameters left out (no code here passes them).
public struct URLRequest: Hashable, Sendable {
  public var url: URL?
  public init(url: URL) { self.url = url }
}

// https://developer.apple.com/documentation/corefoundation/cgfloat
// `struct CGFloat`, converted with
// https://developer.apple.com/documentation/swift/double/init(_:)-5h7qz
// `init(_ other: CGFloat)`.
public struct CGFloat: Hashable, Sendable {
  public var native: Double
  public init(_ value: Double) { native = value }
}

extension Double {
  public init(_ other: CGFloat) { self = other.native }
}

// https://developer.apple.com/documentation/corefoundation/cgpoint
// `struct CGPoint` with `var x: CGFloat` and `var y: CGFloat`.
public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

// https://developer.apple.com/documentation/corefoundation/cgsize
// `struct CGSize` with `var width: CGFloat` and `var height: CGFloat`.
public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
// `struct CGRect` with `var origin: CGPoint`, `var size: CGSize` and
// https://developer.apple.com/documentation/corefoundation/cgrect/zero
// `static var zero: CGRect { get }`.
public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public static var zero: CGRect {
    CGRect(
      origin: CGPoint(x: CGFloat(0), y: CGFloat(0)),
      size: CGSize(width: CGFloat(0), height: CGFloat(0)))
  }
}
