import SwiftUI

#if os(iOS) && !targetEnvironment(macCatalyst)
let phone = UIFont(name: "Courier", size: 12)
#elseif canImport(UIKit) && !os(watchOS)
let catalyst = UIFont(name: "Courier", size: 12)
#else
let mac = NSFont(name: "Courier", size: 12)
let macTypo = NSFont(name: "GillSans-Bld", size: 12)
let macSystem = NSFont(name: "Menlo-Regular", size: 12)
let listed = NSFont(name: "AvenirNext-Bold", size: 12)
#endif
