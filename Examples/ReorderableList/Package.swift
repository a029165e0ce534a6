// swift-tools-version:6.0
// A package of its own that uses DragDrop the way other people's apps will: by path, through
// its products only (DragDrop for the model, DragDropGTK for the window).
import PackageDescription

let package = Package(
    name: "ReorderableList",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "DragDrop", path: "../..")],
    targets: [
        .executableTarget(name: "ReorderableList", dependencies: [
            .product(name: "DragDrop", package: "DragDrop"),
            .product(name: "DragDropGTK", package: "DragDrop"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
