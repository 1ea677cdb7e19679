extension ColumnType {
    /// The storage type a declared type gets by SQLite's affinity rules
    /// ("Datatypes In SQLite", 3.1), with NUMERIC affinity and untyped columns as ANY.
    public init(affinityOf declaredType: String) {
        let upper = declaredType.uppercased()
        if let exact = ColumnType(rawValue: upper) {
            self = exact
        } else if upper.contains("INT") {
            self = .integer
        } else if upper.contains("CHAR") || upper.contains("CLOB") || upper.contains("TEXT") {
            self = .text
        } else if upper.contains("BLOB") {
            self = .blob
        } else if upper.contains("REAL") || upper.contains("FLOA") || upper.contains("DOUB") {
            self = .real
        } else {
            self = .any
        }
    }
}
