// Runs as an app would at first launch: moves each Core Data store named on the command
// line into a new database with the generated `Chat.coreDataStoreMigration`, linking only
// ModelRuntime, GRDB and the generated code, then reads the new database through the
// generated records. Arguments: pairs of `<store> <database>`. Prints one line per store;
// the test checks the databases itself (Tool/Tests/modelcTests/CoreDataStoreMigrationPackageTests.swift).
import ChatRecords
import Foundation
import GRDB
import ModelRuntime

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments.count.isMultiple(of: 2) else {
    FileHandle.standardError.write(Data("usage: CoreDataCheck <store> <database> [<store> <database> …]\n".utf8))
    exit(2)
}
for pair in stride(from: 0, to: arguments.count, by: 2) {
    let store = URL(fileURLWithPath: arguments[pair])
    let database = URL(fileURLWithPath: arguments[pair + 1])
    do {
        let steps = StepCounter()
        let report = try await Chat.coreDataStoreMigration.run(store: store, into: database) { progress in
            steps.record(progress)
        }
        let queue = try Chat.openDatabase(at: database.path)
        let (messages, users, participants) = try queue.read { db in
            (try Message.fetchCount(db), try User.order(Column("id")).fetchAll(db).map(\.name),
             try Conversation.fetchOne(db, key: 1)?.participants.fetchAll(db).map(\.name) ?? [])
        }
        let counts = report.counts.map { "\($0.coreData)=\($0.written)" }.joined(separator: ",")
        print("\(store.lastPathComponent): \(report.coreDataVersion) v\(report.copiedAtVersion) steps=\(steps.last) messages=\(messages) users=\(users.joined(separator: "+")) general=\(participants.joined(separator: "+")) counts=\(counts)")
    } catch {
        print("\(store.lastPathComponent): error: \(error)")
    }
}

/// The last progress reported, from the migration's background task.
final class StepCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = ""
    var last: String {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func record(_ progress: CoreDataStoreMigration.Progress) {
        lock.lock()
        defer { lock.unlock() }
        value = "\(progress.completed)/\(progress.total)"
    }
}
