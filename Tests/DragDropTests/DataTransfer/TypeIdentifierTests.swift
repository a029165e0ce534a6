import DragDrop
import DragDropTesting
import Testing

@Suite("Type identifiers", .timeLimit(.minutes(1)))
struct TypeIdentifierTests {
    @Test func conformanceGraph() {
        #expect(TypeIdentifier.png.conforms(to: .image))
        #expect(TypeIdentifier.png.conforms(to: .data))
        #expect(TypeIdentifier.png.conforms(to: .item))
        #expect(TypeIdentifier.utf8PlainText.conforms(to: .plainText))
        #expect(TypeIdentifier.utf8PlainText.conforms(to: .text))
        #expect(TypeIdentifier.fileURL.conforms(to: .url))
        #expect(TypeIdentifier.json.conforms(to: .text))
        #expect(TypeIdentifier.html.conforms(to: .text))
        #expect(TypeIdentifier.webP.conforms(to: .image))
        #expect(TypeIdentifier.gif.conforms(to: .image))
        #expect(TypeIdentifier.jpeg.conforms(to: .image))
        #expect(!TypeIdentifier.image.conforms(to: .png))
        #expect(!TypeIdentifier.url.conforms(to: .fileURL))
        #expect(!TypeIdentifier.plainText.conforms(to: .image))
    }

    @Test func mimeTypesBothWays() {
        #expect(TypeIdentifier(mimeType: "text/plain;charset=utf-8") == .utf8PlainText)
        #expect(TypeIdentifier(mimeType: "Text/Plain; charset=\"UTF-8\"") == .utf8PlainText)
        #expect(TypeIdentifier(mimeType: "text/plain") == .plainText)
        #expect(TypeIdentifier(mimeType: "UTF8_STRING") == .utf8PlainText)
        #expect(TypeIdentifier(mimeType: "STRING") == .plainText)
        #expect(TypeIdentifier(mimeType: "text/uri-list") == .url)
        #expect(TypeIdentifier(mimeType: "text/x-moz-url") == .mozillaURL)
        #expect(TypeIdentifier(mimeType: "image/png") == .png)
        #expect(TypeIdentifier(mimeType: "image/jpg") == .jpeg)
        #expect(TypeIdentifier(mimeType: "text/html") == .html)
        #expect(TypeIdentifier(mimeType: "text/plain; format=flowed") == .plainText)
        #expect(TypeIdentifier(mimeType: "application/x-unknown-thing") == nil)
        #expect(TypeIdentifier.utf8PlainText.preferredMIMEType == "text/plain;charset=utf-8")
        #expect(TypeIdentifier.url.preferredMIMEType == "text/uri-list")
        #expect(TypeIdentifier.fileURL.preferredMIMEType == "text/uri-list")
        #expect(TypeIdentifier.png.preferredMIMEType == "image/png")
        #expect(TypeIdentifier.webP.preferredMIMEType == "image/webp")
    }

    @Test func filenameExtensions() {
        #expect(TypeIdentifier(filenameExtension: "JPG") == .jpeg)
        #expect(TypeIdentifier(filenameExtension: ".png") == .png)
        #expect(TypeIdentifier(filenameExtension: "zzz") == nil)
        #expect(TypeIdentifier.jpeg.preferredFilenameExtension == "jpg")
    }

    @Test func applicationDeclaredTypes() {
        let team = TypeIdentifier.declare("com.example.dragdrop-tests.team", conformingTo: [.json],
                                          mimeTypes: ["application/x-dragdrop-tests-team"], filenameExtensions: ["team"])
        #expect(team.isDeclared)
        #expect(team.conforms(to: .json))
        #expect(team.conforms(to: .text))
        #expect(TypeIdentifier(mimeType: "application/x-dragdrop-tests-team") == team)
        #expect(TypeIdentifier(filenameExtension: "team") == team)
        let undeclared = TypeIdentifier("com.example.never-declared")
        #expect(!undeclared.isDeclared)
        #expect(undeclared.conforms(to: undeclared))
        #expect(!undeclared.conforms(to: .data))
    }

    @Test func identifiersCompareCaseInsensitively() {
        #expect(TypeIdentifier("Public.PNG") == .png)
    }
}
