"""Runs end-to-end tests on several displays at once: one worker process per display, each
with its own Xvfb or headless sway and its own application instances, taking the next test
from a shared queue as it finishes one. A test's output is printed in one block when it ends.

Tests that cannot share the machine are marked with `@alone`: those that read resident
memory or wall time (no other test's load may skew what they measure). The runner runs them
by themselves, after the parallel ones. (The file-manager tests ran alone too, as "Thunar
loses drops when several run at once": each test's clean-up ended every Thunar on the machine,
the other displays' included. It ends its own only now, and they share the machine.)
"""
import contextlib
import io
import multiprocessing
import os
import queue
import signal
import sys


def alone(test):
    """Marks a test that cannot share the machine (it reads resident memory or wall time; say
    which beside the mark): it runs by itself, never on one of several displays at once."""
    test.runs_alone = True
    return test


def runs_alone(test):
    """Whether `test` was marked with `@alone`."""
    return getattr(test, "runs_alone", False)


# What one display with its tests costs: an app or two and, in some tests, Chromium or a
# Qt peer; measured at about 0.6 GB at most, taken as 1 GB.
MEMORY_PER_DISPLAY_MB = 1024


def default_jobs():
    """How many displays this machine bears at once: three per core (the tests mostly wait on
    the display, the app and pointer pacing, not on the processor; on 2 cores 6 displays ran
    the suite in 338 s on X11 and 283 s on Wayland, 4 in 402 s and 397 s), as many as free
    memory allows at 1 GB a display, at least 1 and at most 8."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    by_memory = available_memory_mb() // MEMORY_PER_DISPLAY_MB
    return max(1, min(8, 3 * cores, by_memory))


def available_memory_mb():
    """MemAvailable from /proc/meminfo, in MB (a large number where there is none)."""
    try:
        with open("/proc/meminfo") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) // 1024
    except OSError:
        pass
    return 1 << 20


def run_in_parallel(tests, jobs, start_screen, run_one):
    """Runs `tests` (a list of (name, test, binary)) once each on `jobs` displays at once.

    `start_screen(number)` starts display `number` in its worker; `run_one(screen, name,
    test, binary)` runs one test there, printing how it went, and returns its outcome.
    Returns ({name: outcome}, [tests not run]): a test whose worker died under it counts as
    "failed"; the tests left when every worker is gone (none of them could start its
    display) are returned unrun, for the caller to run.
    - Complexity: the tests' own time divided by `jobs`, about, plus one display start per worker.
    """
    if jobs < 1:
        raise ValueError(f"--jobs must be at least 1, not {jobs}")
    context = multiprocessing.get_context("fork")
    tasks, results = context.Queue(), context.Queue()
    for index in range(len(tests)):
        tasks.put(index)
    jobs = min(jobs, len(tests))
    for _ in range(jobs):
        tasks.put(None)
    sys.stdout.flush()
    workers = [context.Process(target=_work, args=(number, tests, start_screen, run_one, tasks, results), daemon=True)
               for number in range(jobs)]
    for worker in workers:
        worker.start()
    outcomes, running = {}, {}
    try:
        while len(outcomes) < len(tests):
            try:
                kind, number, index, payload = results.get(timeout=1)
            except queue.Empty:
                for number, index in list(running.items()):
                    if not workers[number].is_alive():
                        name = tests[index][0]
                        print(f"✘ {name}: its display's worker ended (exit status {workers[number].exitcode})", flush=True)
                        outcomes[name] = "failed"
                        del running[number]
                if not any(worker.is_alive() for worker in workers):
                    break
                continue
            if kind == "start":
                running[number] = index
            elif kind == "done":
                outcome, output = payload
                running.pop(number, None)
                outcomes[tests[index][0]] = outcome
                sys.stdout.write(output)
                sys.stdout.flush()
            elif kind == "broken":
                print(f"Display {number} did not start: {payload}", flush=True)
    except BaseException:
        for worker in workers:
            if worker.is_alive():
                worker.terminate()
        raise
    finally:
        for worker in workers:
            worker.join(timeout=30)
    unrun = [test for test in tests if test[0] not in outcomes]
    return outcomes, unrun


def _work(number, tests, start_screen, run_one, tasks, results):
    """One worker: starts its display, then runs tests from `tasks` until the end marker."""
    # Terminated (the run interrupted): close the display and what the test opened on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        screen = start_screen(number)
    except Exception as error:  # reported by the parent, which runs the tests with the other displays
        results.put(("broken", number, None, f"{type(error).__name__}: {error}"))
        return
    try:
        while (index := tasks.get()) is not None:
            results.put(("start", number, index, None))
            name, test, binary = tests[index]
            output = io.StringIO()
            with contextlib.redirect_stdout(output):
                outcome = run_one(screen, name, test, binary)
            results.put(("done", number, index, (outcome, output.getvalue())))
    finally:
        screen.close()
