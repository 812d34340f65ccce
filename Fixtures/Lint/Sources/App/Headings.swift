import CoreText
import FontFamilyKit
import SwiftUI

struct Headings: View {
    var body: some View {
        VStack {
            Text("Überschrift").font(.custom("SourceSansPro-SemiboldIt", size: 20, relativeTo: .title))
            Text("Fixed").font(Font.custom(#"ZenOldMincho-Regular"#, fixedSize: 12))
            Text("Note").font(
                .custom(
                    """
                    Papyrus-Condensd
                    """, size: 12))
            Text("Mincho").font(.custom("ZenOldMincho-bold", size: 12))
        }
    }
}

let damascus = CTFontCreateWithName("DamascusBold" as CFString, 12, nil)
let serif = CTFontDescriptorCreateWithNameAndSize("Damascus-Regular" as CFString, 12)

func icons(_ catalog: FontCatalog) throws -> FontFace? {
    _ = try catalog.iconFont(named: "iconfont")
    return catalog.face(postScriptName: "Gill Sans")
}
