// Syncs films.json into a SQLite database through the records the ModelcGenerate plugin
// generates from models/StarWars, then prints what is stored. With `--observe`, a task
// first watches the films by title and prints each change while the sync runs in the
// background (see ObservedSync.swift).
import Foundation
import GRDB
import ModelRuntime

let options = CommandLine.arguments.dropFirst().filter { $0.hasPrefix("--") }
let arguments = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }
let databasePath = arguments.first ?? FileManager.default.temporaryDirectory.appendingPathComponent("starwars.sqlite").path
let jsonURL = arguments.dropFirst().first.map { URL(fileURLWithPath: $0) } ?? Bundle.module.url(forResource: "films", withExtension: "json")

do {
    guard let jsonURL else { throw CocoaError(.fileNoSuchFile) }
    let store = try ModelStore.open(at: databasePath, migrator: StarWars.migrator)
    let payload = try JSONValue(data: Data(contentsOf: jsonURL))
    let films = payload["results"] ?? .null
    if options.contains("--observe") {
        try await observeWhileSyncing(store, films: films)
    }
    let result = try store.transaction { writer in
        try writer.sync(Film.self, json: films, deleteMissing: true, root: "results")
    }
    print("Synced \(result.written) films into \(databasePath) (\(result.deleted) removed).")
    try store.writer.read { db in
        for film in try Film.order(Film.Columns.episode).fetchAll(db) {
            let cast = try film.characters.order(Person.Columns.name).fetchAll(db).map(\.name)
            let year = StorageFormat.string(from: film.releaseDate).prefix(4)
            print("Episode \(film.episode): \(film.title) (\(year)), \(cast.count) characters: \(cast.joined(separator: ", "))")
        }
        let planets = try Planet.order(Planet.Columns.name).fetchAll(db).map(\.name)
        print("Planets: \(planets.joined(separator: ", "))")
    }
} catch let error as JSONMappingError {
    print("films.json: \(error)")
    exit(2)
} catch {
    print("error: \(error)")
    exit(4)
}
