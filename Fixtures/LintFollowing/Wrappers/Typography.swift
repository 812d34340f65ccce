import SwiftUI
import UIKit

extension Font {
    /// The app's own overload: a typed name, passed on as its raw value.
    static func custom(_ name: FontName, size: CGFloat) -> Font {
        .custom(name.rawValue, size: size)
    }
}

extension UIFont {
    static func brand(_ name: FontName, size: CGFloat = 17) -> UIFont {
        UIFont(name: String(name), size: size) ?? .systemFont(ofSize: size)
    }
}

func heading(_ name: FontName) -> UIFont? {
    UIFont(name: "\(name)", size: 28)
}

func title(_ name: FontName) -> UIFont? {
    heading(name)
}
