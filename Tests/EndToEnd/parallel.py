"""Runs end-to-end tests on several displays at once: one worker process per display, each
with its own Xvfb or headless sway (or one of each, when the tests of both backends share the
queue) and its own application instances, taking the next test from a shared queue as it
finishes one. A test's output is printed in one block when it ends.

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
    """Runs `tests` (a list of (backend, name, test, binary)) once each on `jobs` displays at
    once, from one queue whatever their backend: a worker starts a display of a backend when
    it takes that backend's first test and keeps it for the next ones.

    `start_screen(number, backend)` starts worker `number`'s display of `backend`;
    `run_one(screen, entry)` runs one test there, printing how it went, and returns its outcome.
    Returns ({index in tests: outcome}, [indices of the tests not run]): a test whose worker
    died under it counts as "failed"; a test whose worker could not start its display, and
    those left when every worker is gone, are returned unrun, for the caller to run.
    - Complexity: the tests' own time divided by `jobs`, about, plus one display start per
      worker and backend.
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
                        print(f"✘ {tests[index][1]} on {tests[index][0]}: its display's worker ended "
                              f"(exit status {workers[number].exitcode})", flush=True)
                        outcomes[index] = "failed"
                        del running[number]
                if not any(worker.is_alive() for worker in workers):
                    break
                continue
            if kind == "start":
                running[number] = index
            elif kind == "done":
                outcome, output = payload
                running.pop(number, None)
                outcomes[index] = outcome
                sys.stdout.write(output)
                sys.stdout.flush()
            elif kind == "broken":
                running.pop(number, None)
                print(f"Display {number} ({tests[index][0]}) did not start: {payload}", flush=True)
    except BaseException:
        for worker in workers:
            if worker.is_alive():
                worker.terminate()
        raise
    finally:
        for worker in workers:
            worker.join(timeout=30)
    unrun = [index for index in range(len(tests)) if index not in outcomes]
    return outcomes, unrun


def _work(number, tests, start_screen, run_one, tasks, results):
    """One worker: runs tests from `tasks` until the end marker, each on this worker's display
    of its backend (started when first needed). A display that does not start ends the
    worker, its test unrun."""
    # Terminated (the run interrupted): close the displays and what the test opened on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    screens = {}
    try:
        while (index := tasks.get()) is not None:
            backend = tests[index][0]
            if backend not in screens:
                try:
                    screens[backend] = start_screen(number, backend)
                except Exception as error:  # reported by the parent, which runs the test with the other displays
                    results.put(("broken", number, index, f"{type(error).__name__}: {error}"))
                    return
            results.put(("start", number, index, None))
            output = io.StringIO()
            with contextlib.redirect_stdout(output):
                outcome = run_one(screens[backend], tests[index])
            results.put(("done", number, index, (outcome, output.getvalue())))
    finally:
        for screen in screens.values():
            screen.close()
