print("fontfamily-bench: not yet written")
