import CImageGalleryExif
import DragDrop
import Foundation

/// What a picture's Properties show: where it is, its format, size and shape as shown, and
/// what the camera recorded (EXIF, read by gexiv2). Read off the main thread.
package struct PictureProperties: Sendable, Equatable {
    /// The camera's record of a photo; each field is nil when the picture does not say.
    package struct Camera: Sendable, Equatable {
        /// "Canon EOS 5D": the model, after the maker when the model does not name it.
        package var name: String?
        /// When the photo was taken, as the camera's clock said (EXIF has no time zone).
        package var taken: DateComponents?
        /// Seconds as the camera wrote them, "1/250".
        package var exposureTime: String?
        package var fNumber: Double?
        package var iso: Int?
        /// Millimetres.
        package var focalLength: Double?

        var isEmpty: Bool { self == Camera() }
    }

    /// The file's name ("IMG_0042.jpg").
    package var name: String
    /// The folder it is in, or the web address it came from.
    package var location: String
    package var format: Image.Format
    /// Pixels as shown: the stored size turned by the orientation.
    package var pixelSize: Image.PixelSize
    /// Bytes of the picture.
    package var byteCount: Int
    /// When the local file was last changed (nil for pictures from the web).
    package var modified: Date?
    /// The EXIF orientation (1 upright … 8), applied wherever the picture is shown.
    package var orientation: Int
    /// nil when the picture carries no camera metadata.
    package var camera: Camera?

    /// Reads the properties of `image`, which was loaded from `url`.
    /// - Complexity: parses the picture's metadata blocks, not its pixels.
    package init(of image: Image, at url: URL) {
        let file = LocalFile(url)
        name = url.pictureName
        location = file.map { LocalFile.displayName($0.pathBytes.dropLast($0.nameBytes.count + 1)) } ?? url.absoluteString
        format = image.format
        byteCount = image.data.count
        modified = file.flatMap { try? $0.status().modified }
        let metadata = ExifReader(image.data)
        orientation = metadata?.orientation ?? 1
        pixelSize = ImageOrientation(exifValue: orientation).swapsWidthAndHeight ? Image.PixelSize(width: image.pixelSize.height, height: image.pixelSize.width) : image.pixelSize
        let camera = metadata?.camera ?? Camera()
        self.camera = camera.isEmpty ? nil : camera
    }

    /// The picture's date for sorting: when the camera took it, else when its file changed;
    /// nil for a picture from the web without camera metadata.
    package var date: Date? {
        camera?.taken.flatMap { Calendar(identifier: .gregorian).date(from: $0) } ?? modified
    }

    /// The file's rows, in order, as (title, value), translated; a value the picture does
    /// not have is left out.
    package var fileRows: [(title: String, value: String)] {
        var rows: [(String, String)] = [
            (tr("Name"), name),
            (tr("Location"), location),
            (tr("Format"), format.rawValue.uppercased()),
            (tr("Dimensions"),
             // TRANSLATORS: a picture's size in pixels, "4000 × 3000 pixels".
             tr("%ld × %ld pixels", pixelSize.width, pixelSize.height)),
            (tr("Size"), SessionFormat.size(byteCount)),
        ]
        if let modified { rows.append((tr("Modified"), SessionFormat.date(modified))) }
        return rows
    }

    /// The camera's rows (none without camera metadata), as ``fileRows``.
    package var cameraRows: [(title: String, value: String)] {
        guard let camera else { return [] }
        var rows: [(String, String)] = []
        if let name = camera.name { rows.append((tr("Camera"), name)) }
        if let taken = camera.taken, let date = SessionFormat.date(taken) { rows.append((tr("Date Taken"), date)) }
        // TRANSLATORS: an exposure time in seconds ("1/250 s"), then a focal length ("50 mm").
        let exposure = [camera.exposureTime.map { tr("%@ s", $0) }, camera.fNumber.map { String(format: "ƒ/%.1f", $0) },
                        camera.iso.map { "ISO \($0)" }, camera.focalLength.map { String(format: tr("%.0f mm"), $0) }].compactMap { $0 }
        if !exposure.isEmpty { rows.append((tr("Exposure"), exposure.joined(separator: " · "))) }
        return rows
    }

    /// Every row: the file's, then the camera's.
    package var rows: [(title: String, value: String)] { fileRows + cameraRows }

    /// "2024:07:14 18:30:05" as date components; nil for the blank dates cameras write.
    static func cameraDate(_ text: String) -> DateComponents? {
        let numbers = text.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard numbers.count >= 6, numbers[0] > 0, (1...12).contains(numbers[1]), (1...31).contains(numbers[2]) else { return nil }
        return DateComponents(timeZone: TimeZone(identifier: "UTC"), year: numbers[0], month: numbers[1], day: numbers[2],
                              hour: numbers[3], minute: numbers[4], second: numbers[5])
    }
}

