#!/usr/bin/env python3
"""Sorts ThreadSanitizer's reports in a test log (scripts/sanitizers); fails on any race that
no lock held by both of its accesses explains, and on any report that is not a race.

A race is explained only by one lock that both conflicting accesses hold, and that excludes
the other (held for writing by at least one of them):

- A lock ThreadSanitizer models (pthread, NSLock) is listed after the access,
  `by thread T2 (mutexes: write M0, read M1):`, and described below it as
  `Mutex M0 (0x…) created at:`; the same M in both lists is the same lock.
- Swift's `Synchronization.Mutex` never is: it waits on futexes, which ThreadSanitizer does not
  model on Linux, so two accesses it orders are still reported, with no mutex listed. An access
  holds such a Mutex when a frame of its stack stands at a `withLock` call of this project's
  sources (line and column at the word `withLock`): the closure, and all it calls, run with the
  lock held. The lock is the Mutex declaration (`let state = Mutex(…)`) the receiver names —
  the one in the innermost scope around the call, else the only one of that name in the file,
  else in the target's folder — and, when the receiver is another object's (`other.state`),
  that other object. A `withLock` whose Mutex is declared nowhere there counts as no lock.

Two accesses inside two different locks' `withLock`, or one inside a lock and one outside, are
a race to read. Reports a lock explains are listed by that lock, not counted. What the script
cannot tell apart: two objects of one type, each inside `withLock` of its own Mutex (the same
declaration, `self` both times), racing on memory they share outside the Mutexes' values.

    python3 scripts/tsan-reports.py LOG
"""
import functools
import glob
import os
import re
import sys
from collections import Counter

FRAME = re.compile(r"^\s*#\d+ .*? (/\S+\.swift):(\d+):(\d+)", re.M)
ACCESS = re.compile(r"^\s*(?:Previous )?(?:[Aa]tomic )?(?:[Rr]ead|[Ww]rite|[Mm]odifying access|[Aa]ccess)\b.* by .*:$")
HELD = re.compile(r"\(mutexes: ([^)]*)\):$")
MUTEX = re.compile(r"^\s*Mutex (M\d+) (?:\((0x[0-9a-f]+)\) created at:|is already destroyed)")
RACES = {"data race", "Swift access race"}
DECLARATION = r"\b(?:let|var)\s+{}\b(?=\s*(?::\s*(?:Synchronization\s*\.\s*)?Mutex\s*<|=\s*(?:Synchronization\s*\.\s*)?Mutex\s*[<(]))"


@functools.lru_cache(maxsize=None)
def code(path):
    """The file with its comments and string literals blanked (lines and columns kept), or None."""
    try:
        text = open(path).read()
    except OSError:
        return None
    out, i, n = [], 0, len(text)

    def blank(segment):
        return re.sub(r"[^\n]", " ", segment)

    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
        elif text.startswith("/*", i):
            depth, end = 0, i
            while end < n:
                if text.startswith("/*", end):
                    depth, end = depth + 1, end + 2
                elif text.startswith("*/", end):
                    depth, end = depth - 1, end + 2
                    if depth == 0:
                        break
                else:
                    end += 1
        elif text[i] == '"':
            quote = '"""' if text.startswith('"""', i) else '"'
            end = i + len(quote)
            while end < n and not text.startswith(quote, end):
                end += 2 if text[end] == "\\" else 1
            end = min(n, end + len(quote))
        else:
            out.append(text[i])
            i += 1
            continue
        out.append(blank(text[i:end]))
        i = end
    return "".join(out)


def offset(text, line, column):
    """The character offset of a 1-based line and column, or None."""
    start = 0
    for _ in range(line - 1):
        start = text.find("\n", start) + 1
        if start == 0:
            return None
    return start + column - 1


@functools.lru_cache(maxsize=None)
def scopes(path):
    """(open, close) offsets of every brace pair in a file."""
    pairs, stack = [], []
    for index, char in enumerate(code(path)):
        if char == "{":
            stack.append(index)
        elif char == "}" and stack:
            pairs.append((stack.pop(), index))
    return pairs


def scope_of(path, at):
    """The innermost braces around an offset: (open, close), or the whole file."""
    inner = [(a, b) for a, b in scopes(path) if a < at < b]
    return max(inner) if inner else (-1, len(code(path)))


def declarations(path, name):
    text = code(path)
    return [] if text is None else [m.start() for m in re.finditer(DECLARATION.format(re.escape(name)), text)]


def target_files(path):
    """The Swift files of the target a file belongs to (its folder under Sources/ or Tests/)."""
    parts = path.split(os.sep)
    for top in ("Sources", "Tests"):
        if top in parts[:-2]:
            root = os.sep.join(parts[:parts.index(top) + 2])
            return sorted(glob.glob(os.path.join(root, "**", "*.swift"), recursive=True))
    return [path]


def line_of(path, at):
    return code(path).count("\n", 0, at) + 1


