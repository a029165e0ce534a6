import Foundation

extension String: Transferable {
    /// UTF-8 text out; in, any plain text (UTF-8 or UTF-16) or a URL's text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) },
                           importing: { try String.object(withItemProviderData: $0, typeIdentifier: .utf8PlainText) })
        DataRepresentation(importedContentType: .utf16PlainText) {
            try String.object(withItemProviderData: $0, typeIdentifier: .utf16PlainText)
        }
        DataRepresentation(importedContentType: .plainText) {
            try String.object(withItemProviderData: $0, typeIdentifier: .plainText)
        }
        DataRepresentation(importedContentType: .url) { try String.object(withItemProviderData: $0, typeIdentifier: .url) }
    }
}

extension URL: Transferable {
    /// A file URL is offered as a file URL; any URL as a URL and as its text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .fileURL, exporting: { try await $0.loadData(withTypeIdentifier: .fileURL) },
                           importing: { try URL.object(withItemProviderData: $0, typeIdentifier: .fileURL) })
            .exportingCondition { $0.isFileURL }
        DataRepresentation(contentType: .url, exporting: { try await $0.loadData(withTypeIdentifier: .url) },
                           importing: { try URL.object(withItemProviderData: $0, typeIdentifier: .url) })
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.absoluteString.utf8) },
                           importing: { try URL.object(withItemProviderData: $0, typeIdentifier: .utf8PlainText) })
        DataRepresentation(importedContentType: .plainText) { try URL.object(withItemProviderData: $0, typeIdentifier: .plainText) }
    }
}

extension Data: Transferable {
    /// Any bytes, both ways.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension Image: Transferable {
    /// The encoded image in its own format out; in, any PNG, JPEG, GIF or WebP.
    public static var transferRepresentation: some TransferRepresentation {
        for format in Format.allCases {
            DataRepresentation(contentType: format.typeIdentifier, exporting: { $0.data },
                               importing: { try Image(data: $0) })
                .exportingCondition { $0.format == format }
        }
    }
}
