// The diff, plans and steps live in `MigrationPlanning`, which opens no database;
// every module that imports `Migration` (and every library user who did) still sees
// them through it.
@_exported import MigrationPlanning
