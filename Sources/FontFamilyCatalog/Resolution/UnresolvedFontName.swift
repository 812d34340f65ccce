public import FontFamilyKit

/// A case of a ``/FontFamilyKit/FontName`` enum that does not resolve, with its diagnosis.
public struct UnresolvedFontName<Name: FontName>: Hashable, Sendable, CustomStringConvertible {
    /// The case.
    public let name: Name
    /// Why its PostScript name does not resolve.
    public let diagnosis: FontDiagnosis

    /// A case with its diagnosis.
    public init(name: Name, diagnosis: FontDiagnosis) {
        self.name = name
        self.diagnosis = diagnosis
    }

    /// The diagnosis.
    public var description: String { diagnosis.description }
}
