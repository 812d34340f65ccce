import Testing

@testable import FontFamilyKit

@Suite struct FontWeightTests {
    /// One spelling and one meaning per weight: the CSS names in lowerCamelCase, 100 to 900.
    @Test func namesEachWeightOnce() {
        let weights: [FontWeight] = [
            .thin, .extraLight, .light, .regular, .medium, .semiBold, .bold, .extraBold, .black,
        ]
        #expect(weights == FontWeight.named)
        #expect(weights.map(\.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(
            weights.map(\.name) == [
                "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
            ])
    }
}
