import UIKit

#if os(iOS)
    typealias NSUIFont = UIFont
#else
    typealias NSUIFont = NSFont
#endif

/// Text that reads the same in UIKit and AppKit.
typealias Typeset = UIFont

enum Theme {
    static let body = NSUIFont(name: "GillSans", size: 17)
    static let title = NSUIFont(name: "GillSans-Bld", size: 28)
    static let note = NSUIFont(name: "Gill Sans", size: 12)
}
