/// Platform font list documents written inline, for tests of the list reader and of catalogs that hold lists.
public enum PlatformListJSON {
    /// A list of `faces`, each JSON text, for iOS 18.
    public static func list(faces: [String]) -> String {
        #"{"format": "fontfamily-platform-fonts", "formatVersion": 1, "platform": "iOS", "osVersion": "18", "#
            + #""faces": ["# + faces.joined(separator: ", ") + "]}"
    }

    /// One face's JSON text, with the traits given.
    public static func face(
        _ name: String, weight: Double = 0, slant: String = "0", width: Double = 0, symbolic: Int = 0
    ) -> String {
        #"{"postScriptName": "\#(name)", "family": "A", "style": "S", "weight": \#(weight), "slant": \#(slant), "#
            + #""width": \#(width), "symbolicTraits": \#(symbolic)}"#
    }
}
