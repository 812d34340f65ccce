import FontFamilyKit

/// A family declared as a user declares one.
let sourceSansPro = FontFamily(
    "SourceSansPro",
    weights: [.regular: .standalone("Regular"), .semiBold: "Semibold", .bold: "Bold"],
    italic: .italic("It", except: [.bold])
)

/// A names enum as `fontfamily-dump` prints it.
enum GillSans: String, FontName {
    case bold = "GillSans-Bold"
    case regular = "GillSans"
}

for face in sourceSansPro.faces {
    print(face.postScriptName)
}
print(GillSans.bold.rawValue)
// Numbers as the core writes them: a weight without a fraction, a width with one, and a size rounded to hundredths
// (20.125 pt is 2012.5 hundredths, rounded away from zero).
print(FontWeight(587.5), FontWeight(600), FontWidth(87.5))
print(TypeScale(sizes: [.body: 20.125], maximumSize: 28))
