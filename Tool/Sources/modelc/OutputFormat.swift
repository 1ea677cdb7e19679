import ArgumentParser

/// Output formats for commands whose output is text for people or JSON for tools.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// Output formats for a compiled schema: its SQL, or the `Schema` as JSON.
enum SchemaFormat: String, ExpressibleByArgument, CaseIterable {
    case sql
    case json
}

/// `--format text|json`, shared by every command whose output tools may read.
struct FormatOption: ParsableArguments {
    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text
}

/// A command with `--format text|json`: asked for JSON, it prints its errors as JSON too.
protocol TextOrJSONCommand: FormattedCommand {
    var formatting: FormatOption { get }
}

extension TextOrJSONCommand {
    var printsJSON: Bool { formatting.format == .json }
}
