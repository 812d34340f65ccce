public import FontFamilyKit

/// How every face a ``/FontFamilyKit/FontFamily`` declares resolved against a ``FontCatalog``: what
/// ``FontCatalog/resolve(_:fallback:)`` returns.
///
/// ```swift
/// let report = catalog.resolve(.sourceSansPro)
/// report.isComplete        // true when every declared face resolves without a diagnosis
/// report.unresolved        // the faces that do not, each with its diagnosis
/// print(report)            // one line per declared face
/// ```
public struct FontFamilyResolution: Hashable, Sendable, CustomStringConvertible {
    /// One declared face and how it resolved.
    public struct Face: Hashable, Sendable {
        /// The face the family declares.
        public let declared: DeclaredFace
        /// How its PostScript name resolved.
        public let resolution: FontResolution
        /// Where the installed face says another weight, slant or width than declared although font matching
        /// for the declared style picks it anyway (Roboto's Thin at 250 declared as thin); `nil` when they agree.
        /// A disagreement that matching settles on another face is a diagnosis instead.
        public let note: StyleDisagreement?

        /// A declared face with its resolution, and the note on it, if any.
        public init(declared: DeclaredFace, resolution: FontResolution, note: StyleDisagreement? = nil) {
            self.declared = declared
            self.resolution = resolution
            self.note = note
        }
    }

    /// The family resolved.
    public let family: FontFamily
    /// Every declared face, in the order of ``/FontFamilyKit/FontFamily/faces``.
    public let faces: [Face]

    /// A report of the given faces.
    public init(family: FontFamily, faces: [Face]) {
        self.family = family
        self.faces = faces
    }

    /// The faces that did not resolve (fallbacks and missing faces), in declaration order. A face of a variable
    /// family that resolved to its variable font at coordinates (``FontResolution/variable(_:)``) is not among them.
    public var unresolved: [Face] { faces.filter { $0.resolution.diagnosis != nil } }

    /// The diagnoses of the faces that did not resolve, in declaration order.
    public var diagnoses: [FontDiagnosis] { faces.compactMap(\.resolution.diagnosis) }

    /// The notes on faces that resolved exactly although their fonts say another style than declared, in
    /// declaration order.
    public var notes: [StyleDisagreement] { faces.compactMap(\.note) }

    /// `true` when every declared face resolved: exactly, or to the family's variable font at its coordinates.
    public var isComplete: Bool { unresolved.isEmpty }

    /// A summary line — how many faces resolve exactly, and how many more at variable-font coordinates when any
    /// do — then one line per declared face, with its note when it has one:
    ///
    /// ```text
    /// SourceSansPro: 11 of 12 declared faces resolve exactly.
    ///   SourceSansPro-Light (weight 300, width 100%, upright): exact: SourceSansPro-Light
    ///   (/fonts/SourceSansPro-Light.ttf)
    /// ```
    public var description: String {
        let exact = faces.count(where: \.resolution.isExact)
        let variable = faces.count - unresolved.count - exact
        let head =
            "\(DisplayText.escaped(family.baseName)): \(exact) of \(faces.count) declared faces resolve exactly"
            + (variable == 0 ? "." : ", \(variable) more at variable-font coordinates.")
        let lines = faces.map { face in
            "  \(face.declared): \(face.resolution)" + (face.note.map { "; note: \($0)" } ?? "")
        }
        return ([head] + lines).joined(separator: "\n")
    }
}
