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
    /// HEIC / HEIF, phones' photos (`image/heic`, `image/heif`).
    public static let heic = TypeIdentifier("public.heic")
    /// AVIF (`image/avif`).
    public static let avif = TypeIdentifier("public.avif")
    /// PDF (`application/pdf`).
    public static let pdf = TypeIdentifier("com.adobe.pdf")

    /// Comma-separated values (`text/csv`).
    public static let commaSeparatedText = TypeIdentifier("public.comma-separated-values-text")
    /// Tab-separated values (`text/tab-separated-values`).
    public static let tabSeparatedText = TypeIdentifier("public.tab-separated-values-text")
    /// Markdown (`text/markdown`).
    public static let markdown = TypeIdentifier("net.daringfireball.markdown")
    /// XML (`application/xml`).
    public static let xml = TypeIdentifier("public.xml")
    /// A contact card (`text/vcard`).
    public static let vCard = TypeIdentifier("public.vcard")
    /// Audio and video.
    public static let audiovisualContent = TypeIdentifier("public.audiovisual-content")
    /// Any movie.
    public static let movie = TypeIdentifier("public.movie")
    /// Any video without sound requirement (`public.video`).
    public static let video = TypeIdentifier("public.video")
    /// MPEG-4 video (`video/mp4`).
    public static let mpeg4Movie = TypeIdentifier("public.mpeg-4")
    /// QuickTime video (`video/quicktime`).
    public static let quickTimeMovie = TypeIdentifier("com.apple.quicktime-movie")
    /// WebM video (`video/webm`).
    public static let webm = TypeIdentifier("org.webmproject.webm")
    /// Any audio.
    public static let audio = TypeIdentifier("public.audio")
    /// MP3 audio (`audio/mpeg`).
    public static let mp3 = TypeIdentifier("public.mp3")
    /// WAV audio (`audio/wav`).
    public static let wav = TypeIdentifier("com.microsoft.waveform-audio")
    /// Any archive.
    public static let archive = TypeIdentifier("public.archive")
    /// ZIP (`application/zip`).
    public static let zip = TypeIdentifier("public.zip-archive")
    /// A folder.
    public static let folder = TypeIdentifier("public.folder")

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
            declare(.heic, [.image], mime: ["image/heic", "image/heif"], ext: ["heic", "heif"]),
            declare(.avif, [.image], mime: ["image/avif"], ext: ["avif"]),
            declare(.pdf, [.data, .content], mime: ["application/pdf"], ext: ["pdf"]),
            declare(.commaSeparatedText, [.text], mime: ["text/csv", "text/comma-separated-values"], ext: ["csv"]),
            declare(.tabSeparatedText, [.text], mime: ["text/tab-separated-values"], ext: ["tsv"]),
            declare(.markdown, [.plainText], mime: ["text/markdown"], ext: ["md", "markdown"]),
            declare(.xml, [.text], mime: ["application/xml", "text/xml"], ext: ["xml"]),
            declare(.vCard, [.text], mime: ["text/vcard", "text/x-vcard"], ext: ["vcf", "vcard"]),
            declare(.audiovisualContent, [.data, .content]),
            declare(.movie, [.audiovisualContent]),
            declare(.video, [.movie]),
            declare(.mpeg4Movie, [.movie], mime: ["video/mp4"], ext: ["mp4", "m4v"]),
            declare(.quickTimeMovie, [.movie], mime: ["video/quicktime"], ext: ["mov", "qt"]),
            declare(.webm, [.movie], mime: ["video/webm"], ext: ["webm"]),
            declare(.audio, [.audiovisualContent]),
            declare(.mp3, [.audio], mime: ["audio/mpeg", "audio/mp3"], ext: ["mp3"]),
            declare(.wav, [.audio], mime: ["audio/wav", "audio/x-wav", "audio/vnd.wave"], ext: ["wav"]),
            declare(.archive, [.data]),
            declare(.zip, [.archive], mime: ["application/zip"], ext: ["zip"]),
            declare(.folder, [.item], mime: ["inode/directory"]),
        ]
    }
}
