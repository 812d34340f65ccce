@_exported import FontFamilyKit
