import Foundation
import ModelcTestSupport
import XCTest

/// Names modelc makes that pass PostgreSQL's 63 bytes: an index named after a long table
/// and a long column (Wire's `idx_conversation_…` has 76 bytes) gets the start of its
/// name and a hash of the whole, the same in every file and on every run, so it
/// migrates and reads back as the model; a name the model gives stays the user's to
/// shorten.
final class PostgresLongNameTests: PostgresTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
    }

    private func write(_ text: String, version: Int) throws {
        let models = project.appendingPathComponent("models/Chat")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try text.write(to: models.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    private let longIndex = """
        model: Chat
        version: 1
        entities:
          ConversationParticipantMembership:
            attributes:
              id: int
              needsToBeUpdatedFromBackendServer: { type: bool, indexed: true }
              roleDescriptionForDisplay: string
            unique:
              - [roleDescriptionForDisplay, needsToBeUpdatedFromBackendServer]
        """

    func testALongIndexNameIsFittedAndMigratesWithoutDrift() throws {
        try write(longIndex, version: 1)
        let made = try modelc(["migrate", "make", "models/Chat", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Chat/postgres/0001_create_chat.sql"), encoding: .utf8)
        let names = file.matches(of: /CREATE (?:UNIQUE )?INDEX "([^"]+)"/).map { String($0.1) }
        XCTAssertEqual(names.count, 2, file)
        for name in names {
            XCTAssertLessThanOrEqual(name.utf8.count, 63, name)
            XCTAssertTrue(name.hasPrefix("idx_conversation_participant_membership_") || name.hasPrefix("uq_conversation_participant_membership_"), name)
        }
        XCTAssertEqual(try modelc(["migrate", "make", "models/Chat", "--dialect", "postgres", "--regenerate"]).status, 0)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("migrations/Chat/postgres/0001_create_chat.sql"), encoding: .utf8), file,
                       "the same names every time")

        let migrated = try modelc(["migrate", "--db", url, "models/Chat"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try modelc(["inspect", "--db", url, "--model", "models/Chat"]).status, 0, "no drift")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_indexes WHERE indexname IN (\(names.map { "'\($0)'" }.joined(separator: ", ")))"), "2\n")
    }

    func testALongNameTheModelGivesIsRefusedNamingIt() throws {
        try write(longIndex.replacingOccurrences(of: "  ConversationParticipantMembership:\n", with: """
              ConversationParticipantMembership:
                table: conversation_participant_membership_with_a_name_longer_than_postgres_keeps

            """), version: 1)
        let made = try modelc(["migrate", "make", "models/Chat", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 2, made.stdout + made.stderr)
        XCTAssertTrue(made.stderr.contains("conversation_participant_membership_with_a_name_longer_than_postgres_keeps"), made.stderr)
    }

    /// A table whose name has the 63 bytes PostgreSQL keeps, with a UNIQUE constraint the
    /// server named (and fitted), is adopted, made again and read back without drift:
    /// the constraint's name is the server's to choose, not one the model must shorten.
    func testATableOf63BytesWithAnUnnamedUniqueConstraintIsAdoptedAndMadeAgain() throws {
        let table = "a_really_quite_long_table_name_for_testing_truncation_of_names_"
        XCTAssertEqual(table.utf8.count, 63)
        _ = try cluster.query(database: database, "CREATE TABLE \(table) (id integer PRIMARY KEY, code text UNIQUE)")
        let adopted = try adoptAndReadBack(named: "Long", in: project)
        XCTAssertTrue(adopted.contains("constraint: true"), adopted)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Long", "--dialect", "postgres"]).status, 0)
        let fresh = try cluster.makeDatabase()
        let made = try modelc(["migrate", "--db", url(for: fresh), "models/Long"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let unique = "SELECT count(*) FROM pg_constraint WHERE contype = 'u' AND conrelid = '\(table)'::regclass"
        XCTAssertEqual(try cluster.query(database: fresh, unique), "1\n")
        XCTAssertEqual(try modelc(["inspect", "--db", url(for: fresh), "--model", "models/Long"]).status, 0, "no drift")
    }
}
