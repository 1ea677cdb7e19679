import Foundation

/// Reads the migration files a generated schema file embeds.
public enum MigrationSources {
    /// The conventional folder for a model's migrations: `migrations/<Model>` beside the
    /// `models/` folder that holds the model folder (`models/Library` → `migrations/Library`).
    public static func defaultFolder(forModelAt modelPath: String, modelName: String) -> String {
        var url = URL(fileURLWithPath: modelPath).standardizedFileURL
        if url.pathExtension == "yaml" || url.pathExtension == "yml" || url.pathExtension == "json" {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("migrations").appendingPathComponent(modelName).path
    }

    /// The `*.sql` files of `folder`, sorted by name, as embedded migrations named after
    /// their files (`0001_create.sql` → `0001_create`); empty when the folder does not exist.
    /// Line endings are normalised to LF so checkouts with CRLF generate the same code.
    public static func load(from folder: String) throws -> [EmbeddedMigration] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return try names.filter { $0.hasSuffix(".sql") }.sorted().map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
            return EmbeddedMigration(name: String(name.dropLast(4)), sql: text)
        }
    }
}
