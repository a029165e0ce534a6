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
    /// MPEG-4 audio, `.m4a` (`audio/mp4`).
    public static let mpeg4Audio = TypeIdentifier("public.mpeg-4-audio")
    /// AAC audio in ADTS frames, `.aac` (`audio/aac`). Ours: UTType has no name for it.
    public static let aac = TypeIdentifier("public.aac-audio")
    /// AIFF audio (`audio/aiff`).
    public static let aiff = TypeIdentifier("public.aiff-audio")
    /// MIDI (`audio/midi`).
    public static let midi = TypeIdentifier("public.midi-audio")
    /// FLAC audio (`audio/flac`). Ours: UTType has no name for it.
    public static let flac = TypeIdentifier("org.xiph.flac")
    /// Ogg audio, Vorbis mostly, `.ogg` and `.oga` (`audio/ogg`). Ours: UTType has no name for it.
    public static let oggAudio = TypeIdentifier("org.xiph.ogg-audio")
    /// Opus audio, `.opus` (`audio/opus`). Ours: UTType has no name for it.
    public static let opus = TypeIdentifier("org.xiph.opus")
    /// Ogg video, `.ogv` (`video/ogg`). Ours: UTType has no name for it.
    public static let oggVideo = TypeIdentifier("org.xiph.ogv")
    /// Matroska video, `.mkv` (`video/x-matroska`). Ours: UTType has no name for it.
    public static let matroska = TypeIdentifier("org.matroska.mkv")
    /// AVI video (`video/x-msvideo`).
    public static let avi = TypeIdentifier("public.avi")
    /// MPEG-1 and MPEG-2 video, `.mpg` (`video/mpeg`).
    public static let mpeg = TypeIdentifier("public.mpeg")
    /// 3GPP video, `.3gp` (`video/3gpp`). Ours: UTType has no name for it.
    public static let threeGPP = TypeIdentifier("public.3gpp")
    /// An EPUB book (`application/epub+zip`).
    public static let epub = TypeIdentifier("org.idpf.epub-container")
    /// Any spreadsheet.
    public static let spreadsheet = TypeIdentifier("public.spreadsheet")
    /// Any presentation (slides).
    public static let presentation = TypeIdentifier("public.presentation")
    /// Word, `.docx`. Ours: UTType has no name for it.
    public static let docx = TypeIdentifier("org.openxmlformats.wordprocessingml.document")
    /// Word 97–2003, `.doc`. Ours: UTType has no name for it.
    public static let doc = TypeIdentifier("com.microsoft.word.doc")
    /// Excel, `.xlsx`. Ours: UTType has no name for it.
    public static let xlsx = TypeIdentifier("org.openxmlformats.spreadsheetml.sheet")
    /// Excel 97–2003, `.xls`. Ours: UTType has no name for it.
    public static let xls = TypeIdentifier("com.microsoft.excel.xls")
    /// PowerPoint, `.pptx`. Ours: UTType has no name for it.
    public static let pptx = TypeIdentifier("org.openxmlformats.presentationml.presentation")
    /// PowerPoint 97–2003, `.ppt`. Ours: UTType has no name for it.
    public static let ppt = TypeIdentifier("com.microsoft.powerpoint.ppt")
    /// OpenDocument text, `.odt`. Ours: UTType has no name for it.
    public static let openDocumentText = TypeIdentifier("org.oasis-open.opendocument.text")
    /// OpenDocument spreadsheet, `.ods`. Ours: UTType has no name for it.
    public static let openDocumentSpreadsheet = TypeIdentifier("org.oasis-open.opendocument.spreadsheet")
    /// OpenDocument presentation, `.odp`. Ours: UTType has no name for it.
    public static let openDocumentPresentation = TypeIdentifier("org.oasis-open.opendocument.presentation")
    /// Any archive.
    public static let archive = TypeIdentifier("public.archive")
    /// gzip (`application/gzip`).
    public static let gzip = TypeIdentifier("org.gnu.gnu-zip-archive")
    /// bzip2 (`application/x-bzip2`).
    public static let bz2 = TypeIdentifier("public.bzip2-archive")
    /// A tar archive (`application/x-tar`). Ours: UTType has no name for it.
    public static let tar = TypeIdentifier("public.tar-archive")
    /// A 7-Zip archive (`application/x-7z-compressed`). Ours: UTType has no name for it.
    public static let sevenZip = TypeIdentifier("org.7-zip.7-zip-archive")
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
            declare(.mpeg4Audio, [.audio], mime: ["audio/mp4", "audio/x-m4a", "audio/m4a"], ext: ["m4a"]),
            declare(.aac, [.audio], mime: ["audio/aac", "audio/x-aac", "audio/aacp"], ext: ["aac", "adts"]),
            declare(.aiff, [.audio], mime: ["audio/aiff", "audio/x-aiff"], ext: ["aiff", "aif", "aifc"]),
            declare(.midi, [.audio], mime: ["audio/midi", "audio/x-midi"], ext: ["mid", "midi"]),
            declare(.flac, [.audio], mime: ["audio/flac", "audio/x-flac"], ext: ["flac"]),
            declare(.oggAudio, [.audio], mime: ["audio/ogg", "audio/vorbis", "audio/x-vorbis+ogg", "application/ogg"], ext: ["ogg", "oga"]),
            declare(.opus, [.audio], mime: ["audio/opus", "audio/x-opus+ogg"], ext: ["opus"]),
            declare(.oggVideo, [.movie], mime: ["video/ogg"], ext: ["ogv"]),
            declare(.matroska, [.movie], mime: ["video/x-matroska", "video/matroska"], ext: ["mkv"]),
            declare(.avi, [.movie], mime: ["video/x-msvideo", "video/avi", "video/msvideo"], ext: ["avi"]),
            declare(.mpeg, [.movie], mime: ["video/mpeg"], ext: ["mpg", "mpeg", "mpe"]),
            declare(.threeGPP, [.movie], mime: ["video/3gpp", "audio/3gpp"], ext: ["3gp", "3gpp"]),
            declare(.epub, [.data, .content], mime: ["application/epub+zip"], ext: ["epub"]),
            declare(.spreadsheet, [.content]),
            declare(.presentation, [.content]),
            declare(.docx, [.data, .content],
                    mime: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"], ext: ["docx"]),
            declare(.doc, [.data, .content], mime: ["application/msword"], ext: ["doc"]),
            declare(.xlsx, [.data, .spreadsheet],
                    mime: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], ext: ["xlsx"]),
            declare(.xls, [.data, .spreadsheet], mime: ["application/vnd.ms-excel"], ext: ["xls"]),
            declare(.pptx, [.data, .presentation],
                    mime: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"], ext: ["pptx"]),
            declare(.ppt, [.data, .presentation], mime: ["application/vnd.ms-powerpoint"], ext: ["ppt"]),
            declare(.openDocumentText, [.data, .content], mime: ["application/vnd.oasis.opendocument.text"], ext: ["odt"]),
            declare(.openDocumentSpreadsheet, [.data, .spreadsheet],
                    mime: ["application/vnd.oasis.opendocument.spreadsheet"], ext: ["ods"]),
            declare(.openDocumentPresentation, [.data, .presentation],
                    mime: ["application/vnd.oasis.opendocument.presentation"], ext: ["odp"]),
            declare(.archive, [.data]),
            declare(.zip, [.archive], mime: ["application/zip"], ext: ["zip"]),
            declare(.gzip, [.archive], mime: ["application/gzip", "application/x-gzip"], ext: ["gz", "gzip"]),
            declare(.bz2, [.archive], mime: ["application/x-bzip2", "application/x-bzip"], ext: ["bz2"]),
            declare(.tar, [.archive], mime: ["application/x-tar"], ext: ["tar"]),
            declare(.sevenZip, [.archive], mime: ["application/x-7z-compressed"], ext: ["7z"]),
            declare(.folder, [.item], mime: ["inode/directory"]),
        ]
    }
}
