// The WebKit symbols that the shipped Apple sources
// (Sources/TapOrLinkWebKit/Apple) and the README's quick start use, with
// the Swift declarations of Apple's documentation. Compiled only by
// .ci/apple-shim, never by SwiftPM.
//
// Each declaration cites its page. Bodies are placeholders: nothing here
// runs; only the declarations matter. The delegate protocols' methods are
// optional in WebKit (`optional func`, an Objective-C feature); here each
// one the shipped code implements is a plain requirement, so that a
// misspelt implementation fails to compile instead of never being called.

@_exported import AppleFoundationShim
import UIKit

// https://developer.apple.com/documentation/webkit/wknavigationtype
// `enum WKNavigationType` (`linkActivated` 0, `formSubmitted` 1,
// `backForward` 2, `reload` 3, `formResubmitted` 4, `other` -1).
public enum WKNavigationType: Int, Sendable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

// https://developer.apple.com/documentation/webkit/wknavigationactionpolicy
// `enum WKNavigationActionPolicy` (`cancel` 0, `allow` 1, `download` 2).
public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

// https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime
// `enum WKUserScriptInjectionTime` (`atDocumentStart` 0, `atDocumentEnd` 1).
public enum WKUserScriptInjectionTime: Int, Sendable {
  case atDocumentStart = 0
  case atDocumentEnd = 1
}

// https://developer.apple.com/documentation/webkit/wkframeinfo
// `@MainActor class WKFrameInfo`
@MainActor open class WKFrameInfo: NSObject {
  // https://developer.apple.com/documentation/webkit/wkframeinfo/ismainframe
  // `var isMainFrame: Bool { get }`
  open var isMainFrame: Bool { true }

  // https://developer.apple.com/documentation/webkit/wkframeinfo/securityorigin
  // `var securityOrigin: WKSecurityOrigin { get }`
  open var securityOrigin: WKSecurityOrigin { WKSecurityOrigin() }
}

// https://developer.apple.com/documentation/webkit/wksecurityorigin
// `@MainActor class WKSecurityOrigin` (WebKit makes them, apps do not:
// here its initializer is internal).
@MainActor open class WKSecurityOrigin: NSObject {
  override init() {}

  // https://developer.apple.com/documentation/webkit/wksecurityorigin/host
  // `var host: String { get }`
  open var host: String { "" }

  // https://developer.apple.com/documentation/webkit/wksecurityorigin/port
  // `var port: Int { get }`
  open var port: Int { 0 }
}

// https://developer.apple.com/documentation/webkit/wknavigation
// `@MainActor class WKNavigation`
@MainActor open class WKNavigation: NSObject {}

// https://developer.apple.com/documentation/webkit/wknavigationaction
// `@MainActor class WKNavigationAction`
@MainActor open class WKNavigationAction: NSObject {
  // https://developer.apple.com/documentation/webkit/wknavigationaction/request
  // `var request: URLRequest { get }`
  open var request: URLRequest {
    URLRequest(url: URL(string: "about:blank")!)
  }

  // https://developer.apple.com/documentation/webkit/wknavigationaction/navigationtype
  // `var navigationType: WKNavigationType { get }`
  open var navigationType: WKNavigationType { .other }

  // https://developer.apple.com/documentation/webkit/wknavigationaction/targetframe
  // `@NSCopying var targetFrame: WKFrameInfo? { get }` (`@NSCopying` is
  // how the property copies, not its type; left out here).
  open var targetFrame: WKFrameInfo? { nil }

  // https://developer.apple.com/documentation/webkit/wknavigationaction/sourceframe
  // `@NSCopying var sourceFrame: WKFrameInfo { get }` (`@NSCopying` left
  // out).
  open var sourceFrame: WKFrameInfo { WKFrameInfo() }
}

// https://developer.apple.com/documentation/webkit/wknavigationdelegate
// `@MainActor protocol WKNavigationDelegate : NSObjectProtocol`
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/webkit/wknavigationdelegate/webview(_:decidepolicyfor:decisionhandler:)-2ni62
  // `optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)`
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
}

