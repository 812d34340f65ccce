import TestSupport
import Testing

@Suite struct TypecheckerTests {
    @Test func compilesAgainstTheLibrary() throws {
        try SwiftTypechecker.typecheck("import FontFamilyKit\nenum A: String, FontName { case a = \"A\" }\n")
    }

    @Test func reportsErrors() {
        #expect(throws: SwiftTypechecker.Failure.self) { try SwiftTypechecker.typecheck("let x: Int = \"a\"\n") }
    }
}
