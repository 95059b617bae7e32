#!/usr/bin/env bash
# Builds the libFuzzer targets and fuzzes each for its share of the time.
#
#   Fuzz/run-fuzzer.sh [SECONDS] [LIBFUZZER_OPTION...]
#
# SECONDS (default 120) is the total: a quarter for the lexer and scope tree
# (LexerFuzzTarget.swift), the rest for the whole pipeline
# (PipelineFuzzTarget.swift). FUZZ_TARGETS="lexer" or "pipeline" runs only
# one (it then gets all the time). Extra arguments go to libFuzzer.
#
# Binaries go to .build/fuzz/ (Fuzz/build-fuzzer.sh). Each target fuzzes its
# own scratch corpus, Fuzz/work/<target>/corpus/ (git-ignored), which keeps
# what the fuzzer learns between runs and is seeded on every run from
# Fuzz/seeds/ (plain text, not `.swift`, so linting the repository does not
# pick them up), the Corpus/ files (copied as `.txt`) and, for the pipeline,
# the recorded crashers in Fuzz/regressions/. Crashing inputs land in
# Fuzz/work/<target>/artifacts/. Both targets always run; the script exits
# non-zero when libFuzzer reported a crash, a timeout or running out of
# memory in either.
#
# Reproduce a crash: SWIFT_BACKTRACE=enable=no .build/fuzz/pipeline-fuzzer Fuzz/work/pipeline/artifacts/crash-…
set -euo pipefail

duration="${1:-120}"
if [[ $# -gt 0 ]]; then shift; fi
if ! [[ "$duration" =~ ^[0-9]+$ ]]; then
    echo "usage: $0 [SECONDS] [LIBFUZZER_OPTION...]" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
targets="${FUZZ_TARGETS:-lexer pipeline}"
# The Swift runtime's backtracer reads the stack in a way AddressSanitizer
# reports as a stack-buffer-underflow, hiding the real trap: let libFuzzer
# print the stack instead.
export SWIFT_BACKTRACE=enable=no

seconds_for() {
    case "$targets" in
    "lexer pipeline") if [[ $1 == lexer ]]; then echo $((duration / 4)); else echo $((duration - duration / 4)); fi ;;
    *) echo "$duration" ;;
    esac
}

status=0
for target in $targets; do
    binary="$("$root/Fuzz/build-fuzzer.sh" "$target")" || exit 2
    work="$root/Fuzz/work/$target"
    mkdir -p "$work/corpus" "$work/artifacts"
    cp -n "$root"/Fuzz/seeds/* "$work/corpus/" 2>/dev/null || true
    while IFS= read -r -d '' file; do
        relative="${file#"$root"/Corpus/}"
        cp -n "$file" "$work/corpus/corpus-${relative//\//_}.txt"
    done < <(find "$root/Corpus" -name '*.swift' -print0)
    dictionary="$root/Fuzz/swift.dict"
    max_len=8192
    if [[ $target == pipeline ]]; then
        cp -n "$root"/Fuzz/regressions/*.txt "$work/corpus/" 2>/dev/null || true
        dictionary="$root/.build/fuzz/pipeline.dict"
        max_len=16384   # room for a few files split at the delimiter
    fi
    seconds="$(seconds_for "$target")"
    echo "fuzzing the $target target for ${seconds}s"
    # With -fork=1 -ignore_crashes=1 libFuzzer goes on after a crash and
    # exits 0: new artifacts say it crashed all the same.
    started="$work/artifacts/.started"
    touch "$started"
    set +e
    "$binary" "$work/corpus" \
        -dict="$dictionary" \
        -max_total_time="$seconds" \
        -max_len="$max_len" \
        -timeout=10 \
        -rss_limit_mb=2048 \
        -artifact_prefix="$work/artifacts/" \
        -print_final_stats=1 \
        "$@"
    target_status=$?
    set -e
    if [[ $target_status -eq 0 && -n "$(find "$work/artifacts" -type f -newer "$started" ! -name '.*' -print -quit)" ]]; then
        target_status=1
    fi
    if [[ $target_status -ne 0 ]]; then
        echo "libFuzzer ($target) exited with status $target_status; inputs that failed are in $work/artifacts/" >&2
        status=$target_status
    else
        echo "no crash in the $target target in ${seconds}s"
    fi
done
exit "$status"
