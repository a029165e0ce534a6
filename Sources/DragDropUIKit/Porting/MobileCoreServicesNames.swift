import DragDropCore
// MobileCoreServices' `kUTType…` constants (CFStrings, used `as String`) as fix-its to the
// identifier strings of ``TypeIdentifier``'s built-in types: `kUTTypePlainText as String`
// becomes `TypeIdentifier.plainText.identifier as String`, which every `forTypeIdentifier:`
// parameter takes as it takes a ``TypeIdentifier``.


/// MobileCoreServices' `kUTTypeItem`: ``TypeIdentifier/item``.
@available(*, unavailable, renamed: "TypeIdentifier.item.identifier")
public var kUTTypeItem: String { TypeIdentifier.item.identifier }

/// MobileCoreServices' `kUTTypeContent`: ``TypeIdentifier/content``.
@available(*, unavailable, renamed: "TypeIdentifier.content.identifier")
public var kUTTypeContent: String { TypeIdentifier.content.identifier }

/// MobileCoreServices' `kUTTypeData`: ``TypeIdentifier/data``.
@available(*, unavailable, renamed: "TypeIdentifier.data.identifier")
public var kUTTypeData: String { TypeIdentifier.data.identifier }

/// MobileCoreServices' `kUTTypeText`: ``TypeIdentifier/text``.
@available(*, unavailable, renamed: "TypeIdentifier.text.identifier")
public var kUTTypeText: String { TypeIdentifier.text.identifier }

/// MobileCoreServices' `kUTTypePlainText`: ``TypeIdentifier/plainText``.
@available(*, unavailable, renamed: "TypeIdentifier.plainText.identifier")
public var kUTTypePlainText: String { TypeIdentifier.plainText.identifier }

/// MobileCoreServices' `kUTTypeUTF8PlainText`: ``TypeIdentifier/utf8PlainText``.
@available(*, unavailable, renamed: "TypeIdentifier.utf8PlainText.identifier")
public var kUTTypeUTF8PlainText: String { TypeIdentifier.utf8PlainText.identifier }

/// MobileCoreServices' `kUTTypeUTF16PlainText`: ``TypeIdentifier/utf16PlainText``.
@available(*, unavailable, renamed: "TypeIdentifier.utf16PlainText.identifier")
public var kUTTypeUTF16PlainText: String { TypeIdentifier.utf16PlainText.identifier }

/// MobileCoreServices' `kUTTypeHTML`: ``TypeIdentifier/html``.
@available(*, unavailable, renamed: "TypeIdentifier.html.identifier")
public var kUTTypeHTML: String { TypeIdentifier.html.identifier }

/// MobileCoreServices' `kUTTypeJSON`: ``TypeIdentifier/json``.
@available(*, unavailable, renamed: "TypeIdentifier.json.identifier")
public var kUTTypeJSON: String { TypeIdentifier.json.identifier }

/// MobileCoreServices' `kUTTypeRTF`: ``TypeIdentifier/rtf``.
@available(*, unavailable, renamed: "TypeIdentifier.rtf.identifier")
public var kUTTypeRTF: String { TypeIdentifier.rtf.identifier }

/// MobileCoreServices' `kUTTypeURL`: ``TypeIdentifier/url``.
@available(*, unavailable, renamed: "TypeIdentifier.url.identifier")
public var kUTTypeURL: String { TypeIdentifier.url.identifier }

/// MobileCoreServices' `kUTTypeFileURL`: ``TypeIdentifier/fileURL``.
@available(*, unavailable, renamed: "TypeIdentifier.fileURL.identifier")
public var kUTTypeFileURL: String { TypeIdentifier.fileURL.identifier }

/// MobileCoreServices' `kUTTypeImage`: ``TypeIdentifier/image``.
@available(*, unavailable, renamed: "TypeIdentifier.image.identifier")
public var kUTTypeImage: String { TypeIdentifier.image.identifier }

/// MobileCoreServices' `kUTTypePNG`: ``TypeIdentifier/png``.
@available(*, unavailable, renamed: "TypeIdentifier.png.identifier")
public var kUTTypePNG: String { TypeIdentifier.png.identifier }

/// MobileCoreServices' `kUTTypeJPEG`: ``TypeIdentifier/jpeg``.
@available(*, unavailable, renamed: "TypeIdentifier.jpeg.identifier")
public var kUTTypeJPEG: String { TypeIdentifier.jpeg.identifier }

