#!/usr/bin/env python3
"""scripts/check-sizes on a made-up project: a type of 601 lines of code is named with its file
and line; doc comments, blank lines and block comments do not count; a type split into
extensions is measured part by part; braces in strings and comments do not end a type."""
from made_up_project import run_script


def type_of(lines, name="Big", doc=0, blank=0):
    body = "".join(f"    let value{i} = 1\n" for i in range(lines - 3))  # with the declaration, the string line and the closing brace
    comments = "    /// A doc comment.\n" * doc + "\n" * blank + "    /* a block\n    comment } */\n"
    return f"final class {name} {{\n{comments}{body}    let text = \"}} not an end\" // }} nor this\n}}\n"


def main():
    code, out = run_script("check-sizes", {"Sources/Core/Big.swift": type_of(600, doc=50, blank=50)})
    assert code == 0, out
    code, out = run_script("check-sizes", {"Sources/Core/Big.swift": type_of(601)})
    assert code == 1, out
    assert "Sources/Core/Big.swift:1: class Big has 601 lines of code" in out, out
    split = {"Sources/Core/Big.swift": type_of(400),
             "Sources/Core/Big+Feature.swift": "extension Big {\n" + "".join(f"    func f{i}() {{}}\n" for i in range(398)) + "}\n"}
    code, out = run_script("check-sizes", split)
    assert code == 0 and "Big 800" in out, out
    nested = "struct Outer {\n" + type_of(600, name="Inner") + "}\n"
    code, out = run_script("check-sizes", {"Sources/Core/Outer.swift": nested})
    assert code == 1 and "struct Outer has 602 lines of code" in out and "Inner" not in out.split("types with")[0], out
    print("check-sizes: ok")


if __name__ == "__main__":
    main()
