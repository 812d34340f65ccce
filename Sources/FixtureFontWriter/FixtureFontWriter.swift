/// Writes minimal TrueType fonts for tests and benchmarks.
public enum FixtureFontWriter {}
