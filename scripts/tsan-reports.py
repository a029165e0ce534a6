#!/usr/bin/env python3
"""Sorts ThreadSanitizer's reports in a test log (scripts/sanitizers).

Swift's `Synchronization.Mutex` waits on futexes, which ThreadSanitizer does not model on
Linux, so two accesses that a Mutex orders are still reported as a race. A report both of
whose accesses happen during a `withLock` call — some frame of each stack, in this
project's sources, lies inside a `withLock { … }` closure or calls `withLock` (its closure,
inlined, is the frame above) — is such a one: listed, not
counted. Any other report is a race to read, and makes this script fail.

    python3 scripts/tsan-reports.py LOG
"""
import functools
import re
import sys
from collections import Counter

FRAME = re.compile(r"#\d+ \S+ (/\S+\.swift):(\d+):(\d+)")
ACCESS = re.compile(r"^\s*(?:Previous )?(?:[Aa]tomic )?(?:[Rr]ead|[Ww]rite|[Mm]odifying access|[Rr]ead access|[Aa]ccess)\b.* by ", re.M)


@functools.lru_cache(maxsize=None)
def source(path):
    try:
        return open(path).read().split("\n")
    except OSError:
        return None


def inside_with_lock(path, line, column):
    """Whether (line, column) of a Swift file lies inside a `withLock { … }` closure."""
    lines = source(path)
    if lines is None or line > len(lines):
        return False
    stack = []
    for number, text in enumerate(lines[:line], start=1):
        text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text.split("//")[0])  # no strings, no comments
        end = column - 1 if number == line else len(text)
        for index, char in enumerate(text[:end]):
            if char == "{":
                stack.append("withLock" in text[:index])
            elif char == "}" and stack:
                stack.pop()
    return any(stack)


def calls_with_lock(path, line):
    """Whether a frame's line calls `withLock`: the frames above it run in its closure."""
    lines = source(path)
    return lines is not None and line <= len(lines) and "withLock" in lines[line - 1]


def ordered_by_mutex(stack):
    return any(inside_with_lock(path, int(line), int(column)) or calls_with_lock(path, int(line))
               for path, line, column in FRAME.findall(stack))


text = open(sys.argv[1], errors="replace").read()
reports = re.findall(r"WARNING: ThreadSanitizer: ([^\n]*)\n(.*?)SUMMARY: ThreadSanitizer: ([^\n]*)", text, re.S)
ordered, unexplained = Counter(), Counter()
for kind, body, summary in reports:
    kind = re.sub(r"\s*\(pid=\d+\)", "", kind)
    place = re.sub(r" in \$.*", "", summary).strip()
    starts = [m.start() for m in ACCESS.finditer(body)]
    stacks = [body[a:b] for a, b in zip(starts, starts[1:] + [len(body)])][:2]
    stacks = [s.split("\n\n")[0] for s in stacks]  # the access's own frames, not the location's
    if len(stacks) == 2 and all(ordered_by_mutex(s) for s in stacks):
        ordered[place] += 1
    else:
        unexplained[place] += 1
print(f"ThreadSanitizer: {sum(ordered.values())} reports between accesses a Mutex orders (futexes not modelled; "
      f"not counted), {sum(unexplained.values())} other")
for place, count in ordered.most_common():
    print(f"  ordered by a Mutex  {count:3}  {place}")
for place, count in unexplained.most_common():
    print(f"  TO READ             {count:3}  {place}")
sys.exit(1 if unexplained else 0)
