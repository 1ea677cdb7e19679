import Foundation
import ModelcTestSupport
import XCTest

/// A key referenced by other tables changes type (a `string` key made `uuid`, as
/// Vaultwarden's `users.uuid`): the referencing columns follow it, and PostgreSQL's
/// migration changes the key's table first, with the foreign keys to it dropped and
/// added back, their names kept, whatever the tables' names' order. On a database with
/// rows and on a fresh one, and `inspect --model` finds nothing to report after.
final class PostgresRetypedKeyTests: PostgresProjectTestCase {
    /// Model `Vault`: `User` (table `users`, declared last, so the diff comes to it
    /// last) keyed by `uuid`, referenced by `Cipher` (table `ciphers`) through a foreign
    /// key named in the model, and by `AuthRequest` (`auth_requests`) whose column was
    /// adopted as `CHAR(36)`; version 2 makes the key a `uuid`.
    private func vault() throws {
        let models = project.appendingPathComponent("models/Vault")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        for (version, keyType) in [(1, "string"), (2, "uuid")] {
            try """
                model: Vault
                version: \(version)
                entities:
                  Cipher:
                    table: ciphers
                    attributes:
                      id: string
                    relationships:
                      owner: { to: User, inverse: ciphers, optional: true, foreignKeyName: cipher_owner }
                  AuthRequest:
                    table: auth_requests
                    strict: false
                    attributes:
                      id: string
                    relationships:
                      user: { to: User, inverse: requests, sqlType: "CHAR(36)" }
                  User:
                    table: users
                    attributes:
                      uuid: { type: \(keyType), primaryKey: true }
                      email: string
                    relationships:
                      ciphers: { to: Cipher, toMany: true, inverse: owner, deleteRule: cascade }
                      requests: { to: AuthRequest, toMany: true, inverse: user, deleteRule: cascade }

                """.write(to: models.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        let made = try modelc(["migrate", "make", "models/Vault", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    func testTheKeysTableChangesFirstAndTheReferencingKeysComeBackWithTheirNames() throws {
        try vault()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Vault@1"]).status, 0)
        let user = "0b8e5c9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"
        _ = try cluster.query(database: database, """
            INSERT INTO users VALUES ('\(user)', 'a@example.com');
            INSERT INTO ciphers VALUES ('c1', '\(user)');
            INSERT INTO auth_requests VALUES ('r1', '\(user)')
            """)
        let migrated = try modelc(["migrate", "--db", url, "models/Vault"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT attrelid::regclass::text || '.' || attname || ' ' || format_type(atttypid, atttypmod) FROM pg_attribute
            WHERE attrelid IN ('users'::regclass, 'ciphers'::regclass, 'auth_requests'::regclass) AND attname IN ('uuid', 'owner_id', 'user_id') ORDER BY 1
            """), "auth_requests.user_id uuid\nciphers.owner_id uuid\nusers.uuid uuid\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT conname FROM pg_constraint WHERE contype = 'f' ORDER BY conname"),
                       "auth_requests_user_id_fkey\ncipher_owner\n", "the foreign keys are back, the model's name kept")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND NOT convalidated"), "0\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT id || ' ' || owner_id FROM ciphers"), "c1 \(user)\n")
        let inspected = try modelc(["inspect", "--db", url, "--model", "models/Vault"])
        XCTAssertEqual(inspected.status, 0, inspected.stdout + inspected.stderr)
        // The key still holds the rows that reference it: deleting the user cascades.
        _ = try cluster.query(database: database, "DELETE FROM users")
        XCTAssertEqual(try cluster.query(database: database, "SELECT (SELECT count(*) FROM ciphers) + (SELECT count(*) FROM auth_requests)"), "0\n")
    }

    func testAFreshDatabaseReachesTheNewestVersion() throws {
        try vault()
        let migrated = try modelc(["migrate", "--db", url, "models/Vault"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try modelc(["inspect", "--db", url, "--model", "models/Vault"]).status, 0)
    }

    func testTheKeysTableIsPlannedBeforeTheTablesReferencingIt() throws {
        try vault()
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Vault/postgres/0002_vault_v2.sql"), encoding: .utf8)
        let steps = file.split(separator: "\n").filter { $0.hasPrefix("-- step: ") }.map { String($0.split(separator: ":")[2].split(separator: " ")[1]) }
        XCTAssertEqual(steps, ["users", "users", "ciphers", "ciphers", "auth_requests", "auth_requests"], file)
        XCTAssertTrue(file.contains("CHAR(36)") == false, "the adopted CHAR(36) column takes the key's uuid: \(file)")
    }

    /// A `double` adopted from a SQLite column declared `INTEGER` (world's
    /// `SurfaceArea`) keeps its fractions on PostgreSQL.
    func testAnIntegerDeclaredTypeDoesNotRoundADouble() throws {
        let models = project.appendingPathComponent("models/World")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try "model: World\nversion: 1\nentities:\n  Country:\n    strict: false\n    attributes:\n      code: { type: string, primaryKey: true }\n      surfaceArea: { type: double, sqlType: INTEGER }\n"
            .write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/World", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/World"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO country VALUES ('ABW', 193.5)")
        XCTAssertEqual(try cluster.query(database: database, "SELECT surface_area FROM country"), "193.5\n")
    }
}
