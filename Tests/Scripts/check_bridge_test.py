#!/usr/bin/env python3
"""scripts/check-bridge on a made-up project: casts and hand-made connections are allowed in
the bridge only, and named with their file and line elsewhere."""
from made_up_project import run_script


def run(files):
    return run_script("check-bridge", files)


BRIDGE = {
    "Sources/DragDropGTK/Bridge/SignalShapes.swift": "let t = unsafeBitCast(thunk, to: GCallback.self)\n",
    "Sources/DragDropGTK/Bridge/Signal.swift": "dd_signal_connect(instance, name, thunk, data, release)\n",
    "Sources/DragDropGTK/Hosts/Click.swift": "connect(gesture, .pressed) { presses, x, y in }\n// not unsafeBitCast( in a comment\n",
}


def main():
    code, out = run(BRIDGE)
    assert code == 0, out
    for name, line in [
        ("Sources/DragDropGTK/Hosts/Gesture.swift", "connect(g, \"pressed\", callback: unsafeBitCast(c, to: GCallback.self))"),
        ("Sources/image-gallery/Monitor.swift", "dd_signal_connect(monitor, \"changed\", callback, data, nil)"),
        ("Examples/List/Sources/List/Rows.swift", "g_signal_connect_data(button, \"clicked\", callback, nil, nil, 0)"),
        ("Tests/GTKTests/Probe.swift", "let f = unsafeBitCast(p, to: Int.self)"),
    ]:
        code, out = run({**BRIDGE, name: "let a = 1\n" + line + "\n"})
        assert code == 1, (name, out)
        assert f"{name}:2:" in out, out
    print("check-bridge: ok")


if __name__ == "__main__":
    main()
