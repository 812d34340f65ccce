#if canImport(UIKit)
    import UIKit

    /// The app's fonts, named the way code written before FontFamily names them.
    enum Theme {
        static let body = UIFont(name: "GillSans", size: 17)
        static let title = UIFont(name: "GillSans-Semibold", size: 28)
        static let caption = UIFont(name: "GillSans-Bld", size: 12)
        static let quote = UIFont(name: "Gill Sans Light Italic", size: 15)
        static let label = UIFont(name: "Source Sans Pro", size: 14)
        static let padded = UIFont(name: " GillSans-Italic", size: 14)
        static let typed = UIFont(name: GillSans.bold.rawValue, size: 14)

        static func font(named fontName: String, weight: String) -> UIFont? {
            UIFont(name: fontName, size: 14) ?? UIFont(name: "GillSans-\(weight)", size: 14)
        }
    }
#endif

// Old code, kept for reference: UIFont(name: "Commented-Out", size: 12)
/* A block comment /* nested */ with Font.custom("AlsoCommented", size: 1) */
let example = "UIFont(name: \"InAString\", size: 12)"
let raw = #"Font.custom("InARawString", size: 12)"#
