#!/usr/bin/env python3
"""The mutant campaign: near-misses of real code through the whole pipeline.

    Fuzz/mutants.py [--seed N] [--per-file N] [--no-build] [--no-save] [--minimize-seconds S]

For every `Corpus/**/*.swift` file it writes deterministic (seeded) mutants:
single-byte flips, insertions and deletions at random offsets, every prefix
of the file cut at a line end (an editor buffer while typing), and
"half-typed" root writes (`window.rootViewController = (` with the rest of
the function gone, `= make(`, `= Home(user: [`), plus the named half-typed
buffers of `PipelineTotalityTests`. It runs them through the optimised
pipeline fuzzer (`.build/fuzz/pipeline-fuzzer`, a libFuzzer binary that just
executes the files it is given), restarting after each crash; runs every
crashing mutant once more through the unoptimised build (-Onone keeps the
line of the failing expression in the stack trace) to find its top project
frame; dedupes by that frame (file:line); minimises the smallest input of
each site with libFuzzer's `-minimize_crash=1` and then by deleting lines
and bytes (each step kept only if it still crashes at the same site: any
crash satisfies libFuzzer); and saves one input per new site as
`Fuzz/regressions/<File>-<line>-1.txt`.

    Fuzz/mutants.py --no-build Fuzz/work/pipeline/artifacts/crash-*

files the given crashing inputs (the fuzzer's, say) the same way instead.

Mutants and logs go to `Fuzz/work/mutants/` (git-ignored); the summary
(sites, counts, minimal inputs) is printed and written to
`Fuzz/work/mutants/summary.md` (`summary-given.md` for given inputs).
"""

import argparse
import collections
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / ".build" / "fuzz"
FAST = BUILD / "pipeline-fuzzer"
DEBUG = BUILD / "pipeline-debug-fuzzer"
REGRESSIONS = ROOT / "Fuzz" / "regressions"
WORK = ROOT / "Fuzz" / "work" / "mutants"

# The Swift runtime's own backtracer reads the stack in a way AddressSanitizer
# reports as a stack-buffer-underflow, hiding the real trap: switch it off
# and let libFuzzer print the stack.
ENV = dict(os.environ, SWIFT_BACKTRACE="enable=no", ASAN_OPTIONS="detect_leaks=0")
RUN_OPTIONS = ["-timeout=20", "-rss_limit_mb=2048", "-detect_leaks=0"]

# Bytes an insertion draws from: Swift's delimiters, then anything.
PALETTE = b'(){}[]<>"\'\\/#@$.,:;=!?&|*+-_ \n\t0aZ'
OPENERS = ["(", "make(", "Home(user: ["]

# The same buffers as `PipelineTotalityTests.halfTypedBuffers`: what an
# editor holds while a root write is being typed.
NAMED_BUFFERS = {
    "paren-then-brace": "final class SceneDelegate {\n    var window: UIWindow?\n    func showHome() {\n"
                        "        window.rootViewController = (\n    }\n}\n",
    "make-open": "final class SceneDelegate {\n    var window: UIWindow?\n    func showHome() {\n"
                 "        window?.rootViewController = make(\n    }\n}\n",
    "array-open": "final class AppCoordinator {\n    let window: UIWindow\n    func showHome(user: User) {\n"
                  "        window.rootViewController = Home(user: [\n    }\n}\n",
    "paren-at-end": "final class SceneDelegate {\n    func showHome() {\n        window.rootViewController = (",
    "make-at-end": "final class SceneDelegate {\n    func showHome() {\n        window.rootViewController = make(",
    "array-at-end": "final class SceneDelegate {\n    func showHome() {\n        window.rootViewController = Home(user: [",
}

ROOT_WRITE = re.compile(rb"rootViewController\s*=(?!=)")


