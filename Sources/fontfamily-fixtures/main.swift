print("fontfamily-fixtures: not yet written")