def declaration(path, at, name):
    """Where the Mutex a `withLock` at `at` names is declared: (path, line), or None."""
    here = [d for d in declarations(path, name) if scope_of(path, d)[0] < at < scope_of(path, d)[1]]
    if here:
        innermost = max(here, key=lambda d: (scope_of(path, d)[0], d if d < at else -1))
        return path, line_of(path, innermost)
    for files in ([path], target_files(path)):
        found = [(file, d) for file in files for d in declarations(file, name)]
        if len(found) == 1:
            return found[0][0], line_of(*found[0])
        if found:
            return None
    return None


def receiver(text, end):
    """The expression before `.withLock` ending at `end`: (qualifier, name), or None."""
    match = re.search(r"(\w+)\s*\.\s*$", text[max(0, end - 400):end])
    if not match:
        return None
    name, i = match.group(1), end - len(match.group(0))
    i = len(text[:i].rstrip())
    if i == 0 or text[i - 1] != ".":
        return "", name
    i -= 1
    start, closing = i, {")": "(", "]": "[", ">": "<"}
    while start > 0:
        char = text[start - 1]
        if char in closing:
            depth, start = 0, start - 1
            while start >= 0:
                if text[start] == char:
                    depth += 1
                elif text[start] == closing[char]:
                    depth -= 1
                    if depth == 0:
                        break
                start -= 1
            start = max(start, 0)
        elif char.isalnum() or char in "_.!?" or (char.isspace() and text[start] == "."):
            start -= 1
        else:
            break
    qualifier = re.sub(r"\s+", "", text[start:i])
    return ("" if qualifier in ("self", "Self") or re.fullmatch(r"[A-Z]\w*", qualifier) else qualifier), name


@functools.lru_cache(maxsize=None)
def swift_lock(path, line, column):
    """The Mutex a frame at a `withLock` call holds: (declaration path, line, qualifier, name)."""
    text = code(path)
    at = None if text is None else offset(text, line, column)
    if at is None or not re.match(r"withLock(?:IfAvailable)?\b", text[at:at + 40]):
        return None
    named = receiver(text, at)
    if named is None:
        return None
    qualifier, name = named
    declared = declaration(path, at, name)
    return None if declared is None else (*declared, qualifier, name)


def parse(body):
    """The accesses of a report — (header, frames, {mutex: write?}) — and its mutexes' labels."""
    sections = [s for s in re.split(r"\n\s*\n", body) if s.strip()]
    accesses, labels = [], {}
    for section in sections:
        header, _, frames = section.strip("\n").partition("\n")
        if ACCESS.match(header):
            held = HELD.search(header)
            mutexes = {}
            for entry in (held.group(1).split(",") if held else []):
                mode, _, mutex = entry.strip().partition(" ")
                mutexes[mutex] = mutexes.get(mutex, False) or mode == "write"
            accesses.append((header.strip(), frames, mutexes))
        elif MUTEX.match(header):
            mutex, address = MUTEX.match(header).groups()
            creator = next((f"{os.path.relpath(p)}:{l}" for p, l, _ in FRAME.findall(frames)), None)
            labels[mutex] = f"{mutex} ({address or 'destroyed'}" + (f", created at {creator})" if creator else ")")
    return accesses, labels


def locks(access):
    """The locks an access holds: {lock: held for writing?}."""
    _, frames, mutexes = access
    held = {("tsan", mutex): write for mutex, write in mutexes.items()}
    for path, line, column in FRAME.findall(frames):
        lock = swift_lock(path, int(line), int(column))
        if lock:
            held[("swift",) + lock] = True
    return held


def describe(lock, labels):
    if lock[0] == "tsan":
        return labels.get(lock[1], lock[1])
    _, path, line, qualifier, name = lock
    return f"Mutex {qualifier + '.' if qualifier else ''}{name} ({os.path.relpath(path)}:{line})"


def explain(kind, body):
    """The lock both accesses of a race hold (one for writing), or None; and the locks held."""
    accesses, labels = parse(body)
    held = [locks(a) for a in accesses[:2]]
    if kind not in RACES or len(held) != 2:
        return None, held, labels
    common = [lock for lock in held[0] if lock in held[1] and (held[0][lock] or held[1][lock])]
    return (min(common) if common else None), held, labels


def main(log):
    text = open(log, errors="replace").read()
    reports = re.findall(r"WARNING: ThreadSanitizer: ([^\n]*)\n(.*?)SUMMARY: ThreadSanitizer: ([^\n]*)", text, re.S)
    ordered, unexplained = Counter(), Counter()
    for kind, body, summary in reports:
        kind = re.sub(r"\s*\(pid=\d+\)", "", kind)
        place = re.sub(r" in \$.*", "", summary).strip()
        lock, held, labels = explain(kind, body)
        if lock:
            ordered[(describe(lock, labels), place)] += 1
        else:
            holds = "; ".join("holds " + (", ".join(describe(l, labels) for l in h) or "no lock") for h in held)
            unexplained[place + (f" — {holds}" if held else "")] += 1
    print(f"ThreadSanitizer: {sum(ordered.values())} races between accesses that hold the same lock "
          f"(a Mutex's futex is not modelled; not counted), {sum(unexplained.values())} other")
    for (lock, place), count in ordered.most_common():
        print(f"  ordered by a lock  {count:3}  {place}\n                          by {lock}")
    for place, count in unexplained.most_common():
        print(f"  TO READ            {count:3}  {place}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
