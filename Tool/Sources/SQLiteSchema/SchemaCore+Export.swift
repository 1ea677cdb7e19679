// The `Schema` values and the dialect's name live in `SchemaCore`, which names no
// engine; every module that imports `SQLiteSchema` (and every library user who did)
// still sees them through it.
@_exported import SchemaCore
