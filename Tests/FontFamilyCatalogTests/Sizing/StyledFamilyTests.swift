import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

extension FontFamily {
    /// Papyrus and its condensed face.
    static let papyrus = FontFamily("Papyrus", weights: [.regular: ""], widths: .inSuffix([.condensed: "Condensed"]))
}

extension StyledFamily {
    /// Papyrus, with Damascus for Arabic (Swash's `cascadeList` example).
    static let papyrus = StyledFamily(.papyrus, cascade: ["Damascus"])
}

/// The type scale, Bold Text mapping and cascade list a `StyledFamily` adds to a `FontFamily`.
@Suite struct StyledFamilyTests {
    @Test func theInitializerGivesTheDefaults() {
        let family = StyledFamily(FontFamily("ZenOldMincho", weights: [.regular: "Regular", .bold: "Bold"]))
        #expect(family.family == .zenOldMincho)
        #expect(family.typeScale == .default)
        #expect(family.boldTextMapping == .default)
        #expect(family.cascade.isEmpty)
        #expect(family == StyledFamily(.zenOldMincho))
    }

    @Test func settingsTakePartInEquality() {
        let plain = StyledFamily(.zenOldMincho)
        var scaled = plain
        scaled.typeScale = TypeScale(sizes: [.body: 18])
        var bolder = plain
        bolder.boldTextMapping = BoldTextMapping(overrides: [.regular: .semiBold])
        var cascading = plain
        cascading.cascade = ["Damascus"]
        var renamed = plain
        renamed.family.separator = "_"
        let families: Set<StyledFamily> = [plain, scaled, bolder, cascading, renamed, scaled]
        #expect(families.count == 5)
    }

    @Test func namedResizersCompareByName() {
        let first = FontResizer(name: "restrained") { _, base in base }
        let sameName = FontResizer(name: "restrained") { _, base in base * 2 }
        let otherName = FontResizer(name: "loose") { _, base in base }
        #expect(first == sameName)
        #expect(first.hashValue == sameName.hashValue)
        #expect(first != otherName)
        #expect(first.name == "restrained")
        #expect(
            StyledFamily(.zenOldMincho, typeScale: TypeScale(resizer: first))
                == StyledFamily(.zenOldMincho, typeScale: TypeScale(resizer: sameName)))
    }

    @Test func anUnnamedResizerEqualsOnlyItsCopies() {
        let rule: @Sendable (ContentSizeCategory, Double) -> Double = { _, base in base }
        let unnamed = FontResizer(rule)
        let copy = unnamed
        #expect(unnamed == copy)
        #expect(Set([unnamed, copy]).count == 1)
        #expect(unnamed != FontResizer(rule))
        #expect(unnamed != FontResizer(name: "identity", rule))
        #expect(unnamed.name == nil)
        #expect(TypeScale(resizer: unnamed) == TypeScale(resizer: copy))
        #expect(TypeScale(resizer: unnamed) != TypeScale())
    }

    @Test func aFamilysCascadeSplitsLatinAndArabic() throws {
        let catalog = try FixtureCatalog.standard()
        let font = try catalog.font(.papyrus, size: 17)
        #expect(font.face.postScriptName == "Papyrus")
        #expect(font.cascade == ["Papyrus", "Damascus"])
        let coverage = catalog.coverage(of: "Hello مرحبا", cascade: font.cascade)
        #expect(coverage.runs.map(\.text) == ["Hello ", "مرحبا"])
        #expect(coverage.runs.map(\.face?.postScriptName) == ["Papyrus", "Damascus"])
        #expect(coverage.isComplete)
        let fallbacksOnly = catalog.coverage(of: "Hello مرحبا", cascade: StyledFamily.papyrus.cascade)
        #expect(fallbacksOnly.runs.map(\.text) == ["Hello ", "مرحبا"])
        #expect(fallbacksOnly.runs.map(\.face?.postScriptName) == [nil, "Damascus"])
        #expect(fallbacksOnly.uncovered == ["H", "e", "l", "o", " "])
    }

    @Test func aCharacterNeitherCoversIsReported() throws {
        let catalog = try FixtureCatalog.standard()
        let font = try catalog.font(.papyrus, width: .condensed, size: 17)
        #expect(font.cascade == ["Papyrus-Condensed", "Damascus"])
        let coverage = catalog.coverage(of: "Hi €", cascade: font.cascade)
        #expect(coverage.uncovered == ["€"])
        #expect(coverage.runs.map(\.face?.postScriptName) == ["Papyrus-Condensed", nil])
    }
}