/// A picture's EXIF through gexiv2, which reads JPEG, PNG, TIFF, WebP, HEIF/AVIF (where
/// Exiv2 was built with them) and more; nil for bytes it does not read.
private final class ExifReader {
    private let metadata: OpaquePointer

    private static let initialized: Bool = gexiv2_initialize() != 0

    init?(_ data: Data) {
        guard Self.initialized, let metadata = gexiv2_metadata_new() else { return nil }
        let opened = data.withUnsafeBytes { bytes -> Bool in
            var error: UnsafeMutablePointer<GError>?
            let ok = gexiv2_metadata_open_buf(metadata, bytes.bindMemory(to: guint8.self).baseAddress, glong(bytes.count), &error) != 0
            if let error { g_error_free(error) }
            return ok
        }
        guard opened else {
            g_object_unref(UnsafeMutableRawPointer(metadata))
            return nil
        }
        self.metadata = OpaquePointer(metadata)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(metadata)) }

    var orientation: Int {
        var error: UnsafeMutablePointer<GError>?
        let value = Int(gexiv2_metadata_try_get_orientation(UnsafeMutablePointer(metadata), &error).rawValue)
        if let error { g_error_free(error) }
        return (1...8).contains(value) ? value : 1
    }

    var camera: PictureProperties.Camera {
        var camera = PictureProperties.Camera()
        let make = string("Exif.Image.Make"), model = string("Exif.Image.Model")
        if let model, let make, !model.lowercased().hasPrefix(make.lowercased().split(separator: " ").first.map(String.init) ?? make.lowercased()) {
            camera.name = "\(make) \(model)"
        } else {
            camera.name = model ?? make
        }
        if let taken = string("Exif.Photo.DateTimeOriginal") ?? string("Exif.Image.DateTime") {
            camera.taken = PictureProperties.cameraDate(taken)
        }
        var numerator: gint = 0, denominator: gint = 0
        if value({ gexiv2_metadata_try_get_exposure_time(UnsafeMutablePointer(metadata), &numerator, &denominator, $0) != 0 }),
           numerator > 0, denominator > 0 {
            camera.exposureTime = numerator >= denominator && numerator % denominator == 0 ? "\(numerator / denominator)" : "\(numerator)/\(denominator)"
        }
        let fNumber = value { gexiv2_metadata_try_get_fnumber(UnsafeMutablePointer(metadata), $0) }
        camera.fNumber = fNumber > 0 ? fNumber : nil
        let iso = value { gexiv2_metadata_try_get_iso_speed(UnsafeMutablePointer(metadata), $0) }
        camera.iso = iso > 0 ? Int(iso) : nil
        let focal = value { gexiv2_metadata_try_get_focal_length(UnsafeMutablePointer(metadata), $0) }
        camera.focalLength = focal > 0 ? focal : nil
        return camera
    }

    private func string(_ tag: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let value = gexiv2_metadata_try_get_tag_string(UnsafeMutablePointer(metadata), tag, &error)
        if let error { g_error_free(error) }
        guard let value else { return nil }
        defer { g_free(value) }
        let text = String(cString: value).trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\0")))
        return text.isEmpty ? nil : text
    }

    /// A gexiv2 getter's result; an error (the tag is absent) leaves its zero value.
    private func value<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T) -> T {
        var error: UnsafeMutablePointer<GError>?
        let result = body(&error)
        if let error { g_error_free(error) }
        return result
    }
}
