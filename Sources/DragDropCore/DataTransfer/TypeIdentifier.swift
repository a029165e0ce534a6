import Synchronization

/// A uniform type identifier such as `public.png` (UIKit's `UTType`), with a conformance
/// graph (`public.png` → `public.image` → `public.data` → `public.item`), MIME types and
/// filename extensions. Built-in types are declared in `TypeIdentifier+BuiltIns.swift`;
/// applications declare their own with ``declare(_:conformingTo:mimeTypes:filenameExtensions:)``,
/// `init(exportedAs:…)` or `init(importedAs:…)`, at launch (``declareAtLaunch(_:)``).
///
/// An identifier that was never declared is still usable: it conforms to itself only.
public struct TypeIdentifier: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The reverse-DNS string, e.g. `public.utf8-plain-text`. Compared case-insensitively.
    public let identifier: String

    /// The type with this identifier ("public.png"); unknown identifiers conform only to `.item`.
    public init(_ identifier: String) {
        self.identifier = identifier.lowercased()
    }

    public var description: String { identifier }

    /// Whether this type was declared (built in or by the application).
    public var isDeclared: Bool { TypeRegistry.shared.declaration(of: self) != nil }

    /// The types this one conforms to directly.
    public var directSupertypes: [TypeIdentifier] {
        TypeRegistry.shared.declaration(of: self)?.supertypes ?? []
    }

    /// Every type this one conforms to, itself included.
    /// - Complexity: O(size of the conformance graph above this type).
    public var supertypes: Set<TypeIdentifier> {
        var seen: Set<TypeIdentifier> = [self]
        var pending = directSupertypes
        while let next = pending.popLast() {
            if seen.insert(next).inserted { pending.append(contentsOf: next.directSupertypes) }
        }
        return seen
    }

    /// Whether this type is `other` or conforms to it through the graph.
    public func conforms(to other: TypeIdentifier) -> Bool {
        self == other || supertypes.contains(other)
    }

    /// MIME types, preferred first.
    public var mimeTypes: [String] { TypeRegistry.shared.declaration(of: self)?.mimeTypes ?? [] }
    /// The first MIME type of the type, if it has any.
    public var preferredMIMEType: String? { mimeTypes.first }

    /// Filename extensions (without dot), preferred first.
    public var filenameExtensions: [String] { TypeRegistry.shared.declaration(of: self)?.filenameExtensions ?? [] }
    /// The first file name extension of the type, if it has any.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The type a MIME type names, e.g. `text/plain;charset=utf-8` → `public.utf8-plain-text`.
    /// Parameters other than `charset` are ignored, as is case. X11 selection targets
    /// (`UTF8_STRING`, `STRING`, `TEXT`) map to the plain-text types.
    public init?(mimeType: String) {
        guard let type = TypeRegistry.shared.type(forMIMEType: mimeType) else { return nil }
        self = type
    }

    /// The type a filename extension names, e.g. `jpg` → `public.jpeg`.
    public init?(filenameExtension: String) {
        guard let type = TypeRegistry.shared.type(forFilenameExtension: filenameExtension) else { return nil }
        self = type
    }

    /// Declares an application type (UIKit's exported type declarations).
    /// Declaring the same identifier again replaces the earlier declaration.
    @discardableResult
    public static func declare(
        _ identifier: String,
        conformingTo supertypes: [TypeIdentifier],
        mimeTypes: [String] = [],
        filenameExtensions: [String] = []
    ) -> TypeIdentifier {
        let type = TypeIdentifier(identifier)
        let namesTypedWithout = TypeRegistry.shared.declare(TypeDeclaration(
            type: type, supertypes: supertypes,
            mimeTypes: mimeTypes.map(MIMEType.normalize), filenameExtensions: filenameExtensions.map { $0.lowercased() }))
        if !namesTypedWithout.isEmpty { reportLateDeclaration(of: type, namesTypedWithout: namesTypedWithout) }
        return type
    }

    /// A declaration came after data it names was typed without it: said as a ``Diagnostic``.
    private static func reportLateDeclaration(of type: TypeIdentifier, namesTypedWithout names: [String]) {
        let message = """
            \(type) was declared after \(names.joined(separator: ", ")) had already been typed without it \
            (as plain data): declare it at launch, before the first drag, with \
            TypeIdentifier.declareAtLaunch(_:) (as Info.plist declares an iOS application's types)
            """
        // Declarations are made on any thread (a `static let` is initialised where it is first read).
        Task { @MainActor in Diagnostics.handler(Diagnostic(view: "TypeIdentifier", message: message)) }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

struct TypeDeclaration: Sendable {
    var type: TypeIdentifier
    var supertypes: [TypeIdentifier]
    var mimeTypes: [String]
    var filenameExtensions: [String]
}

/// Process-wide table of declared types; built-ins first, application types after.
final class TypeRegistry: Sendable {
    static let shared = TypeRegistry(declarations: TypeIdentifier.builtInDeclarations)

    private struct Tables {
        var declarations: [TypeIdentifier: TypeDeclaration] = [:]
        var byMIMEType: [String: TypeIdentifier] = [:]
        var byExtension: [String: TypeIdentifier] = [:]
        /// MIME types and extensions looked up in vain ("audio/ogg", ".ogg"), up to
        /// `TypeRegistry.missedLimit`: a later declaration of one of them came too late.
        var missed: Set<String> = []

        /// Remembers a name looked up in vain, while fewer than the limit are.
        mutating func remember(missed name: String) {
            if missed.count < TypeRegistry.missedLimit { missed.insert(name) }
        }
    }

    /// How many names looked up in vain are remembered (outside data names any it likes).
    static let missedLimit = 4096

    private let tables = Mutex(Tables())

    init(declarations: [TypeDeclaration]) {
        for declaration in declarations { declare(declaration) }
    }

    /// Declares a type; returns the MIME types and extensions (".ogg") it names that were
    /// looked up in vain before.
    @discardableResult
    func declare(_ declaration: TypeDeclaration) -> [String] {
        tables.withLock { tables in
            tables.declarations[declaration.type] = declaration
            var typedWithout: [String] = []
            // The first declaration of a MIME type or extension owns it (built-ins win).
            for mime in declaration.mimeTypes where tables.byMIMEType[mime] == nil {
                tables.byMIMEType[mime] = declaration.type
                if tables.missed.remove(mime) != nil { typedWithout.append(mime) }
            }
            for ext in declaration.filenameExtensions where tables.byExtension[ext] == nil {
                tables.byExtension[ext] = declaration.type
                if tables.missed.remove("." + ext) != nil { typedWithout.append("." + ext) }
            }
            return typedWithout
        }
    }

    func declaration(of type: TypeIdentifier) -> TypeDeclaration? {
        tables.withLock { $0.declarations[type] }
    }

    func type(forMIMEType mimeType: String) -> TypeIdentifier? {
        let key = MIMEType.normalize(mimeType)
        return tables.withLock { tables in
            if let exact = tables.byMIMEType[key] { return exact }
            // `text/plain; format=flowed` → `text/plain`; an unknown charset still names text.
            let essence = MIMEType.essence(of: key)
            if let type = tables.byMIMEType[essence] { return type }
            tables.remember(missed: essence)
            return nil
        }
    }

    func type(forFilenameExtension ext: String) -> TypeIdentifier? {
        let key = ext.hasPrefix(".") ? String(ext.dropFirst()).lowercased() : ext.lowercased()
        return tables.withLock { tables in
            if let type = tables.byExtension[key] { return type }
            tables.remember(missed: "." + key)
            return nil
        }
    }
}

