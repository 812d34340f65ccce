#if canImport(UIKit)
    import UIKit

    /// Screens kept from the first release: the exceptions the team accepted say so where they stand.
    enum Legacy {
        // fontfamily:disable:next unknown-name -- the brand font ships with the release build only
        static let logo = UIFont(name: "BrandSans-Heavy", size: 40)
        static let badge = UIFont(name: "GillSans-bold", size: 11)  // fontfamily:disable:this wrong-case
        // fontfamily:disable:next wrong-case -- names another rule than the finding below
        static let caption = UIFont(name: "GillSans-Bld", size: 11)
        static let footer = UIFont(name: "GilSans", size: 9)  // fontfamily:disable:this unknown-nme
        /* fontfamily:disable:next dynamic-name */
        static func font(named name: String) -> UIFont? { UIFont(name: name, size: 12) }
    }
#endif
