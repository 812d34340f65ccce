import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// One real-fontconfig catalog shared by 64 tasks: every answer equals the serial one.
@Suite struct ConcurrencyTests {
    struct Answers: Equatable, Sendable {
        var resolution: FontFamilyResolution
        var diagnoses: [FontDiagnosis?]
        var coverage: TextCoverage
        var dump: String
        /// Every face's style and full names, which a catalog's faces read from fontconfig on use.
        var names: [[LocalizedName]]
    }

    static let gillSans = FontFamily(
        "GillSans",
        weights: [.light: "Light", .regular: "", .semiBold: "SemiBold", .bold: "Bold", .black: "Black"],
        italic: .italic("Italic")
    )

    static func answers(_ catalog: FontCatalog) -> Answers {
        Answers(
            resolution: catalog.resolve(gillSans, fallback: .matchWithinFamily),
            diagnoses: ["GillSans-SemiBold", "gillsans-bold", "Gill Sans", "Nope-Bold"].map {
                catalog.diagnose(postScriptName: $0)
            },
            coverage: catalog.coverage(of: "Hello مرحبا 日本", cascade: ["Papyrus", "Damascus", "ZenOldMincho-Regular"]),
            dump: SwiftEnumRenderer.source(for: catalog.families),
            names: catalog.allFaces.map { $0.styleNames + $0.fullNames }
        )
    }

    @Test func sixtyFourTasksAgreeWithTheSerialAnswers() async throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtureFonts.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let serial = Self.answers(try FixtureCatalog.standard())
        let concurrent = await withTaskGroup(of: Answers.self) { group in
            for _ in 0..<64 { group.addTask { Self.answers(catalog) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(concurrent.count == 64)
        #expect(concurrent.allSatisfy { $0 == serial })
        #expect(
            serial.resolution.unresolved.map(\.declared.postScriptName) == ["GillSans-Black", "GillSans-BlackItalic"])
        #expect(serial.coverage.isComplete)
        #expect(serial.diagnoses.map { $0 == nil } == [true, false, false, false])
        #expect(serial.names.count == catalog.allFaces.count)
        #expect(
            serial.names.first { $0.map(\.name).contains("Gill Sans SemiBold") }
                == [
                    LocalizedName("SemiBold", language: "en"), LocalizedName("Regular", language: "en"),
                    LocalizedName("Gill Sans SemiBold", language: "en"),
                ])
    }
}
