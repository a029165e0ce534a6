extension TypeIdentifier {
    /// The root of all types.
    public static let item = TypeIdentifier("public.item")
    /// Content a user reads or watches (documents, images, text).
    public static let content = TypeIdentifier("public.content")
    /// Any bytes.
    public static let data = TypeIdentifier("public.data")
    /// Any text.
    public static let text = TypeIdentifier("public.text")
    /// Plain text, encoding unspecified (UTF-8 here; `text/plain`).
    public static let plainText = TypeIdentifier("public.plain-text")
    /// Plain text in UTF-8 (`text/plain;charset=utf-8`).
    public static let utf8PlainText = TypeIdentifier("public.utf8-plain-text")
    /// Plain text in UTF-16.
    public static let utf16PlainText = TypeIdentifier("public.utf16-plain-text")
    /// HTML (`text/html`).
    public static let html = TypeIdentifier("public.html")
    /// JSON (`application/json`).
    public static let json = TypeIdentifier("public.json")
    /// Rich text (`text/rtf`).
    public static let rtf = TypeIdentifier("public.rtf")
    /// A URL, as UTF-8 text (`text/uri-list` between processes).
    public static let url = TypeIdentifier("public.url")
    /// A `file://` URL.
    public static let fileURL = TypeIdentifier("public.file-url")
    /// Firefox's and Chromium's `text/x-moz-url`: UTF-16 "URL\nTitle" lines.
    public static let mozillaURL = TypeIdentifier("org.mozilla.moz-url")
    /// `_NETSCAPE_URL`: UTF-8 "URL\nTitle", offered by browsers.
    public static let netscapeURL = TypeIdentifier("com.netscape.url")
    /// Any image.
    public static let image = TypeIdentifier("public.image")
    /// PNG (`image/png`).
    public static let png = TypeIdentifier("public.png")
    /// JPEG (`image/jpeg`).
    public static let jpeg = TypeIdentifier("public.jpeg")
    /// GIF (`image/gif`).
    public static let gif = TypeIdentifier("com.compuserve.gif")
    /// WebP (`image/webp`).
    public static let webP = TypeIdentifier("org.webmproject.webp")
    /// TIFF (`image/tiff`).
    public static let tiff = TypeIdentifier("public.tiff")
    /// BMP (`image/bmp`).
    public static let bmp = TypeIdentifier("com.microsoft.bmp")
    /// SVG (`image/svg+xml`).
    public static let svg = TypeIdentifier("public.svg-image")
    /// PDF (`application/pdf`).
    public static let pdf = TypeIdentifier("com.adobe.pdf")

    static var builtInDeclarations: [TypeDeclaration] {
        func declare(_ type: TypeIdentifier, _ supertypes: [TypeIdentifier],
                     mime: [String] = [], ext: [String] = []) -> TypeDeclaration {
            TypeDeclaration(type: type, supertypes: supertypes,
                            mimeTypes: mime.map(MIMEType.normalize), filenameExtensions: ext)
        }
        return [
            declare(.item, []),
            declare(.content, [.item]),
            declare(.data, [.item], mime: ["application/octet-stream"], ext: ["bin"]),
            declare(.text, [.data, .content]),
            declare(.utf8PlainText, [.plainText], mime: ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain;charset=utf8"]),
            declare(.utf16PlainText, [.plainText], mime: ["text/plain;charset=utf-16"]),
            declare(.plainText, [.text], mime: ["text/plain", "STRING", "TEXT", "COMPOUND_TEXT"], ext: ["txt", "text"]),
            declare(.html, [.text], mime: ["text/html"], ext: ["html", "htm"]),
            declare(.json, [.text], mime: ["application/json", "text/json"], ext: ["json"]),
            declare(.rtf, [.text], mime: ["text/rtf", "application/rtf"], ext: ["rtf"]),
            declare(.url, [.data], mime: ["text/uri-list", "text/x-uri"]),
            declare(.fileURL, [.url], mime: ["text/uri-list"]),
            declare(.mozillaURL, [.url], mime: ["text/x-moz-url"]),
            declare(.netscapeURL, [.url], mime: ["_NETSCAPE_URL"]),
            declare(.image, [.data, .content]),
            declare(.png, [.image], mime: ["image/png"], ext: ["png"]),
            declare(.jpeg, [.image], mime: ["image/jpeg", "image/jpg", "image/pjpeg"], ext: ["jpg", "jpeg", "jpe"]),
            declare(.gif, [.image], mime: ["image/gif"], ext: ["gif"]),
            declare(.webP, [.image], mime: ["image/webp"], ext: ["webp"]),
            declare(.tiff, [.image], mime: ["image/tiff"], ext: ["tiff", "tif"]),
            declare(.bmp, [.image], mime: ["image/bmp", "image/x-bmp"], ext: ["bmp"]),
            declare(.svg, [.image], mime: ["image/svg+xml"], ext: ["svg"]),
            declare(.pdf, [.data, .content], mime: ["application/pdf"], ext: ["pdf"]),
        ]
    }
}
