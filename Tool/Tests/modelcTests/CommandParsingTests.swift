import ArgumentParser
import XCTest

@testable import modelc

/// `Modelc.parse(_:)` parses `modelc <subcommand> …` with the subcommand as the root,
/// skipping what only the root does: it must give the command the full parse gives, and
/// leave help, `--version` and completion requests to the full parse.
final class CommandParsingTests: XCTestCase {
    private let commandLines = [
        ["validate", "models/Library"],
        ["compile", "models/StarWars", "--format", "sql"],
        ["compile", "models/Library", "--dialect", "postgres"],
        ["diff", "models/Library@1", "models/Library@2", "--exit-code"],
        ["migrate", "--db", "app.sqlite", "models/Library", "--allow-destructive", "--lock-timeout", "5"],
        ["migrate", "make", "models/Library"],
        ["migrate", "status", "--db", "app.sqlite", "models/Library"],
        ["inspect", "--db", "app.sqlite", "--format", "json"],
        ["generate", "models/Library", "--output", "Sources/Library", "--check"],
        ["check", "models/Library"],
        ["import", "coredata", "Model.xcdatamodeld", "--name", "Shop", "--output", "models"],
    ]

    func testASubcommandParsedAsTheRootGivesTheCommandTheFullParseGives() throws {
        for arguments in commandLines {
            let fast = try Modelc.parse(arguments)
            let full = try Modelc.parseAsRoot(arguments)
            XCTAssertTrue(type(of: fast) == type(of: full), "\(arguments)")
            XCTAssertEqual(String(reflecting: fast), String(reflecting: full), "\(arguments)")
        }
    }

    func testRootOnlyRequestsAndRejectedArgumentsTakeTheFullParse() throws {
        XCTAssertTrue(try Modelc.parse([]) is Modelc)
        for arguments in [["validate", "--help"], ["help", "validate"], ["compile", "--version"]] {
            XCTAssertEqual(String(reflecting: try? Modelc.parse(arguments)), String(reflecting: try? Modelc.parseAsRoot(arguments)), "\(arguments)")
        }
        XCTAssertThrowsError(try Modelc.parse(["validate", "models/Library", "--no-such-option"])) { error in
            XCTAssertEqual(Modelc.fullMessage(for: error), """
                Error: Unknown option '--no-such-option'
                Usage: modelc validate <models> ... [--strict] [--format <format>]
                  See 'modelc validate --help' for more information.
                """)
        }
    }

    /// `migrate baseline --version N` without `--model` is a missing argument: the parse
    /// failed on the required option and ArgumentParser then read `--version` as the
    /// version flag, printing the version and exiting 0 with nothing recorded.
    func testBaselineWithoutAModelIsAMissingArgumentNotTheVersionFlag() throws {
        XCTAssertThrowsError(try Modelc.parseAsRoot(["migrate", "baseline", "--db", "app.sqlite", "--version", "1"])) { error in
            XCTAssertEqual(Modelc.message(for: error), "Missing expected argument '--model <model>'")
            XCTAssertEqual(Modelc.exitCode(for: error), .validationFailure)
        }
        XCTAssertNoThrow(try Modelc.parseAsRoot(["migrate", "baseline", "--db", "app.sqlite", "--model", "models/Library", "--version", "1"]))
    }
    /// `inspect --as-model --format json` printed the YAML model and exited 0, which a
    /// script reading JSON cannot tell from a result: the pair is refused.
    func testAsModelWithFormatJSONIsRefusedRatherThanPrintingYAML() throws {
        XCTAssertThrowsError(try Modelc.parseAsRoot(["inspect", "--db", "app.sqlite", "--as-model", "--format", "json"])) { error in
            XCTAssertEqual(Modelc.message(for: error),
                           "--as-model prints the model as YAML, with notes on what it leaves out as comments; --format json does not apply to it: leave --format out.")
            XCTAssertEqual(Modelc.exitCode(for: error), .validationFailure)
        }
        XCTAssertNoThrow(try Modelc.parseAsRoot(["inspect", "--db", "app.sqlite", "--as-model", "--format", "text"]))
    }

    /// A `--db` that is a URL of no engine modelc has (or a misspelt `postgres`) is an
    /// argument error in every command that takes one: taken for a file name, it was
    /// looked for as a SQLite file, or created as one (`postgress:shop`).
    func testADatabaseURLOfNoEngineIsRefusedAsAnArgument() throws {
        for db in ["mysql://app@db/shop", "postgress://app@localhost/shop", "postgress:shop", "pg:shop"] {
            for command in [["migrate", "--db", db, "models/Library"], ["migrate", "status", "--db", db, "models/Library"], ["inspect", "--db", db],
                            ["diff", "models/Library", "--from-db", db], ["migrate", "test", "models/Library", "--db", db],
                            ["import", "coredata-store", "Store.sqlite", "--model", "Library.xcdatamodeld", "--name", "Library", "--db", db]] {
                XCTAssertThrowsError(try Modelc.parseAsRoot(command), "\(command)") { error in
                    XCTAssertTrue(Modelc.message(for: error).hasPrefix("--db `\(db)` names no engine modelc has"), Modelc.message(for: error))
                    XCTAssertEqual(Modelc.exitCode(for: error), .validationFailure)
                }
            }
        }
        for db in ["app.sqlite", "data/app:v2.sqlite", "postgres://app@localhost/shop", "postgresql:///shop?host=/run/postgresql"] {
            XCTAssertNoThrow(try Modelc.parseAsRoot(["inspect", "--db", db]), db)
        }
    }
}