/// MobileCoreServices' `kUTTypeGIF`: ``TypeIdentifier/gif``.
@available(*, unavailable, renamed: "TypeIdentifier.gif.identifier")
public var kUTTypeGIF: String { TypeIdentifier.gif.identifier }

/// MobileCoreServices' `kUTTypeTIFF`: ``TypeIdentifier/tiff``.
@available(*, unavailable, renamed: "TypeIdentifier.tiff.identifier")
public var kUTTypeTIFF: String { TypeIdentifier.tiff.identifier }

/// MobileCoreServices' `kUTTypeBMP`: ``TypeIdentifier/bmp``.
@available(*, unavailable, renamed: "TypeIdentifier.bmp.identifier")
public var kUTTypeBMP: String { TypeIdentifier.bmp.identifier }

/// MobileCoreServices' `kUTTypeScalableVectorGraphics`: ``TypeIdentifier/svg``.
@available(*, unavailable, renamed: "TypeIdentifier.svg.identifier")
public var kUTTypeScalableVectorGraphics: String { TypeIdentifier.svg.identifier }

/// MobileCoreServices' `kUTTypePDF`: ``TypeIdentifier/pdf``.
@available(*, unavailable, renamed: "TypeIdentifier.pdf.identifier")
public var kUTTypePDF: String { TypeIdentifier.pdf.identifier }

/// MobileCoreServices' `kUTTypeCommaSeparatedText`: ``TypeIdentifier/commaSeparatedText``.
@available(*, unavailable, renamed: "TypeIdentifier.commaSeparatedText.identifier")
public var kUTTypeCommaSeparatedText: String { TypeIdentifier.commaSeparatedText.identifier }

/// MobileCoreServices' `kUTTypeTabSeparatedText`: ``TypeIdentifier/tabSeparatedText``.
@available(*, unavailable, renamed: "TypeIdentifier.tabSeparatedText.identifier")
public var kUTTypeTabSeparatedText: String { TypeIdentifier.tabSeparatedText.identifier }

/// MobileCoreServices' `kUTTypeXML`: ``TypeIdentifier/xml``.
@available(*, unavailable, renamed: "TypeIdentifier.xml.identifier")
public var kUTTypeXML: String { TypeIdentifier.xml.identifier }

/// MobileCoreServices' `kUTTypeVCard`: ``TypeIdentifier/vCard``.
@available(*, unavailable, renamed: "TypeIdentifier.vCard.identifier")
public var kUTTypeVCard: String { TypeIdentifier.vCard.identifier }

/// MobileCoreServices' `kUTTypeAudiovisualContent`: ``TypeIdentifier/audiovisualContent``.
@available(*, unavailable, renamed: "TypeIdentifier.audiovisualContent.identifier")
public var kUTTypeAudiovisualContent: String { TypeIdentifier.audiovisualContent.identifier }

/// MobileCoreServices' `kUTTypeMovie`: ``TypeIdentifier/movie``.
@available(*, unavailable, renamed: "TypeIdentifier.movie.identifier")
public var kUTTypeMovie: String { TypeIdentifier.movie.identifier }

/// MobileCoreServices' `kUTTypeVideo`: ``TypeIdentifier/video``.
@available(*, unavailable, renamed: "TypeIdentifier.video.identifier")
public var kUTTypeVideo: String { TypeIdentifier.video.identifier }

/// MobileCoreServices' `kUTTypeMPEG4`: ``TypeIdentifier/mpeg4Movie``.
@available(*, unavailable, renamed: "TypeIdentifier.mpeg4Movie.identifier")
public var kUTTypeMPEG4: String { TypeIdentifier.mpeg4Movie.identifier }

/// MobileCoreServices' `kUTTypeQuickTimeMovie`: ``TypeIdentifier/quickTimeMovie``.
@available(*, unavailable, renamed: "TypeIdentifier.quickTimeMovie.identifier")
public var kUTTypeQuickTimeMovie: String { TypeIdentifier.quickTimeMovie.identifier }

/// MobileCoreServices' `kUTTypeAudio`: ``TypeIdentifier/audio``.
@available(*, unavailable, renamed: "TypeIdentifier.audio.identifier")
public var kUTTypeAudio: String { TypeIdentifier.audio.identifier }

