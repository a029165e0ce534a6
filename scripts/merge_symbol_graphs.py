"""Makes the umbrella's symbol graph: what `import DragDrop` gives a user is the modules it
re-exports (DragDropCore, DragDropUIKit, DragDropSwiftUI), and swift-symbolgraph-extract does
not follow `@_exported import`. Their graphs become one module named DragDrop — symbols and
relationships together, so a face's extension of a core type documents its members on that
type's page — and their graphs of extensions to outside modules (`Part@Swift`) are renamed
`DragDrop@Swift`. The umbrella's own typealiases (UIKit's `View` and `Image` pinned) are left
out: they name the same types as the core's. A face's own declarations of a pinned name —
SwiftUI's `View` protocol and what extends it — are left out too, with the relationships that
name them: under `import DragDrop` the name means the core's type, and the face's own
declaration is documented by the face's own catalog (`import DragDropSwiftUI`).
Usage: python3 scripts/merge_symbol_graphs.py OUTPUT-DIRECTORY UMBRELLA PART-DIRECTORY...
"""
import glob
import json
import os
import re
import sys

PINS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "DragDrop", "UIKitMeanings.swift")


def pinned_names():
    """Each name the umbrella pins, with the module whose declaration it means."""
    if not os.path.exists(PINS):
        return {}
    return dict(re.findall(r"public typealias (\w+) = (\w+)\.", open(PINS).read()))


def drop_shadowed(graph, part, pins):
    """`graph` of `part` without `part`'s own declarations of a name pinned to another module."""
    names = {name for name, module in pins.items() if module != part}
    prefixes = tuple(f"s:{len(part)}{part}{len(name)}{name}" for name in names)
    dropped = {symbol["identifier"]["precise"] for symbol in graph["symbols"]
               if symbol["pathComponents"][0] in names and symbol["identifier"]["precise"].startswith(prefixes)}
    graph["symbols"] = [symbol for symbol in graph["symbols"] if symbol["identifier"]["precise"] not in dropped]
    graph["relationships"] = [relation for relation in graph["relationships"]
                              if relation["source"] not in dropped and relation["target"] not in dropped]
    return graph


def main():
    output, umbrella, part_directories = sys.argv[1], sys.argv[2], sys.argv[3:]
    if not part_directories:
        sys.exit("merge_symbol_graphs: no part directories given")
    parts = [os.path.basename(os.path.normpath(directory)) for directory in part_directories]
    os.makedirs(output, exist_ok=True)
    merged, outside, pins = None, {}, pinned_names()
    for part, directory in zip(parts, part_directories):
        main_graph = os.path.join(directory, f"{part}.symbols.json")
        if not os.path.exists(main_graph):
            sys.exit(f"merge_symbol_graphs: {main_graph} missing (extract the part's graph first)")
        for path in sorted(glob.glob(os.path.join(directory, f"{part}*.symbols.json"))):
            graph = drop_shadowed(json.load(open(path)), part, pins)
            name = os.path.basename(path)[:-len(".symbols.json")]
            extended = name.split("@", 1)[1] if "@" in name else None
            if extended is None or extended in parts:
                if merged is None:
                    merged = graph
                    merged["module"]["name"] = umbrella
                else:
                    merged["symbols"] += graph["symbols"]
                    merged["relationships"] += graph["relationships"]
            elif extended in outside:
                outside[extended]["symbols"] += graph["symbols"]
                outside[extended]["relationships"] += graph["relationships"]
            else:
                graph["module"]["name"] = umbrella
                outside[extended] = graph
    json.dump(merged, open(os.path.join(output, f"{umbrella}.symbols.json"), "w"))
    for extended, graph in outside.items():
        json.dump(graph, open(os.path.join(output, f"{umbrella}@{extended}.symbols.json"), "w"))


if __name__ == "__main__":
    main()