// https://developer.apple.com/documentation/webkit/wkscriptmessage
// `@MainActor class WKScriptMessage`
@MainActor open class WKScriptMessage: NSObject {
  // https://developer.apple.com/documentation/webkit/wkscriptmessage/body
  // `var body: Any { get }`
  open var body: Any { "" }

  // https://developer.apple.com/documentation/webkit/wkscriptmessage/name
  // `var name: String { get }`
  open var name: String { "" }

  // https://developer.apple.com/documentation/webkit/wkscriptmessage/frameinfo
  // `@NSCopying var frameInfo: WKFrameInfo { get }` (`@NSCopying` left out).
  open var frameInfo: WKFrameInfo { WKFrameInfo() }

  // https://developer.apple.com/documentation/webkit/wkscriptmessage/webview
  // `weak var webView: WKWebView? { get }` (`weak` left out: the shim's
  // stand-in is computed and holds nothing).
  open var webView: WKWebView? { nil }
}

// https://developer.apple.com/documentation/webkit/wkscriptmessagehandler
// `@MainActor protocol WKScriptMessageHandler : NSObjectProtocol`
@MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
  // https://developer.apple.com/documentation/webkit/wkscriptmessagehandler/usercontentcontroller(_:didreceive:)
  // `func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)`
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

// https://developer.apple.com/documentation/webkit/wkuserscript
// `@MainActor class WKUserScript`
@MainActor open class WKUserScript: NSObject {
  // https://developer.apple.com/documentation/webkit/wkuserscript/init(source:injectiontime:formainframeonly:)
  // `init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool)`
  public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {}
}

// https://developer.apple.com/documentation/webkit/wkusercontentcontroller
// `@MainActor class WKUserContentController`
@MainActor open class WKUserContentController: NSObject {
  // https://developer.apple.com/documentation/webkit/wkusercontentcontroller/adduserscript(_:)
  // `func addUserScript(_ userScript: WKUserScript)`
  open func addUserScript(_ userScript: WKUserScript) {}

  // https://developer.apple.com/documentation/webkit/wkusercontentcontroller/add(_:name:)
  // `func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String)`
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}

  // https://developer.apple.com/documentation/webkit/wkusercontentcontroller/removescriptmessagehandler(forname:)
  // `func removeScriptMessageHandler(forName name: String)`
  open func removeScriptMessageHandler(forName name: String) {}
}

// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration
// `@MainActor class WKWebViewConfiguration`
@MainActor open class WKWebViewConfiguration: NSObject {
  // https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/init()
  // `init()`
  public override init() {}

  // https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/usercontentcontroller
  // `var userContentController: WKUserContentController { get set }`
  open var userContentController = WKUserContentController()
}

// https://developer.apple.com/documentation/webkit/wkwebview
// `@MainActor class WKWebView` (a UIView on iOS).
@MainActor open class WKWebView: UIView {
  // https://developer.apple.com/documentation/webkit/wkwebview/init(frame:configuration:)
  // `init(frame: CGRect, configuration: WKWebViewConfiguration)`
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
  }

  // https://developer.apple.com/documentation/webkit/wkwebview/init(coder:)
  // `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) { return nil }

  // https://developer.apple.com/documentation/webkit/wkwebview/configuration
  // `@NSCopying var configuration: WKWebViewConfiguration { get }`
  // (`@NSCopying` left out).
  public let configuration: WKWebViewConfiguration

  // https://developer.apple.com/documentation/webkit/wkwebview/scrollview
  // `var scrollView: UIScrollView { get }`
  open var scrollView: UIScrollView { UIScrollView(frame: frame) }

  // https://developer.apple.com/documentation/webkit/wkwebview/url
  // `var url: URL? { get }`
  open var url: URL? { nil }

  // https://developer.apple.com/documentation/webkit/wkwebview/navigationdelegate
  // `weak var navigationDelegate: (any WKNavigationDelegate)? { get set }`
  open weak var navigationDelegate: (any WKNavigationDelegate)?

  // https://developer.apple.com/documentation/webkit/wkwebview/load(_:)
  // `func load(_ request: URLRequest) -> WKNavigation?`
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? { nil }
}
