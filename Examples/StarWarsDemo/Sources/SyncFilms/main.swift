// Syncs a Star Wars films JSON file into a SQLite database through the records that
// `modelc generate` wrote next to this file, after migrating the database with the
// migrations embedded in those records. Usage: SyncFilms <database> <films.json>
import Foundation
import GRDB
import ModelRuntime

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: SyncFilms <database> <films.json>\n".utf8))
    exit(2)
}
do {
    let queue = try StarWars.openDatabase(at: arguments[0])
    let payload = try JSONValue(data: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    let result = try ModelStore(queue).transaction { writer in
        try writer.sync(Film.self, json: payload["results"] ?? .null, deleteMissing: true, root: "results")
    }
    let counts = try queue.read { db in
        (try Film.fetchCount(db), try Person.fetchCount(db), try Planet.fetchCount(db))
    }
    print("synced \(result.written) films with records of StarWars version \(StarWars.version): "
        + "\(counts.0) films, \(counts.1) people, \(counts.2) planets stored")
} catch let error as JSONMappingError {
    FileHandle.standardError.write(Data("films JSON: \(error)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(4)
}
