import DragDrop
import Foundation

extension PictureProperties {
    /// What Find searches beside the picture's name: the camera's name and the picture's date
    /// (taken, else its file's), as "2024-07-14" — so that "Canon", "2024" or "2024-07" find it.
    package var searchText: String {
        var words: [String] = []
        if let name = camera?.name { words.append(name) }
        if let date {
            let day = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
            if let year = day.year, let month = day.month, let dayOfMonth = day.day {
                words.append(String(format: "%04d-%02d-%02d", year, month, dayOfMonth))
            }
        }
        return words.joined(separator: " ")
    }
}
