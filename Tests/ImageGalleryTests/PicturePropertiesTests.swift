import DragDrop
import Foundation
@testable import ImageGalleryCore
import Testing

/// A picture's Properties: its file and what the camera recorded, read by gexiv2.
@Suite("Picture properties", .timeLimit(.minutes(1)))
struct PicturePropertiesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("A camera's JPEG: the camera, the date taken, the exposure and the orientation are read")
    func cameraMetadata() throws {
        // 60×40 stored, EXIF orientation 6 (turned a quarter clockwise), a Canon's settings.
        let url = Self.fixtures.appendingPathComponent("camera.jpg")
        let image = try Image(data: Data(contentsOf: url))
        let properties = PictureProperties(of: image, at: url)
        #expect(image.pixelSize == Image.PixelSize(width: 60, height: 40))
        #expect(properties.orientation == 6)
        #expect(properties.pixelSize == Image.PixelSize(width: 40, height: 60))
        #expect(properties.name == "camera.jpg")
        #expect(properties.location == Self.fixtures.path)
        #expect(properties.modified != nil)
        let camera = try #require(properties.camera)
        #expect(camera.name == "Canon EOS 5D")
        #expect(camera.taken == DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2024, month: 7, day: 14, hour: 18, minute: 30, second: 5))
        #expect(camera.exposureTime == "1/250")
        #expect(camera.fNumber == 2.8)
        #expect(camera.iso == 200)
        #expect(camera.focalLength == 50)
        let rows = Dictionary(uniqueKeysWithValues: properties.rows.map { ($0.title, $0.value) })
        #expect(rows["Dimensions"] == "40 × 60 pixels")
        #expect(rows["Exposure"] == "1/250 s · ƒ/2.8 · ISO 200 · 50 mm")
        #expect(rows["Camera"] == "Canon EOS 5D")
        #expect(rows["Date Taken"]?.contains("2024") == true)
        // What Find searches beside the name (issue 37, 4): the camera, the day taken.
        #expect(properties.searchText == "Canon EOS 5D 2024-07-14")
    }

    @Test("A picture without camera metadata, from the web: no camera rows, the address as its place")
    func noMetadata() throws {
        let url = URL(string: "https://example.com/photos/sunset.png")!
        let image = try Image(data: Pictures.png(30, 20))
        let properties = PictureProperties(of: image, at: url)
        #expect(properties.camera == nil && properties.orientation == 1 && properties.modified == nil)
        #expect(properties.name == "sunset.png" && properties.location == url.absoluteString)
        #expect(properties.rows.map(\.title) == ["Name", "Location", "Format", "Dimensions", "Size"])
    }

    @Test("Bytes gexiv2 cannot read give the file's properties, not an error")
    func unreadableMetadata() throws {
        let data = Pictures.png(30, 20) + Data(repeating: 0xFF, count: 64)
        let properties = PictureProperties(of: try Image(data: data), at: URL(fileURLWithPath: "/nonexistent/x.png"))
        #expect(properties.camera == nil && properties.pixelSize == Image.PixelSize(width: 30, height: 20))
    }

    @Test("EXIF dates: blank and malformed dates are no date")
    func exifDates() {
        #expect(PictureProperties.cameraDate("2024:07:14 18:30:05")?.year == 2024)
        #expect(PictureProperties.cameraDate("0000:00:00 00:00:00") == nil)
        #expect(PictureProperties.cameraDate("    :  :     :  :  ") == nil)
        #expect(PictureProperties.cameraDate("2024:13:01 00:00:00") == nil)
    }
}
