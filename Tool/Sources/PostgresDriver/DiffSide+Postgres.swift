import Migration
import SchemaCore

extension DiffSide {
    /// The live schema of the PostgreSQL database `settings` names, in the words of
    /// `other` (the model side of the diff, compiled for PostgreSQL), labelled with the
    /// database's name: `modelc diff --from-db postgres://…` and `--to-db`.
    ///
    /// Read in the model's words so that what the server merely spells differently
    /// (`'active'::text` for `'active'`) plans nothing; see `PostgresIntrospection+Wording`.
    public static func postgres(_ settings: PostgresConnectionSettings, describedAs other: DiffSide) throws(PostgresDatabaseError) -> DiffSide {
        DiffSide(schema: try PostgresIntrospection.introspect(settings, describedAs: other.schema), model: nil, label: settings.displayName)
    }
}
