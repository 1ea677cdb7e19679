// The `Schema` values and the dialect's name live in `SchemaCore`, which holds no
// engine's code; every module that imports `SQLiteSchema` (and every library user who did)
// still sees them through it.
@_exported import SchemaCore
