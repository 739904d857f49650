import Dispatch

/// Tells the main queue from others. `DispatchQueue.main` is not one
/// object everywhere (on Linux each use wraps the queue anew), so the main
/// queue is marked with a key instead of compared by identity.
enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static func isMain(_ queue: DispatchQueue) -> Bool { queue.getSpecific(key: key) == true }
}
