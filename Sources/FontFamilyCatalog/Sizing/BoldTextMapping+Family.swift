public import FontFamilyKit

extension BoldTextMapping {
    /// ``/FontFamilyKit/BoldTextMapping/bolder(_:installed:)`` with the weights of `family`'s faces of the same slant: its italic and oblique
    /// faces for a slanted `slant`, its upright faces for ``/FontFamilyKit/FontSlant/upright``.
    public func bolder(_ weight: FontWeight, in family: FontCatalog.Family, slant: FontSlant = .upright) -> FontWeight {
        bolder(weight, installed: family.faces.filter { $0.slant.isSlanted == slant.isSlanted }.map(\.weight))
    }
}
