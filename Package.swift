// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DragDrop",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DragDrop", targets: ["DragDrop"]),
        .executable(name: "dragdrop-benchmarks", targets: ["DragDropBenchmarks"]),
    ],
    targets: [
        // Layer 1: the toolkit-independent drag-and-drop model (Foundation only).
        .target(name: "DragDrop"),
        // Layer 3, headless part: the articles' applications as models and delegates.
        .target(name: "DemoScenes", dependencies: ["DragDrop"]),
        .target(name: "ImageGalleryCore", dependencies: ["DragDrop"]),
        .executableTarget(name: "DragDropBenchmarks", dependencies: ["DragDrop"]),
        .testTarget(name: "DragDropTests", dependencies: ["DragDrop"]),
        .testTarget(name: "ScenarioTests", dependencies: ["DragDrop", "DemoScenes", "ImageGalleryCore"]),
    ],
    swiftLanguageModes: [.v6]
)