def byte_mutants(data, rng, per_file):
    """`per_file` each of flips, insertions and deletions at random offsets."""
    if not data:
        return
    for n in range(per_file):
        i = rng.randrange(len(data))
        yield f"flip-{n}", data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
    for n in range(per_file):
        i = rng.randrange(len(data) + 1)
        byte = PALETTE[rng.randrange(len(PALETTE))] if rng.random() < 0.8 else rng.randrange(256)
        yield f"insert-{n}", data[:i] + bytes([byte]) + data[i:]
    for n in range(per_file):
        i = rng.randrange(len(data))
        yield f"delete-{n}", data[:i] + data[i + 1:]


def prefix_mutants(data):
    """The file cut after each line break."""
    for n, match in enumerate(re.finditer(rb"\n", data)):
        yield f"prefix-{n}", data[:match.end()]


def half_typed_mutants(data):
    """Each root write's right-hand side replaced by an open call or array:
    with the rest of the file, with the rest of its block gone (the block's
    `}` on the next line), and at the end of the buffer."""
    lines = data.split(b"\n")
    offsets = []
    position = 0
    for line in lines:
        offsets.append(position)
        position += len(line) + 1
    for number, line in enumerate(lines):
        match = ROOT_WRITE.search(line)
        if not match:
            continue
        indent = len(line) - len(line.lstrip())
        close = next((k for k in range(number + 1, len(lines))
                      if lines[k].strip().startswith(b"}") and len(lines[k]) - len(lines[k].lstrip()) < indent),
                     len(lines))
        for opener in OPENERS:
            head = line[:match.end()] + b" " + opener.encode()
            name = f"half-{number + 1}-{OPENERS.index(opener)}"
            before = b"\n".join(lines[:number] + [head])
            yield name + "-rest", b"\n".join(lines[:number] + [head] + lines[number + 1:])
            yield name + "-brace", b"\n".join(lines[:number] + [head] + lines[close:])
            yield name + "-end", before


def write_mutants(seed, per_file):
    mutants_dir = WORK / "inputs"
    shutil.rmtree(mutants_dir, ignore_errors=True)
    mutants_dir.mkdir(parents=True)
    paths = []
    kinds = {}
    for source in sorted(ROOT.glob("Corpus/**/*.swift")):
        relative = source.relative_to(ROOT).as_posix()
        stem = relative.removeprefix("Corpus/").removesuffix(".swift").replace("/", "_")
        data = source.read_bytes()
        rng = random.Random(f"{seed}:{relative}")
        for generator in (byte_mutants(data, rng, per_file), prefix_mutants(data), half_typed_mutants(data)):
            for name, mutant in generator:
                path = mutants_dir / f"{stem}.{name}.txt"
                path.write_bytes(mutant)
                paths.append(path)
                kinds[path] = name.split("-")[0]
    for name, text in NAMED_BUFFERS.items():
        path = mutants_dir / f"named.{name}.txt"
        path.write_text(text)
        paths.append(path)
        kinds[path] = "named"
    return paths, kinds


def find_crashes(paths):
    """Runs the files through the optimised binary, restarting after each
    crash; returns the files that crashed, timed out or ran out of memory."""
    crashed = []
    remaining = [str(p) for p in paths]
    log = open(WORK / "fast-runs.log", "w")
    while remaining:
        chunk = remaining[:1500]
        result = subprocess.run([str(FAST), *RUN_OPTIONS, *chunk], env=ENV, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT)
        output = result.stdout.decode(errors="replace")
        if result.returncode == 0:
            remaining = remaining[len(chunk):]
            continue
        running = re.findall(r"^Running: (.*)$", output, re.M)
        if not running:
            log.write(output)
            sys.exit(f"mutants: the fuzzer failed without running an input (status {result.returncode}); "
                     f"see {WORK / 'fast-runs.log'}")
        culprit = running[-1]
        log.write(f"== {culprit}\n{output[-3000:]}\n")
        crashed.append(Path(culprit))
        remaining = remaining[remaining.index(culprit) + 1:]
        if sys.stdout.isatty():
            print(f"  {len(crashed)} crashing so far, {len(remaining)} to go", end="\r", flush=True)
    if sys.stdout.isatty():
        print()
    return crashed


FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in (\S+) (\S+?):(\d+)(?::\d+)?\s*$", re.M)


def demangle(symbol):
    try:
        result = subprocess.run(["swift", "demangle", "--simplified", "--compact", symbol],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        return result.stdout.strip() or symbol
    except OSError:
        return symbol


def classify(path):
    """(site, problem, function) of a crashing input, from the unoptimised
    build: site is the top frame in the project's sources, `File.swift:line`
    relative to the repository."""
    result = subprocess.run([str(DEBUG), *RUN_OPTIONS, str(path)], env=ENV, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)
    output = result.stdout.decode(errors="replace")
    if result.returncode == 0:
        return None
    problem = "unknown"
    for pattern in (r"Fatal error: (.*)", r"ERROR: AddressSanitizer: (\S+)", r"ERROR: libFuzzer: (timeout)",
                    r"ERROR: libFuzzer: (out-of-memory)"):
        match = re.search(pattern, output)
        if match:
            problem = match.group(1).strip()
            break
    for symbol, file, line in FRAME.findall(output):
        if "-src/" in file:
            relative = file.split("-src/", 1)[1]
        elif file.endswith("Fuzz/PipelineFuzzTarget.swift") and "RootLintFuzz5check" not in symbol:
            # An invariant of the target: the site is the `check` call, not `check`.
            relative = "Fuzz/PipelineFuzzTarget.swift"
        else:
            continue
        return f"{relative}:{line}", problem, symbol
    return f"unknown ({problem})", problem, ""


def source_line(site):
    file, _, line = site.rpartition(":")
    try:
        return (ROOT / file).read_text().split("\n")[int(line) - 1].strip()
    except (OSError, ValueError, IndexError):
        return ""


def crashes_at(data, site):
    """Whether `data` crashes the unoptimised build at `site`."""
    probe = WORK / "probe.txt"
    probe.write_bytes(data)
    verdict = classify(probe)
    return verdict is not None and verdict[0] == site


def reduce(data, site, deadline):
    """Greedy delta debugging that keeps the crash at `site`: drop runs of
    lines, then runs of bytes, halving the run length when nothing more can
    go, until the deadline."""
    for unit in ("lines", "bytes"):
        pieces = data.splitlines(keepends=True) if unit == "lines" else [bytes([b]) for b in data]
        size = max(1, len(pieces) // 2)
        while size >= 1 and time.monotonic() < deadline:
            i = 0
            removed = False
            while i < len(pieces) and time.monotonic() < deadline:
                candidate = pieces[:i] + pieces[i + size:]
                if candidate and crashes_at(b"".join(candidate), site):
                    pieces = candidate
                    removed = True
                else:
                    i += size
            if not removed:
                size //= 2
        data = b"".join(pieces)
    return data


def minimize(path, site, seconds):
    """libFuzzer's crash minimiser, then `reduce`; each result counts only
    if it still crashes at `site` (any crash satisfies libFuzzer, and most are
    the same trap)."""
    deadline = time.monotonic() + seconds
    best = path.read_bytes()
    out = WORK / "minimized" / path.name
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    # The minimiser runs one child per step, each for up to -max_total_time:
    # its whole process group is stopped at half the budget.
    step = max(1, seconds // 8)
    minimizer = subprocess.Popen([str(FAST), *RUN_OPTIONS, "-minimize_crash=1", f"-max_total_time={step}",
                                  "-runs=100000", f"-exact_artifact_path={out}", str(path)], env=ENV,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        minimizer.wait(timeout=max(1, seconds // 2))
    except subprocess.TimeoutExpired:
        os.killpg(minimizer.pid, signal.SIGKILL)
        minimizer.wait()
    if out.exists() and len(out.read_bytes()) < len(best) and crashes_at(out.read_bytes(), site):
        best = out.read_bytes()
    return reduce(best, site, deadline)


def site_file_name(site):
    file, _, line = site.rpartition(":")
    return f"{Path(file).stem}-{line}"


def show(data, limit=600):
    text = data.decode("utf-8", errors="backslashreplace")
    return text if len(text) <= limit else text[:limit] + f"\n… ({len(data)} bytes)"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-file", type=int, default=100, help="flips, insertions and deletions each, per file")
    parser.add_argument("--no-build", action="store_true", help="use the binaries already in .build/fuzz/")
    parser.add_argument("--no-save", action="store_true", help="do not write Fuzz/regressions/")
    parser.add_argument("--minimize-seconds", type=int, default=60, help="per site; 0 skips minimising")
    parser.add_argument("inputs", nargs="*", type=Path,
                        help="crashing inputs to file instead of mutants (e.g. Fuzz/work/pipeline/artifacts/crash-*)")
    args = parser.parse_args()

    if not args.no_build:
        for mode in ([], ["--debug"]):
            subprocess.run([str(ROOT / "Fuzz" / "build-fuzzer.sh"), "pipeline", *mode], check=True,
                           stdout=subprocess.DEVNULL)
    WORK.mkdir(parents=True, exist_ok=True)
    if args.inputs:
        paths = [p.resolve() for p in args.inputs]
        kinds = {p: "given" for p in paths}
    else:
        paths, kinds = write_mutants(args.seed, args.per_file)
    print(f"mutants: {len(paths)} inputs from {len(set(p.name.split('.')[0] for p in paths))} sources "
          f"({', '.join(f'{k} {v}' for k, v in sorted(collections.Counter(kinds.values()).items()))})")
    crashed = find_crashes(paths)
    print(f"mutants: {len(crashed)} inputs crash; finding their sites")

    sites = collections.defaultdict(list)
    details = {}
    for path in crashed:
        verdict = classify(path) or ("flaky (no crash in the unoptimised build)", "", "")
        sites[verdict[0]].append(path)
        details[verdict[0]] = verdict

    REGRESSIONS.mkdir(exist_ok=True)
    title = "Given inputs" if args.inputs else \
        f"Mutant campaign (seed {args.seed}, {args.per_file} flips/insertions/deletions per file)"
    lines = [f"# {title}", "",
             f"{len(paths)} inputs, {len(crashed)} crash, {len(sites)} distinct sites.", ""]
    for site, members in sorted(sites.items(), key=lambda item: -len(item[1])):
        _, problem, symbol = details[site]
        by_kind = collections.Counter(kinds[p] for p in members)
        smallest = min(members, key=lambda p: (len(p.read_bytes()), p.name))
        recorded = sorted(REGRESSIONS.glob(f"{site_file_name(site)}-*.txt"))
        saved = ""
        if recorded:
            minimal = recorded[0].read_bytes()
            saved = f"{recorded[0].relative_to(ROOT).as_posix()} (recorded before)"
        else:
            minimal = minimize(smallest, site, args.minimize_seconds) if args.minimize_seconds else smallest.read_bytes()
            if not args.no_save and not site.startswith(("unknown", "flaky")):
                target = REGRESSIONS / f"{site_file_name(site)}-1.txt"
                target.write_bytes(minimal)
                saved = target.relative_to(ROOT).as_posix()
        lines += [f"## {site} — {len(members)} inputs ({', '.join(f'{k} {v}' for k, v in sorted(by_kind.items()))})", "",
                  f"* problem: {problem}", f"* function: `{demangle(symbol)}`" if symbol else "* function: ?",
                  f"* expression: `{source_line(site)}`", f"* smallest mutant: {smallest.name}",
                  f"* regression input: {saved or '(not saved)'}", "",
                  f"minimal input ({len(minimal)} bytes):", "", "```", show(minimal), "```", ""]
    summary = "\n".join(lines)
    (WORK / ("summary-given.md" if args.inputs else "summary.md")).write_text(summary)
    print(summary)


if __name__ == "__main__":
    main()
