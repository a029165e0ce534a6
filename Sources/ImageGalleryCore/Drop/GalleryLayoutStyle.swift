import Foundation

/// How a gallery arranges its pictures.
package enum GalleryLayoutStyle: String, Codable, Sendable, CaseIterable {
    /// Rows of equal height that fill the width, as photo sites show pictures.
    case justified
    /// Seed 004's flow: one width for every picture, heights from their aspect ratios.
    case flow
}
