// Empty: the shim declares UIKit in Swift (UIKit.swift).
