import Foundation

extension TypeIdentifier {
    /// Declares a type the application owns (SwiftUI's `UTType(exportedAs:conformingTo:)`),
    /// e.g. `TypeIdentifier(exportedAs: "com.example.team")`. Between processes it travels
    /// as `application/x-<identifier>` unless MIME types are given. In a `static let`, name it
    /// in ``declareAtLaunch(_:)``, or it is unknown until first read.
    public init(exportedAs identifier: String, conformingTo supertype: TypeIdentifier = .data,
                mimeTypes: [String] = [], filenameExtensions: [String] = []) {
        self = Self.declare(identifier, conformingTo: [supertype],
                            mimeTypes: mimeTypes.isEmpty ? ["application/x-\(identifier.lowercased())"] : mimeTypes,
                            filenameExtensions: filenameExtensions)
    }

    /// Declares a type another application owns (SwiftUI's `UTType(importedAs:conformingTo:)`,
    /// with the MIME types and extensions iOS reads from Info.plist); an earlier declaration of
    /// it (a built-in one, say) is kept. In a `static let`, name it in
    /// ``declareAtLaunch(_:)``, or it is unknown until first read.
    public init(importedAs identifier: String, conformingTo supertype: TypeIdentifier = .data,
                mimeTypes: [String] = [], filenameExtensions: [String] = []) {
        let type = TypeIdentifier(identifier)
        if type.isDeclared {
            self = type
        } else {
            self = Self.declare(identifier, conformingTo: [supertype], mimeTypes: mimeTypes, filenameExtensions: filenameExtensions)
        }
    }
}

extension TypeIdentifier {
    /// Info.plist's `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations`: the
    /// application's own types, declared at launch, before the first drag. A type declared in
    /// a `static let` (`static let ogg = TypeIdentifier(importedAs: …, filenameExtensions: ["ogg"])`)
    /// is declared only when that property is first read; until then a dropped file or
    /// another application's data of that type is typed without it (as plain data). Naming
    /// the properties here, at launch, declares them:
    ///
    /// ```swift
    /// TypeIdentifier.declareAtLaunch([.trackerModule, .team])
    /// ```
    ///
    /// A type in `types` with no declaration (made with `TypeIdentifier("…")`, which declares
    /// nothing) is a mistake, reported as a ``Diagnostic``; so is a declaration that comes after
    /// data it names was typed without it, wherever it is made.
    @MainActor
    public static func declareAtLaunch(_ types: [TypeIdentifier]) {
        for type in types where !type.isDeclared {
            Diagnostics.handler(Diagnostic(view: "TypeIdentifier", message: """
                declareAtLaunch: \(type) has no declaration, so nothing is typed as it: make it with \
                TypeIdentifier(importedAs:conformingTo:mimeTypes:filenameExtensions:) or \
                TypeIdentifier(exportedAs:conformingTo:mimeTypes:filenameExtensions:)
                """))
        }
    }
}
