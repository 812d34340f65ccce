import UIKit

let menuTitle = heading(.papyrusTypo)
let menuHeader = title("GillSans-Italc")
