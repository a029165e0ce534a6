// swift-tools-version:6.0
// A second package of its own on DragDrop, written as a newcomer would from the README and
// the DocC catalogs: a three-column task board. Its model and drag-and-drop logic
// (TaskBoardCore) use only the DragDrop product and are tested headless with DragDropTesting;
// the window (TaskBoard) adds DragDropGTK.
import PackageDescription

let package = Package(
    name: "TaskBoard",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "DragDrop", path: "../..")],
    targets: [
        .target(name: "TaskBoardCore", dependencies: [.product(name: "DragDrop", package: "DragDrop")]),
        .executableTarget(name: "TaskBoard", dependencies: [
            "TaskBoardCore",
            .product(name: "DragDrop", package: "DragDrop"),
            .product(name: "DragDropGTK", package: "DragDrop"),
        ]),
        .testTarget(name: "TaskBoardTests", dependencies: [
            "TaskBoardCore",
            .product(name: "DragDrop", package: "DragDrop"),
            .product(name: "DragDropTesting", package: "DragDrop"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
