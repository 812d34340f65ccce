import SwiftUI
import UIKit

enum Theme {
    static let title = UIFont(name: "GillSans-bold", size: 24)
    static let body = UIFont(name: "GillSans-Bld", size: 12)
    static let light = UIFont(name: #"gillsans-light"#, size: 12)
    static let escaped = UIFont(name: "GillSans-b\u{6F}ld", size: 12)
    static let family = Font.custom("gill sans", size: 17)
    static let inter = Font.custom("Inter-Regula", size: 17)
    static let interpolated = UIFont(name: "GillSans-\(weight)", size: 12)
    static let multiline = UIFont(name: """
        GillSans-bold
        """, size: 12)
}
