import Foundation

extension TypeIdentifier {
    /// Declares a type the application owns (SwiftUI's `UTType(exportedAs:conformingTo:)`),
    /// e.g. `TypeIdentifier(exportedAs: "com.example.team")`. Between processes it travels
    /// as `application/x-<identifier>` unless MIME types are given.
    public init(exportedAs identifier: String, conformingTo supertype: TypeIdentifier = .data,
                mimeTypes: [String] = [], filenameExtensions: [String] = []) {
        self = Self.declare(identifier, conformingTo: [supertype],
                            mimeTypes: mimeTypes.isEmpty ? ["application/x-\(identifier.lowercased())"] : mimeTypes,
                            filenameExtensions: filenameExtensions)
    }

    /// Declares a type another application owns (SwiftUI's `UTType(importedAs:conformingTo:)`);
    /// an earlier declaration of it (a built-in one, say) is kept.
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
