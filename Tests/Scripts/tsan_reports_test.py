#!/usr/bin/env python3
"""Tests scripts/tsan-reports.py on ThreadSanitizer's real reports of tsan-reports/Locks.swift.

A race passes only when both accesses hold one lock, which excludes the other: the same Swift
`Mutex` (both inside its `withLock`) or the same mutex ThreadSanitizer lists (`M0` in both).

    python3 Tests/Scripts/tsan_reports_test.py
"""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "tsan-reports")
SCRIPT = os.path.join(HERE, "..", "..", "scripts", "tsan-reports.py")
CAPTURED_IN = "/tmp/tsan-fixture/"  # where Locks.swift was when its reports were captured


def report(name):
    """A captured report, its frames pointing at the Locks.swift beside it."""
    with open(os.path.join(FIXTURES, name + ".log")) as file:
        return file.read().replace(CAPTURED_IN, FIXTURES + os.sep)


def sort(log):
    """Runs the script on a log: (exit status, what it printed)."""
    with tempfile.NamedTemporaryFile("w", suffix=".log") as file:
        file.write(log)
        file.flush()
        run = subprocess.run([sys.executable, SCRIPT, file.name], capture_output=True, text=True, cwd=FIXTURES)
    return run.returncode, run.stdout + run.stderr


class TSanReportsTests(unittest.TestCase):
    def assertExplained(self, log, lock):
        status, output = sort(log)
        self.assertEqual(status, 0, output)
        self.assertIn("1 races between accesses that hold the same lock", output)
        self.assertIn("by " + lock, output)

    def assertRace(self, log, holds):
        status, output = sort(log)
        self.assertEqual(status, 1, output)
        self.assertIn("0 races between accesses that hold the same lock", output)
        self.assertIn("TO READ", output)
        self.assertIn(holds, output)

    def test_both_inside_one_mutex_is_explained_by_that_mutex(self):
        self.assertExplained(report("same-mutex"), "Mutex counter (Locks.swift:23)")

    def test_each_inside_a_mutex_of_its_own_is_a_race(self):
        self.assertRace(report("two-mutexes"), "holds Mutex second (Locks.swift:32); holds Mutex first (Locks.swift:31)")

    def test_one_inside_a_mutex_and_one_outside_is_a_race(self):
        self.assertRace(report("one-mutex"), "holds no lock; holds Mutex lock (Locks.swift:40)")

    def test_a_closure_written_inside_with_lock_but_run_after_it_holds_no_lock(self):
        self.assertRace(report("escaped-closure"), "holds no lock; holds Mutex lock (Locks.swift:48)")

    def test_mutexes_of_one_name_in_two_types_are_two_locks(self):
        self.assertRace(report("same-name-two-types"),
                        "holds Mutex state (Locks.swift:64); holds Mutex state (Locks.swift:59)")

    def test_two_locks_thread_sanitizer_lists_are_a_race(self):
        self.assertRace(report("two-locks"), "holds M0 (0x720c00000360")

    def test_a_lock_thread_sanitizer_lists_on_one_side_only_is_a_race(self):
        self.assertRace(report("one-lock"), "holds no lock; holds M0 (0x720c00000300")

    def test_a_lock_both_hold_for_reading_excludes_nothing(self):
        self.assertRace(report("shared-read-lock"), "holds M0 (0x7210000000c0")

    def test_one_lock_thread_sanitizer_lists_on_both_sides_explains_the_race(self):
        # ThreadSanitizer orders what a lock it models orders, so it reports no such race; this
        # is the two-locks report with the second access holding the first access's lock.
        log = report("two-locks").replace("(mutexes: write M1)", "(mutexes: write M0)")
        self.assertNotEqual(log, report("two-locks"))
        self.assertExplained(log, "M0 (0x720c00000360")

    def test_every_report_of_a_log_is_sorted(self):
        names = ["same-mutex", "two-mutexes", "one-mutex", "escaped-closure", "same-name-two-types",
                 "two-locks", "one-lock", "shared-read-lock"]
        status, output = sort("".join(report(name) for name in names))
        self.assertEqual(status, 1, output)
        self.assertIn("ThreadSanitizer: 1 races between accesses that hold the same lock", output)
        self.assertIn(", 7 other", output)


if __name__ == "__main__":
    unittest.main()
