/// Which document started a request, as the platform says: the main
/// frame's, another frame's, or one the platform cannot name.
///
/// It is not the frame the request loads (``NavigationRequest/isMainFrame``):
/// an advertisement's frame may navigate the whole page (`target="_top"`)
/// or open a new window. The bridge runs an action only for a request the
/// main frame's own document started (`SchemeBridge`); a request of any
/// other source still counts for a gesture by its target, since the person
/// may have activated a frame's link.
public enum RequestSource: String, Hashable, Sendable, CaseIterable {
  /// The main frame's document started it (WebKit's
  /// `navigationAction.sourceFrame.isMainFrame`). A scripted request, and
  /// one made without saying, is the main frame's.
  case mainFrame = "main"
  /// A frame's document started it (an iframe, an advertisement's).
  case frame
  /// The platform does not say which document started it (WebKitGTK's
  /// navigation actions carry no frame). Trusted as little as a frame's.
  case unknown
}
