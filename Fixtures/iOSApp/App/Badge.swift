import UIKit

struct Badge {
    let label = Typeset(name: "GillSans-Bold", size: 20)
    let count = Typeset.init(name: "GillSans-Heavy", size: 11)
}
