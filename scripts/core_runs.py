#!/usr/bin/env python3
"""Runs the core benchmarks (`dragdrop-benchmarks`, release) several times and prints each
figure as the median over the runs of its per-run median, with [min–max] over the runs, in
the order the benchmark prints them; log-log slopes the same way. A run whose process fails
fails the whole.

Usage (or `bash scripts/benchmarks core --runs N`):
    python3 scripts/core_runs.py .build/release/dragdrop-benchmarks [--runs 3]
"""
import argparse
import re
import statistics
import subprocess
import sys

UNITS = {"ns": 1e-3, "µs": 1.0, "ms": 1e3, "s": 1e6}
FIGURE = re.compile(r"^(?P<label>\s*.+?): median (?P<median>[\d.]+) (?P<unit>ns|µs|ms|s), p95 (?P<p95>[\d.]+) (?P<p95unit>ns|µs|ms|s)(?P<rest>.*)$")
SLOPE = re.compile(r"^(?P<label>\s*log-log slope [^:]+): drop (?P<drop>-?[\d.]+), first screen (?P<first>-?[\d.]+)")
TARGET = re.compile(r"\(target (?P<kind>p95 )?≤ (?P<value>[\d.]+) (?P<unit>ns|µs|ms|s)")


def microseconds(value, unit):
    return float(value) * UNITS[unit]


def show(value):
    """A duration in µs, in the unit the benchmark itself would choose."""
    if value < 1:
        return f"{value * 1000:.0f} ns"
    if value < 1000:
        return f"{value:.3g} µs" if value < 100 else f"{value:.0f} µs"
    if value < 1e6:
        return f"{value / 1000:.3g} ms" if value < 100_000 else f"{value / 1000:.0f} ms"
    return f"{value / 1e6:.3g} s"


def spread(values, render):
    return f"{render(statistics.median(values))} [{render(min(values))}–{render(max(values))}]"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    order, figures, slopes = [], {}, {}
    for run in range(arguments.runs):
        output = subprocess.run([arguments.binary], capture_output=True, text=True, check=True).stdout
        header = None
        for line in output.splitlines():
            if line.startswith("## "):
                header = line
                continue
            match = FIGURE.match(line)
            slope = SLOPE.match(line)
            if match:
                key = (header, match["label"])
                if key not in figures:
                    order.append(key)
                    figures[key] = {"median": [], "p95": [], "targets": []}
                figures[key]["median"].append(microseconds(match["median"], match["unit"]))
                figures[key]["p95"].append(microseconds(match["p95"], match["p95unit"]))
                for target in TARGET.finditer(match["rest"]):
                    figures[key]["targets"].append((bool(target["kind"]), microseconds(target["value"], target["unit"])))
            elif slope:
                key = (header, slope["label"])
                if key not in slopes:
                    order.append(key)
                    slopes[key] = {"drop": [], "first": []}
                slopes[key]["drop"].append(float(slope["drop"]))
                slopes[key]["first"].append(float(slope["first"]))
    print(f"# Core benchmarks: {arguments.runs} runs, median of the runs' medians [min–max]")
    missed = False
    shown = None
    for key in order:
        header, label = key
        if header != shown:
            print(header)
            shown = header
        if key in figures:
            figure = figures[key]
            line = f"{label}: median {spread(figure['median'], show)}, p95 {spread(figure['p95'], show)}"
            for is_p95, target in dict.fromkeys(figure["targets"]):
                value = statistics.median(figure["p95"] if is_p95 else figure["median"])
                met = value <= target
                missed = missed or not met
                line += f" (target {'p95 ' if is_p95 else ''}≤ {show(target)}: {'met' if met else 'MISSED'})"
            print(line)
        else:
            slope = slopes[key]
            fmt = lambda value: f"{value:.2f}"  # noqa: E731
            print(f"{label}: drop {spread(slope['drop'], fmt)}, first screen {spread(slope['first'], fmt)}")
    print("Some targets were missed." if missed else "All targets met.")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
