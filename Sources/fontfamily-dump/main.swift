print("fontfamily-dump: not yet wired")
