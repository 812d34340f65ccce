@_exported public import FontFamilyKit
