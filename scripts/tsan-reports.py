#!/usr/bin/env python3
"""Sorts ThreadSanitizer's data-race reports in a test log (scripts/sanitizers).

Swift's `Synchronization.Mutex` waits on futexes, which ThreadSanitizer does not model on
Linux, so two accesses that a Mutex orders are still reported as a race. A report whose two
accesses both run inside `withLock` is such a one: listed, not counted. Any other report is
a race to read, and makes this script fail.

    python3 scripts/tsan-reports.py LOG
"""
import re
import sys
from collections import Counter

text = open(sys.argv[1], errors="replace").read()
reports = re.findall(r"WARNING: ThreadSanitizer: (.*?)\n(.*?)SUMMARY: ThreadSanitizer: ([^\n]*)", text, re.S)
ordered, unexplained = Counter(), Counter()
for kind, body, summary in reports:
    place = re.sub(r" in \$.*", "", summary).strip()
    # The report's access stacks: "Write of size 8 at … by thread T1:" / "Previous read …".
    stacks = re.split(r"\n\s*(?=(?:Previous )?(?:[Aa]tomic )?(?:[Rr]ead|[Ww]rite) of size)", body)
    accesses = [s for s in stacks if re.match(r"\s*(?:Previous )?(?:[Aa]tomic )?(?:[Rr]ead|[Ww]rite) of size", s)]
    if kind.startswith("data race") and len(accesses) >= 2 and all("withLock" in a for a in accesses[:2]):
        ordered[place] += 1
    else:
        unexplained[f"{kind.strip()} — {place}"] += 1
print(f"ThreadSanitizer: {sum(ordered.values())} reports between accesses a Mutex orders (futexes not modelled; not counted), "
      f"{sum(unexplained.values())} other")
for place, count in ordered.most_common():
    print(f"  ordered by a Mutex  {count:3}  {place}")
for place, count in unexplained.most_common():
    print(f"  TO READ             {count:3}  {place}")
sys.exit(1 if unexplained else 0)
