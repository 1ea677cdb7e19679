// Exercises records generated from models/Library, models/StarWars and the OrderLines, Settings and EventLog fixture models against a real
// SQLite file given as the first argument. Prints one line per failed expectation and
// exits 1 when any failed; prints "fixture: ok" otherwise.
import Foundation
import GRDB
import LibraryRecords
import ModelRuntime
import EventLogRecords
import OrderLineRecords
import SettingsRecords
import StarWarsRecords

nonisolated(unsafe) var failures: [String] = []

func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
    if !condition { failures.append("line \(line): \(message())") }
}

func expectError(_ message: String, line: Int = #line, _ body: () throws -> Void) {
    do {
        try body()
        failures.append("line \(line): expected an error \(message)")
    } catch {
        expect("\(error)" == message, "expected error \(message), got \(error)", line: line)
    }
}

func run(databasePath: String) throws {
    let queue = try Library.openDatabase(at: databasePath)
    let store = ModelStore(queue)
    let joined = Date(timeIntervalSince1970: 1_704_164_645.678)  // 2024-01-02T03:04:05.678Z
    let personID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    // Insert and fetch a record with every attribute type.
    var ada = LibraryRecords.Person(
        id: personID, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", joinedAt: joined,
        settings: ["theme": "dark", "sizes": [1, 2.5]], balance: Decimal(string: "12.50")!, rating: 4.5,
        isStaff: true, avatar: Data([0, 1, 2]), homepage: URL(string: "https://example.com/ada")!
    )
    try store.upsert(ada)
    let fetched = try store.fetch(LibraryRecords.Person.self, key: personID)
    expect(fetched == ada, "fetched person equals inserted: \(String(describing: fetched))")
    expect(ada.status == .active && ada.age == 0, "model defaults apply")
    // The record as a payload reads back as the same record, every attribute type included.
    let payload = ada.jsonPayload()
    expect(try LibraryRecords.Person(json: payload) == ada, "jsonPayload() reads back through init(json:): \(payload)")

    // The storage format matches the compiled schema.
    try queue.read { db in
        let row = try Row.fetchOne(db, sql: "SELECT id, joined_at, typeof(is_staff) AS staffType, is_staff, balance, settings, homepage FROM person")!
        expect(row["id"] as String? == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "uuid stored as lowercase text: \(row)")
        expect(row["joined_at"] as String? == "2024-01-02T03:04:05.678Z", "date stored as ISO-8601 with ms: \(row)")
        expect(row["staffType"] as String? == "integer" && row["is_staff"] as Int? == 1, "bool stored as 0/1: \(row)")
        expect(row["balance"] as String? == "12.5", "decimal stored as text: \(row)")
        expect(row["settings"] as String? == #"{"sizes":[1,2.5],"theme":"dark"}"#, "json stored as sorted text: \(row)")
        expect(row["homepage"] as String? == "https://example.com/ada", "url stored as text: \(row)")
    }

    // Typed queries through GRDB's query interface.
    let staff = try store.fetch(LibraryRecords.Person.filter(LibraryRecords.Person.Columns.isStaff == true))
    expect(staff.map(\.id) == [personID], "query interface filters on generated columns")

    // Patches: absent fields untouched, null clears.
    ada.update(with: LibraryRecords.Person.Patch(nickname: .value("Countess"), rating: .null))
    expect(ada.nickname == "Countess" && ada.rating == nil && ada.firstName == "Ada", "patch applies set and null, keeps absent")
    let decodedPatch = try JSONDecoder().decode(LibraryRecords.Person.Patch.self, from: Data(#"{"nickname": null, "age": 36}"#.utf8))
    expect(decodedPatch.nickname == .null && decodedPatch.age == 36 && decodedPatch.rating == .absent, "Patch decodes absent vs null")
    ada.update(with: decodedPatch)
    try store.upsert(ada)
    expect(try store.fetch(LibraryRecords.Person.self, key: personID)?.age == 36, "patched record stored")

    // JSON updates: absent keys untouched, null clears optionals, errors name the key path.
    try ada.update(with: ["lastName": "King", "homepage": nil] as JSONValue)
    expect(ada.lastName == "King" && ada.homepage == nil && ada.firstName == "Ada", "JSON update semantics")
    expectError("joinedAt: expected a date, got \"soon\"") { try ada.update(with: ["joinedAt": "soon"] as JSONValue) }
    expectError("firstName: expected a string, got null (the field is required)") { try ada.update(with: ["firstName": nil] as JSONValue) }
    expectError("age: 200 is above the maximum 150") { try ada.update(with: ["age": 200] as JSONValue) }
    expectError("status: \"gone\" is not one of \"active\", \"banned\"") { try ada.update(with: ["status": "gone"] as JSONValue) }
    expectError("visits: expected a 32-bit integer, got 2.5, which would not convert exactly") { try ada.update(with: ["visits": 2.5] as JSONValue) }
    expect(ada.lastName == "King", "a failed update leaves the record unchanged")

    // Upsert from JSON with a nested to-one object, then a sync with deleteMissing.
    let rex = try store.upsert(Dog.self, json: [
        "id": 1, "name": "Rex",
        "owner": ["id": "5BD2A0E4-0000-4000-8000-000000000001", "firstName": "Grace", "lastName": "Hopper",
                  "email": "grace@example.com", "joinedAt": "2023-05-06T07:08:09Z"],
    ])
    expect(rex.ownerID == UUID(uuidString: "5bd2a0e4-0000-4000-8000-000000000001"), "nested owner upserted and referenced")
    let grace = try store.fetch(LibraryRecords.Person.self, key: rex.ownerID)
    expect(grace?.firstName == "Grace", "nested owner stored")
    let owner = ada.id.uuidString
    let result = try store.sync(Dog.self, json: [
        ["id": 1, "name": "Rex II"],
        ["id": 2, "name": "Fido", "owner": .string(owner)],
        ["id": 3, "name": "Spot", "breed": "Dalmatian", "owner": .string(owner)],
    ])
    expect(result.written == 3 && result.deleted == 0, "sync counts: \(result)")
    let dogs = try store.fetch(Dog.order(Dog.Columns.id))
    expect(dogs.map(\.name) == ["Rex II", "Fido", "Spot"] && dogs[0].ownerID == rex.ownerID, "sync updates by id and keeps absent fields: \(dogs)")
    let adaDogs = try queue.read { db in try ada.dogs.fetchCount(db) }
    expect(adaDogs == 2, "hasMany association request")
    let second = try store.sync(Dog.self, json: [["id": 3, "name": "Spotty"]], deleteMissing: true)
    expect(second.deleted == 2, "sync deleteMissing deletes rows not in the payload: \(second)")
    expectError("dogs[1].name: text of 61 characters is longer than the maximum 60") {
        try store.sync(Dog.self, json: [["id": 3, "name": "Ok"], ["id": 4, "name": .string(String(repeating: "x", count: 61)), "owner": .string(owner)]], root: "dogs")
    }
    expect(try store.fetch(Dog.self, key: 3)?.name == "Spotty", "a failed sync rolls back")

    // Many-to-many with an ordered join table, written from nested payloads.
    let book = try store.upsert(Book.self, json: [
        "id": "00000000-0000-4000-8000-0000000000b1", "title": "Notes", "author": "Ada", "isbn": "0123456789",
        "tags": [["id": 1, "name": "math"], ["id": 2, "name": "history"]],
    ])
    let tags = try queue.read { db in try book.tags.order(Tag.Columns.name).fetchAll(db) }
    expect(tags.map(\.name) == ["history", "math"], "hasMany(through:) over the join table: \(tags)")
    expectError("isbn: \"12\" does not match the pattern ^[0-9]{9}[0-9X]$|^97[89][0-9]{10}$") {
        _ = try Book(json: ["id": "00000000-0000-4000-8000-0000000000b2", "title": "T", "author": "A", "isbn": "12"])
    }

    // Delete rules: Person.dogs cascades (the dogs' ON DELETE CASCADE).
    try store.delete(ada)
    expect(try store.count(Dog.all()) == 0, "deleting a person cascades to their dogs")

    // StarWars: sync films with nested characters and planets (snake_case JSON keys).
    let starWars = try StarWars.openDatabase(at: databasePath + ".starwars")
    let swStore = ModelStore(starWars)
    let films: JSONValue = [
        ["id": 1, "title": "A New Hope", "episode_id": 4, "director": "George Lucas", "release_date": "1977-05-25",
         "characters": [["id": 1, "name": "Luke Skywalker", "gender": "male", "homeworld": ["id": 1, "name": "Tatooine"]]],
         "planets": [1]],
        ["id": 2, "title": "The Empire Strikes Back", "episode_id": 5, "director": "Irvin Kershner", "release_date": "1980-05-17T00:00:00.000Z",
         "characters": [1, ["id": 2, "name": "Leia Organa", "gender": "female"]]],
    ]
    try swStore.transaction { writer in _ = try writer.sync(Film.self, json: films, root: "films") }
    let empire = try swStore.fetch(Film.self, key: 2)
    let cast = try starWars.read { db in try empire?.characters.order(StarWarsRecords.Person.Columns.id).fetchAll(db) } ?? []
    expect(cast.map(\.name) == ["Luke Skywalker", "Leia Organa"], "many-to-many from ids and nested objects: \(cast)")
    let luke = try swStore.fetch(StarWarsRecords.Person.self, key: 1)
    expect(luke?.homeworldID == 1 && luke?.gender == .male, "nested to-one inside a nested object: \(String(describing: luke))")
    expectError("films[0].release_date: expected a date, got \"soon\"") {
        try swStore.sync(Film.self, json: [["id": 3, "title": "X", "episode_id": 1, "director": "Y", "release_date": "soon"]], root: "films")
    }
}

/// `OrderLine` holds a `productID` attribute beside its `product` relationship, whose key
/// the record names after its column (`productRef`): two properties, two columns.
func runOrderLines(databasePath: String) throws {
    let store = ModelStore(try OrderLines.openDatabase(at: databasePath))
    try store.upsert(OrderLineRecords.Product(id: 1, name: "Lamp"))
    let line = OrderLine(id: 1, productID: 42, quantity: 2, productRef: 1)
    try store.upsert(line)
    expect(try store.fetch(OrderLine.self, key: 1) == line, "the order line round-trips")
    let fromJSON = try OrderLine(json: ["id": 2, "productID": 7, "product": 1])
    expect(fromJSON.productID == 7 && fromJSON.productRef == 1, "JSON fills the attribute and the key: \(fromJSON)")
}

/// Key columns that allow NULL, as an adopted table that is not STRICT has them: the
/// record's one key is still required (`let key: String`), so a row another program
/// stored with a NULL key is refused by name when read; a composite key's nullable
/// members are optional properties, and rows differing only in a NULL member both stay.
func runSettings(databasePath: String) throws {
    let queue = try Settings.openDatabase(at: databasePath)
    let store = ModelStore(queue)
    try store.upsert(Setting(key: "theme", value: "dark"))
    try store.upsert(Setting(key: "theme", value: "light"))
    expect(try store.fetch(Setting.self, key: "theme")?.value == "light", "a setting upserts by its key")
    try store.upsert(FileType(id: 1, name: "PDF"))
    try queue.write { db in
        try FileTypeMimeType(mimeType: "application/pdf", fileTypeID: 1).insert(db)
        try FileTypeMimeType(mimeType: nil, fileTypeID: 1).insert(db)
        try FileTypeMimeType(mimeType: nil, fileTypeID: 1).insert(db)
    }
    let mimeTypes = try queue.read { try FileTypeMimeType.order(FileTypeMimeType.Columns.mimeType).fetchAll($0) }
    expect(mimeTypes.map(\.mimeType) == [nil, nil, "application/pdf"], "NULL key members are told apart, as SQLite does: \(mimeTypes)")
    // A key of several columns is the row's identity: `update(with:)` leaves each of its
    // columns alone, as it leaves a single key, so the record still saves to its row.
    var scoped = try ScopedSetting(json: ["scope": "sync", "key": "interval", "value": "5"] as [String: Any])
    try queue.write { try scoped.insert($0) }
    try scoped.update(with: ["key": "elsewhere", "value": "10"] as [String: Any])
    expect(scoped.scope == "sync" && scoped.key == "interval" && scoped.value == "10", "a key column is not patched: \(scoped)")
    try queue.write { try scoped.update($0) }
    let stored = try queue.read { try ScopedSetting.fetchAll($0) }
    expect(stored.map(\.value) == ["10"] && stored.map(\.key) == ["interval"], "the row is updated in place: \(stored)")
    // A json default is JSON text: `"{}"` is an empty object, as the column's DEFAULT says.
    expect(scoped.options == .object([:]), "the default of a json field is the value its text spells: \(scoped.options)")
    let options = try queue.read { try String.fetchAll($0, sql: "SELECT options FROM scoped_settings") }
    try queue.write { try $0.execute(sql: "INSERT INTO scoped_settings (scope, key) VALUES ('sync', 'other')") }
    let defaulted = try queue.read { try String.fetchOne($0, sql: "SELECT options FROM scoped_settings WHERE key = 'other'") }
    expect(options == ["{}"] && defaulted == "{}", "the record stores what the SQL default stores: \(options), \(String(describing: defaulted))")
    var mimeType = try queue.read { try FileTypeMimeType.filter(FileTypeMimeType.Columns.mimeType == "application/pdf").fetchOne($0) }
    try mimeType?.update(with: ["fileType": 2] as [String: Any])
    expect(mimeType?.fileTypeID == 1, "a relationship in the key is not patched either: \(String(describing: mimeType))")
    do {
        _ = try ScopedSetting(json: ["scope": "sync", "value": "5"] as [String: Any])
        failures.append("a new record's payload without a key column was accepted")
    } catch {
        expect("\(error)" == "key: expected a string, but the key is absent", "a new record's payload gives every key column: \(error)")
    }
    try queue.write { try $0.execute(sql: "INSERT INTO settings (key, value) VALUES (NULL, 'orphan')") }
    do {
        let all = try queue.read { try Setting.fetchAll($0) }
        failures.append("a NULL key was read as a record: \(all)")
    } catch {
        expect("\(error)" == #"cannot read a Setting row: its key column "key" holds NULL, which a record's key cannot (give the row a key, or read the table with SQL)"#,
               "the error names the key column: \(error)")
    }
}

/// A table with no primary key (`primaryKey: rowid`): its records are inserted and read
/// (two equal rows stay two rows), reach the keyed table they reference through GRDB's
/// association, and go with it by the foreign key's ON DELETE CASCADE.
func runEventLog(databasePath: String) throws {
    let queue = try EventLog.openDatabase(at: databasePath)
    let store = ModelStore(queue)
    try store.upsert(Device(id: 1, name: "phone", serial: "SN-1"))
    let boot = Event(id: 7, kind: .boot, at: 100, deviceID: 1)
    try queue.write { db in
        try boot.insert(db)
        try boot.insert(db)
        try Event(kind: .login, at: 101).insert(db)
    }
    let events = try queue.read { try Event.order(Event.Columns.at).fetchAll($0) }
    expect(events == [boot, boot, Event(kind: .login, at: 101)], "rows without a key are inserted and read as they are: \(events)")
    let device = try queue.read { try boot.device.fetchOne($0) }
    expect(device?.name == "phone", "the association reaches the keyed table: \(String(describing: device))")
    // A key that references the unique `serial`, not the key: GRDB's association says so.
    let beat = Heartbeat(at: 5, deviceID: "SN-1")
    try queue.write { try beat.insert($0) }
    expect(try queue.read { try beat.device.fetchOne($0) }?.id == 1, "the association follows `references: serial`")
    expect(try queue.read { db in try Device.fetchOne(db, key: 1)?.heartbeats.fetchAll(db) } == [beat], "and the inverse too")
    let fromJSON = try Heartbeat(json: ["at": 6, "device": ["serial": "SN-1"]])
    expect(fromJSON.deviceID == "SN-1", "a nested object gives the referenced attribute: \(fromJSON)")
    // An AUTOINCREMENT key not named `id`: nil until inserted, and `id` forwards it.
    var crash = Crash(message: "out of memory", init: "boot")
    expect(crash.`init` == "boot", "a property named `init` is set by the memberwise initializer: \(crash)")
    expect(crash.id == nil, "a new record has no key yet: \(crash)")
    try queue.write { try crash.insert($0) }
    expect(crash.id != nil && crash.id == crash.crashID, "the key SQLite gave is the record's id: \(crash)")
    expect(try queue.read { try Crash.fetchOne($0, key: crash.crashID) } == crash, "and reads back by it")
    _ = try store.delete(Device.self, key: 1)
    expect(try queue.read { try Event.fetchCount($0) } == 1, "the device's events go with it (ON DELETE CASCADE)")
    expect(try queue.read { try Heartbeat.fetchCount($0) } == 0, "and its heartbeats, by the key to `serial`")
}

do {
    guard CommandLine.arguments.count == 2 else {
        print("usage: FixtureCheck <database-path>")
        exit(2)
    }
    try run(databasePath: CommandLine.arguments[1])
    try runOrderLines(databasePath: CommandLine.arguments[1] + ".orders")
    try runSettings(databasePath: CommandLine.arguments[1] + ".settings")
    try runEventLog(databasePath: CommandLine.arguments[1] + ".events")
} catch {
    failures.append("unexpected error: \(error)")
}
if failures.isEmpty {
    print("fixture: ok")
} else {
    for failure in failures { print("fixture failure: \(failure)") }
    exit(1)
}
