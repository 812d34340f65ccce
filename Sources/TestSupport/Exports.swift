@_exported public import CoreTestSupport
