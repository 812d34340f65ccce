@_exported public import FontFamilyCatalog
