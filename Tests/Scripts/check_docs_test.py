#!/usr/bin/env python3
"""scripts/check-docs on a made-up project: it passes what exists and names what does not."""
from made_up_project import run_script


def run(files):
    return run_script("check-docs", files)


PROJECT = {
    "Package.swift": 'let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])\n',
    "Sources/Kit/Core/Lifecycle.swift": "public struct DragLifecycle<Target> {\n    public func feed(_ event: Int) {}\n    case idle\n}\n",
    "Tests/KitTests/LifecycleTests.swift": "@Test func liftsOnLongPress() {}\n",
    "Tests/EndToEnd/e2e.py": "def test_grid_reorder(self):\n    pass\n",
    "docs/LAYOUT.md": "| `Sources/Kit/Core` | the core |\n| `Sources/Kit` | `Kit` |\n| `Tests/KitTests` | tests |\n",
}


def main():
    fine = dict(PROJECT)
    fine["docs/ARCHITECTURE.md"] = (
        "`DragLifecycle<Target>` has `DragLifecycle.feed(_:)`; see `Sources/Kit/Core/Lifecycle.swift:3`,\n"
        "`Lifecycle.swift`, `UIDragInteraction`, `po/LANG.po` and `test_grid_reorder`.\n\n"
        "| Decision | Where | Tested by |\n|---|---|---|\n| lift | core | `liftsOnLongPress` |\n"
        "```swift\nlet gone = NoSuchType()\n```\n"
    )
    code, out = run(fine)
    assert code == 0, out

    stale = dict(PROJECT)
    stale["docs/ARCHITECTURE.md"] = (
        "`DragMachine` and `DragLifecycle.resolve(_:)`; `Sources/Kit/Gone.swift`, `Lifecycle.swift:40`,\n"
        "`Missing.swift` and `test_grid_gone`.\n\n"
        "| Decision | Where | Tested by |\n|---|---|---|\n| lift | core | `liftsOnShortPress` |\n"
    )
    stale["Sources/Kit/Extra/Thing.swift"] = "struct Thing {}\n"
    code, out = run(stale)
    assert code == 1, out
    for expected in ["no declaration of DragMachine", "no member resolve", "no such path: Sources/Kit/Gone.swift",
                     "no file named Missing.swift", "Lifecycle.swift has 5 lines, the document cites line 40", "no end-to-end test named test_grid_gone",
                     "no test named liftsOnShortPress", "no row for Sources/Kit/Extra"]:
        assert expected in out, f"{expected!r} not reported:\n{out}"
    print("check-docs: 2 cases passed")


if __name__ == "__main__":
    main()
