import Testing
import XCTest

/// Where a call was written, in the terms of both test frameworks.
package struct CallSite: Sendable {
  package var fileID: String
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

  package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Reports a failure at `site` to the framework running the test: an
/// issue when a Swift Testing test is running, else an XCTest failure.
/// For what fails outside one assertion call (a driver's `finish()`, or a
/// driver going with decisions nobody expected), which has no spelling of
/// its own in each framework.
package func reportFailure(_ failure: String, at site: CallSite) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: failure),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line),
        column: Int(site.column)))
  } else {
    XCTFail(failure, file: site.filePath, line: site.line)
  }
}
