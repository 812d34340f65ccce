import SwiftUI
import UIKit

struct Board: View {
    let picked: FontName
    let caption = UIFont.brand(.gillTypo, size: 12)
    let note = UIFont.brand("ZenOldMincho-bold")

    var body: some View {
        VStack {
            Text("a").font(.custom(.gillBold, size: 16))
            Text("b").font(Font.custom(.gillTypo, size: 16))
            Text("c").font(.custom("Papyrus-Condensd", size: 12))
            Text("d").font(.custom(picked, size: 12))
        }
    }
}
