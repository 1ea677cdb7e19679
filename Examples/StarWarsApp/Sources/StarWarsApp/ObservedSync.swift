import Foundation
import GRDB
import ModelRuntime

/// A live list without a screen: one task observes the films by title and prints what
/// changes, while another syncs the payload in the background and then renames a film.
///
/// The sync is one transaction (films point at characters and planets that later films
/// bring, so foreign keys are checked at its commit), so the list goes from what was
/// stored to every film at once, never through half a sync; the rename shows as an
/// update and, since the title orders the list, a move.
func observeWhileSyncing(_ store: ModelStore, films: JSONValue) async throws {
    let expected = (try? films.decodeArray(at: .root).count) ?? 0
    let background = Task {
        try await store.transaction { writer in
            try writer.sync(Film.self, json: films, deleteMissing: true, root: "results")
        }
        try await store.upsert(Film.self, json: ["id": 1, "title": "Star Wars"])
    }
    print("Observing films by title while films.json syncs in the background:")
    var renamed = false
    for try await update in store.observeChanges(Film.order(Film.Columns.title)) {
        print("  " + describe(update))
        renamed = renamed || update.records.contains { $0.title == "Star Wars" }
        if update.records.count >= expected, renamed { break }
    }
    try await background.value
}

/// One line per update: the list's size and the titles inserted, updated, moved, deleted.
func describe(_ update: ListUpdates<Film>.Update) -> String {
    let titles = Dictionary(update.records.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    func named(_ keys: [Int64]) -> String { keys.map { titles[$0] ?? "#\($0)" }.joined(separator: ", ") }
    var parts = ["\(update.records.count) films"]
    if !update.changes.inserted.isEmpty { parts.append("inserted " + named(update.changes.inserted)) }
    if !update.changes.updated.isEmpty { parts.append("updated " + named(update.changes.updated)) }
    if !update.changes.moved.isEmpty { parts.append("moved " + named(update.changes.moved)) }
    if !update.changes.deleted.isEmpty { parts.append("deleted " + update.changes.deleted.map { "#\($0)" }.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
}
