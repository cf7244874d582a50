/// The viewlint version, shown by `--version`, in reports and in the cache key.
public let viewlintVersion = "0.1.0"
