// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DragDrop",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DragDrop", targets: ["DragDrop"]),
        .executable(name: "dragdrop-benchmarks", targets: ["DragDropBenchmarks"]),
        .executable(name: "image-gallery", targets: ["image-gallery"]),
        .executable(name: "dragdrop-demos", targets: ["dragdrop-demos"]),
        .executable(name: "dragdrop-gtk-benchmark", targets: ["dragdrop-gtk-benchmark"]),
    ],
    targets: [
        // Layer 1: the toolkit-independent drag-and-drop model (Foundation only).
        .target(name: "DragDrop"),
        // Layer 2: the GTK 4 front end.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "CGtkShim", dependencies: ["CGtk"]),
        .target(name: "DragDropGTK", dependencies: ["DragDrop", "CGtk", "CGtkShim"]),
        // Layer 3, headless part: the articles' applications as models and delegates.
        .target(name: "DemoScenes", dependencies: ["DragDrop"]),
        .systemLibrary(name: "CImageGalleryCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "ImageGalleryCore", dependencies: ["DragDrop", "CImageGalleryCurl"]),
        // Layer 3, desktop applications.
        .executableTarget(name: "image-gallery", dependencies: ["ImageGalleryCore", "DragDropGTK", "CGtk", "CGtkShim"]),
        .executableTarget(name: "dragdrop-demos", dependencies: ["DemoScenes", "DragDropGTK", "CGtk", "CGtkShim"]),
        .executableTarget(name: "dragdrop-gtk-benchmark", dependencies: ["DemoScenes", "DragDropGTK", "CGtk", "CGtkShim"]),
        .executableTarget(name: "DragDropBenchmarks", dependencies: ["DragDrop"]),
        .testTarget(name: "DragDropTests", dependencies: ["DragDrop"]),
        .testTarget(name: "ScenarioTests", dependencies: ["DragDrop", "DemoScenes", "ImageGalleryCore"]),
        .testTarget(name: "ImageGalleryTests", dependencies: ["DragDrop", "ImageGalleryCore"]),
    ],
    swiftLanguageModes: [.v6]
)
