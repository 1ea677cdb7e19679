import Foundation
import PackagePlugin

/// A SwiftPM build-tool plugin that runs `modelc generate` for every model folder
/// `models/<Name>/` inside a target, so the target's records are generated on each build
/// with no build script.
///
/// Each model becomes one generated file, `<Name>.swift` (`--single-file`): SwiftPM needs
/// a build command's outputs before the model is read, and a prebuild command cannot use
/// a tool built from source. The command's inputs are the model's files and its
/// migration files, so SwiftPM reruns it only when one of them changes. Exclude
/// `models` from the target's sources (`exclude: ["models"]`) so SwiftPM does not warn
/// about unhandled files.
@main
struct ModelcGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let modelc = try context.tool(named: "modelc")
        let fileManager = FileManager.default
        let directory = targetDirectory(target, in: context.package.directoryURL)
        let models = directory.appendingPathComponent("models")
        let names = ((try? fileManager.contentsOfDirectory(atPath: models.path)) ?? []).sorted()
        var commands: [Command] = []
        for name in names {
            let folder = models.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let migrations = directory.appendingPathComponent("migrations").appendingPathComponent(name)
            let inputs = files(in: folder, extensions: ["yaml", "yml", "json"]) + files(in: migrations, extensions: ["sql"])
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(name)
            commands.append(.buildCommand(
                displayName: "modelc generate \(name)",
                executable: modelc.url,
                arguments: [
                    "generate", folder.path, "--output", output.path, "--single-file",
                    "--migrations", migrations.path,
                ],
                inputFiles: inputs,
                outputFiles: [output.appendingPathComponent(name + ".swift")]
            ))
        }
        return commands
    }

    /// The target's folder: the deepest folder holding all its source files, or the first
    /// folder above it (within the package) that has a `models` folder. (`Target.directoryURL`
    /// needs tools version 6.1 and `Target.directory` is deprecated; the package declares 6.0.)
    private func targetDirectory(_ target: SourceModuleTarget, in package: URL) -> URL {
        let folders = target.sourceFiles.map { $0.url.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return package }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        var candidate = URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
        let packagePath = package.standardizedFileURL.path
        while candidate.path.hasPrefix(packagePath), candidate.path != packagePath {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("models").path) { return candidate }
            candidate.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    private func files(in folder: URL, extensions: Set<String>) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { extensions.contains(($0 as NSString).pathExtension) }
            .map { folder.appendingPathComponent($0) }
    }
}
