// WebKitGTK's, GTK's and GLib's C API (the package's CWebKitGTK module, a
// system library target that no product can name): an app that imports
// TapOrLinkGTK makes its window and web view with it, as the connection's
// own API takes a `WebKitWebView`.
@_exported import CWebKitGTK
