import CWebKitGTK

/// A web site for live tests, served on 127.0.0.1 from GLib's main
/// context (libsoup's server), under every host name of `site.localhost`:
/// `http://a.site.localhost:PORT/` and `http://b.site.localhost:PORT/` are
/// two origins of one site (WebKit resolves `*.localhost` to the loopback
/// address), as a page and an advertisement's frame, or two hosts that set
/// `document.domain` to `site.localhost`, need.
///
/// Pages are found by path, whatever the host; in their text, `{{a}}` and
/// `{{b}}` stand for the two origins. Served only while the test iterates
/// the main context.
@MainActor
final class LocalSite {
  /// The port it listens on.
  let port: Int
  private let server: UnsafeMutablePointer<SoupServer>
  private let pages: [String: String]

  /// Listens on a free port; `nil` when it cannot.
  init?(pages: [String: String]) {
    guard let object = g_object_new_with_properties(soup_server_get_type(), 0, nil, nil) else {
      return nil
    }
    let server = UnsafeMutableRawPointer(object).assumingMemoryBound(to: SoupServer.self)
    guard soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, nil) != 0,
      let uris = soup_server_get_uris(server), let first = uris.pointee.data
    else { return nil }
    self.server = server
    port = Int(g_uri_get_port(OpaquePointer(first)))
    g_slist_free_full(uris) { g_uri_unref(OpaquePointer($0)) }
    self.pages = pages
    soup_server_add_handler(
      server, nil, Self.handler, Unmanaged.passRetained(self).toOpaque()
    ) { data in
      guard let data else { return }
      Unmanaged<LocalSite>.fromOpaque(data).release()
    }
  }

  /// The origin of `host` (`a`, `b`) on the site.
  func origin(_ host: String) -> String { "http://\(host).site.localhost:\(port)" }

  /// A page's URL.
  func url(_ host: String, _ path: String) -> String { origin(host) + path }

  /// Stops listening.
  func close() {
    soup_server_disconnect(server)
    g_object_unref(server)
  }

  private func page(_ path: String) -> String? {
    pages[path].map {
      $0.replacingOccurrences(of: "{{a}}", with: origin("a"))
        .replacingOccurrences(of: "{{b}}", with: origin("b"))
    }
  }

  private static let handler: SoupServerCallback = { _, message, path, _, data in
    guard let message, let path, let data else { return }
    nonisolated(unsafe) let request = message  // libsoup's, on this thread, for this call
    let site = Unmanaged<LocalSite>.fromOpaque(data).takeUnretainedValue()
    let name = String(cString: path)
    MainActor.assumeIsolated {
      guard let body = site.page(name) else {
        soup_server_message_set_status(request, 404, nil)
        return
      }
      soup_server_message_set_status(request, 200, nil)
      let bytes = Array(body.utf8)
      soup_server_message_set_response(
        request, "text/html; charset=utf-8", SOUP_MEMORY_COPY, bytes, gsize(bytes.count))
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
