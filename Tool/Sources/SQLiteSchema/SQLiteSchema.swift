// `SQLiteSchema` held SQLite's SQL text, a model's SQL check, a database file's errors
// and a re-export of `SchemaCore`. Those now live where they belong (issue #26):
// `SQLiteDialect` and `SQLiteModelCheck` in `SQLiteDriver`; `ModelCheck` (loading a
// model with its SQL checked by its dialect's driver) in `Migration`; `IntrospectionError` and
// `DatabaseFile` in `SQLiteDriver`. This module re-exports them for one release, so that
// `import SQLiteSchema` keeps compiling; import the modules themselves instead.
@_exported import Migration
@_exported import SQLiteDriver
@_exported import SchemaCore

/// The model check's name before `ModelCheck`.
@available(*, deprecated, renamed: "ModelCheck")
public typealias SchemaCheck = ModelCheck