/// MobileCoreServices' `kUTTypeMP3`: ``TypeIdentifier/mp3``.
@available(*, unavailable, renamed: "TypeIdentifier.mp3.identifier")
public var kUTTypeMP3: String { TypeIdentifier.mp3.identifier }

/// MobileCoreServices' `kUTTypeWaveformAudio`: ``TypeIdentifier/wav``.
@available(*, unavailable, renamed: "TypeIdentifier.wav.identifier")
public var kUTTypeWaveformAudio: String { TypeIdentifier.wav.identifier }

/// MobileCoreServices' `kUTTypeArchive`: ``TypeIdentifier/archive``.
@available(*, unavailable, renamed: "TypeIdentifier.archive.identifier")
public var kUTTypeArchive: String { TypeIdentifier.archive.identifier }

/// MobileCoreServices' `kUTTypeZipArchive`: ``TypeIdentifier/zip``.
@available(*, unavailable, renamed: "TypeIdentifier.zip.identifier")
public var kUTTypeZipArchive: String { TypeIdentifier.zip.identifier }

/// MobileCoreServices' `kUTTypeFolder`: ``TypeIdentifier/folder``.
@available(*, unavailable, renamed: "TypeIdentifier.folder.identifier")
public var kUTTypeFolder: String { TypeIdentifier.folder.identifier }

/// MobileCoreServices' `kUTTypeMPEG4Audio`: ``TypeIdentifier/mpeg4Audio``.
@available(*, unavailable, renamed: "TypeIdentifier.mpeg4Audio.identifier")
public var kUTTypeMPEG4Audio: String { TypeIdentifier.mpeg4Audio.identifier }

/// MobileCoreServices' `kUTTypeAudioInterchangeFileFormat`: ``TypeIdentifier/aiff``.
@available(*, unavailable, renamed: "TypeIdentifier.aiff.identifier")
public var kUTTypeAudioInterchangeFileFormat: String { TypeIdentifier.aiff.identifier }

/// MobileCoreServices' `kUTTypeMIDIAudio`: ``TypeIdentifier/midi``.
@available(*, unavailable, renamed: "TypeIdentifier.midi.identifier")
public var kUTTypeMIDIAudio: String { TypeIdentifier.midi.identifier }

/// MobileCoreServices' `kUTTypeAVIMovie`: ``TypeIdentifier/avi``.
@available(*, unavailable, renamed: "TypeIdentifier.avi.identifier")
public var kUTTypeAVIMovie: String { TypeIdentifier.avi.identifier }

/// MobileCoreServices' `kUTTypeMPEG`: ``TypeIdentifier/mpeg``.
@available(*, unavailable, renamed: "TypeIdentifier.mpeg.identifier")
public var kUTTypeMPEG: String { TypeIdentifier.mpeg.identifier }

/// MobileCoreServices' `kUTTypeElectronicPublication`: ``TypeIdentifier/epub``.
@available(*, unavailable, renamed: "TypeIdentifier.epub.identifier")
public var kUTTypeElectronicPublication: String { TypeIdentifier.epub.identifier }

/// MobileCoreServices' `kUTTypeSpreadsheet`: ``TypeIdentifier/spreadsheet``.
@available(*, unavailable, renamed: "TypeIdentifier.spreadsheet.identifier")
public var kUTTypeSpreadsheet: String { TypeIdentifier.spreadsheet.identifier }

/// MobileCoreServices' `kUTTypePresentation`: ``TypeIdentifier/presentation``.
@available(*, unavailable, renamed: "TypeIdentifier.presentation.identifier")
public var kUTTypePresentation: String { TypeIdentifier.presentation.identifier }

/// MobileCoreServices' `kUTTypeGNUZipArchive`: ``TypeIdentifier/gzip``.
@available(*, unavailable, renamed: "TypeIdentifier.gzip.identifier")
public var kUTTypeGNUZipArchive: String { TypeIdentifier.gzip.identifier }

/// MobileCoreServices' `kUTTypeBzip2Archive`: ``TypeIdentifier/bz2``.
@available(*, unavailable, renamed: "TypeIdentifier.bz2.identifier")
public var kUTTypeBzip2Archive: String { TypeIdentifier.bz2.identifier }
