#!/usr/bin/env bash
# Builds the lexer/scope-tree libFuzzer target and runs it.
#
#   Fuzz/run-fuzzer.sh [SECONDS] [LIBFUZZER_OPTION...]
#
# SECONDS defaults to 60. Extra arguments go to libFuzzer (e.g. -jobs=2).
# The binary goes to .build/fuzz/; the seeds in Fuzz/seeds/ (plain text, not
# `.swift`, so linting the repository does not pick them up) are copied into a
# scratch corpus (Fuzz/work/corpus/, git-ignored) that keeps what the fuzzer
# learns between runs, so the seeds themselves are never touched. Crashing
# inputs land in Fuzz/work/artifacts/. Exits non-zero when libFuzzer reports
# a crash, a timeout or running out of memory.
#
# Reproduce a crash: .build/fuzz/lexer-fuzzer Fuzz/work/artifacts/crash-…
set -euo pipefail

duration="${1:-60}"
if [[ $# -gt 0 ]]; then shift; fi
if ! [[ "$duration" =~ ^[0-9]+$ ]]; then
    echo "usage: $0 [SECONDS] [LIBFUZZER_OPTION...]" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/.build/fuzz"
work="$root/Fuzz/work"
binary="$build/lexer-fuzzer"
mkdir -p "$build" "$work/corpus" "$work/artifacts"

# RootLintSyntax is one module with no dependencies: compile its sources and
# the target together. `-assert-config Debug` keeps the lexer's progress
# assertion (and every other `assert`) in the optimised build, so a step
# that does not advance traps instead of being silently patched up.
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$root/Sources/RootLintSyntax" -name '*.swift' -print0 | sort -z)
echo "building $binary"
# The gold linker warns about every ASan helper symbol it cannot export; the
# warnings are harmless and hide real errors, so they are filtered out.
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -assert-config Debug \
        -swift-version 6 -module-name RootLintFuzz \
        "${sources[@]}" "$root/Fuzz/LexerFuzzTarget.swift" -o "$binary" \
        2> >(grep -v -e 'Cannot export local symbol' >&2); then
    echo "build failed" >&2
    exit 2
fi

cp -n "$root"/Fuzz/seeds/* "$work/corpus/" 2>/dev/null || true

echo "fuzzing for ${duration}s"
set +e
"$binary" "$work/corpus" \
    -dict="$root/Fuzz/swift.dict" \
    -max_total_time="$duration" \
    -max_len=8192 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -artifact_prefix="$work/artifacts/" \
    -print_final_stats=1 \
    "$@"
status=$?
set -e
if [[ $status -ne 0 ]]; then
    echo "libFuzzer exited with status $status; inputs that failed are in $work/artifacts/" >&2
    exit "$status"
fi
echo "no crash in ${duration}s"
