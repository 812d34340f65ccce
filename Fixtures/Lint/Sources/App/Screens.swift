import Foundation
import SwiftUI
import UIKit

struct Screens {
    static let badge = "Damascus-Bold"

    func caption() -> UIFont? { UIFont(name: captionFace, size: 12) }
    func title() -> UIFont? { UIFont(name: Typography.title, size: 28) }
    func heading() -> UIFont? { UIFont(name: Brand.heading.rawValue, size: 20) }
    func note() -> Font { .custom(Brand.papyrus.rawValue, size: 14) }
    func badgeFont() -> UIFont? { UIFont(name: Self.badge, size: 11) }
    func mincho() -> UIFont? { UIFont(name: Mincho.bold.rawValue, size: 11) }

    func quote() -> UIFont? {
        let face = "Gill Sans Bold"
        return UIFont(name: face, size: 15)
    }

    func banner(wide: Bool) -> UIFont? { UIFont(name: wide ? Typography.wide : "Papyrus-Condensd", size: 30) }
    func stored(_ saved: String?) -> UIFont? { UIFont(name: saved ?? "GillSans-Lite", size: 12) }
    func joined() -> UIFont? { UIFont(name: "\(Typography.family)-\(Typography.semibold)", size: 12) }
    func added() -> UIFont? { UIFont(name: Typography.family + "-Ultrabold", size: 12) }
    func given(_ name: String) -> UIFont? { UIFont(name: name, size: 12) }

    func decoded(_ data: Data) -> UIFont? {
        let name = String(decoding: data, as: UTF8.self)
        return UIFont(name: name, size: 12)
    }

    var semibold: some View { Text("Semibold").font(.custom("Gill Sans", size: 17).weight(.semibold)) }
    var bold: some View { Text("Bold").font(Font.custom("Gil Sans", size: 17).bold()) }
}
