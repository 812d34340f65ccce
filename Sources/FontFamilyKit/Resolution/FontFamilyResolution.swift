/// How every face a ``FontFamily`` declares resolved against a ``FontCatalog``: what
/// ``FontCatalog/resolve(_:fallback:)`` returns.
///
/// ```swift
/// let report = catalog.resolve(.sourceSansPro)
/// report.isComplete        // true when every declared name is installed exactly
/// report.unresolved        // the faces that are not, each with its diagnosis
/// print(report)            // one line per declared face
/// ```
public struct FontFamilyResolution: Hashable, Sendable, CustomStringConvertible {
    /// One declared face and how it resolved.
    public struct Face: Hashable, Sendable {
        /// The face the family declares.
        public let declared: DeclaredFace
        /// How its PostScript name resolved.
        public let resolution: FontResolution

        /// A declared face with its resolution.
        public init(declared: DeclaredFace, resolution: FontResolution) {
            self.declared = declared
            self.resolution = resolution
        }
    }

    /// The family resolved.
    public let family: FontFamily
    /// Every declared face, in the order of ``FontFamily/faces``.
    public let faces: [Face]

    /// A report of the given faces.
    public init(family: FontFamily, faces: [Face]) {
        self.family = family
        self.faces = faces
    }

    /// The faces that did not resolve exactly (fallbacks and missing faces), in declaration order.
    public var unresolved: [Face] { faces.filter { !$0.resolution.isExact } }

    /// The diagnoses of the faces that did not resolve exactly, in declaration order.
    public var diagnoses: [FontDiagnosis] { faces.compactMap(\.resolution.diagnosis) }

    /// `true` when every declared face resolved exactly.
    public var isComplete: Bool { faces.allSatisfy(\.resolution.isExact) }

    /// A summary line, then one line per declared face:
    ///
    /// ```text
    /// SourceSansPro: 11 of 12 declared faces resolve exactly.
    ///   SourceSansPro-ExtraLight (weight 200, width 100%, upright): exact: SourceSansPro-ExtraLight
    ///   (/fonts/SourceSansPro-ExtraLight.otf)
    /// ```
    public var description: String {
        let exact = faces.count - unresolved.count
        let head = "\(DisplayText.escaped(family.baseName)): \(exact) of \(faces.count) declared faces resolve exactly."
        let lines = faces.map { face in "  \(face.declared): \(face.resolution)" }
        return ([head] + lines).joined(separator: "\n")
    }
}
