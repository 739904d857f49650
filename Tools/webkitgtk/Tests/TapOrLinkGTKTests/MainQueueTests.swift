import CWebKitGTK
import Foundation
import TapOrLinkGTK
import Testing

/// `MainQueueOnGLib` joins Dispatch's main queue to GLib only on the
/// process's main thread, where `dispatchMain()` has not been called. A
/// Swift Testing run has called it (its main actor runs on Dispatch's
/// threads), so here the join does nothing, and a connection made here
/// (every live test makes one) must not abort the run; `.ci/gtk-guide`'s
/// self-test proves the join under `gtk_main`.
@Suite struct MainQueueTests {
  @Test func theMainThreadIsTheProcesssOwn() async {
    #expect((taporlink_is_main_thread() != 0) == Thread.isMainThread)
    let elsewhere = await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: taporlink_is_main_thread()) }
    }
    #expect(elsewhere == 0)
  }

  @Test func itJoinsOnlyOnTheMainThread() {
    let onMain = taporlink_is_main_thread() != 0
    #expect(MainQueueOnGLib.join() == onMain)
    #expect(MainQueueOnGLib.isJoined == onMain)
  }
}
