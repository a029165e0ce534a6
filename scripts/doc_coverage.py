"""Lists the public symbols declared in Sources/ whose symbol graph has no doc comment and
that do not inherit one (a protocol's default implementation, an override). Exits 1 if any.
Usage: python3 scripts/doc_coverage.py SYMBOL-GRAPH-DIRECTORY
"""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    directory = sys.argv[1]
    missing = []
    seen = set()
    for path in sorted(glob.glob(os.path.join(directory, "*", "*.symbols.json"))):
        graph = json.load(open(path))
        inherited = {r["source"] for r in graph["relationships"] if r["kind"] in ("defaultImplementationOf", "overrides")}
        for symbol in graph["symbols"]:
            location = symbol.get("location", {}).get("uri", "")
            identifier = symbol["identifier"]["precise"]
            if "/Sources/" not in location or not location.startswith("file://" + ROOT) or identifier in seen:
                continue
            seen.add(identifier)
            if not symbol.get("docComment") and identifier not in inherited:
                line = symbol["location"]["position"]["line"] + 1
                missing.append(f"{os.path.relpath(location[7:], ROOT)}:{line}: {'.'.join(symbol['pathComponents'])}")
    for entry in sorted(missing):
        print(entry)
    print(f"{len(seen)} public symbols, {len(missing)} without documentation")
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
