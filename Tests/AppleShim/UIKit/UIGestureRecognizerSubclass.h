// Empty: the shim declares the subclass-only members in UIKit.swift.
