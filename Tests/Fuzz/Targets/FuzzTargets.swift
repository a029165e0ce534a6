/// Every fuzz target, by name. scripts/fuzz runs each whose seed corpus exists.
enum FuzzTargets {
    static let all: [FuzzTarget] = ImageHeaderTargets.all + AttributedTextTargets.all + [
        PicturePropertiesTarget.target,
        URIListTarget.target,
        MozillaURLTarget.target,
        HTMLImageSourcesTarget.target,
        MIMETypeListTarget.target,
        GalleryDocumentTarget.target,
        WindowStateTarget.target,
    ]

    static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
