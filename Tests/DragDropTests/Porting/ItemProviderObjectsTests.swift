import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Provider objects written as UIKit code writes them: the completion-handler `loadData`,
/// the `String` type identifier of `object(withItemProviderData:typeIdentifier:)`.
@Suite("UIKit-shaped provider objects", .timeLimit(.minutes(1)))
struct ItemProviderObjectsTests {
    /// A team in the shape of UIKit samples' `NSItemProviderWriting` / `Reading` classes.
    final class Team: NSObject, ItemProviderWriting, ItemProviderReading, @unchecked Sendable {
        static let typeIdentifier = "com.example.team"
        let name: String
        init(name: String) { self.name = name }

        static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { [TypeIdentifier(typeIdentifier), .utf8PlainText] }
        static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] { [TypeIdentifier(typeIdentifier)] }

        func loadData(withTypeIdentifier typeIdentifier: String,
                      forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
            completionHandler(Data(name.utf8), nil)
            return nil
        }

        static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
            Self(name: String(decoding: data, as: UTF8.self))
        }

    }

    /// A type that implements neither form.
    struct Nothing: ItemProviderWriting, ItemProviderReading {
        static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.data] }
        static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.data] }
    }

    @Test("The completion-handler writer and the String reader take part in loads as the async forms do")
    func uikitShapes() async throws {
        let provider = ItemProvider(object: Team(name: "Bears"))
        #expect(try await provider.loadObject(ofClass: String.self) == "Bears")
        let team = try await provider.loadObject(ofClass: Team.self)
        #expect(team.name == "Bears")
    }

    @Test("A type implementing neither form fails the load with an error that says so, no endless recursion")
    func neither() async {
        let provider = ItemProvider(object: Nothing())
        await #expect(throws: ItemProviderError.self) { try await provider.loadDataRepresentation(forTypeIdentifier: .data) }
        #expect(throws: ItemProviderReadingNotImplemented.self) {
            try Nothing.object(withItemProviderData: Data(), typeIdentifier: TypeIdentifier.data)
        }
    }

    @Test("NSItemProvider(item:typeIdentifier:) as UIKit code writes it: an NSData, an NSString, a String identifier")
    func itemWithTypeIdentifierString() async throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])
        let picture = ItemProvider(item: bytes as NSData, typeIdentifier: TypeIdentifier.png.identifier as String)
        #expect(picture.registeredTypeIdentifiers == [.png])
        #expect(try await picture.loadDataRepresentation(forTypeIdentifier: .png) == bytes)
        let text = ItemProvider(item: "Bears" as NSString, typeIdentifier: TypeIdentifier.utf8PlainText.identifier as String)
        #expect(try await text.loadObject(ofClass: String.self) == "Bears")
        let data = ItemProvider(item: bytes, typeIdentifier: "public.png")
        #expect(try await data.loadDataRepresentation(forTypeIdentifier: .png) == bytes)
    }
}
