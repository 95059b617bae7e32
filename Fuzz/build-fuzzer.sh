#!/usr/bin/env bash
# Builds one libFuzzer target into .build/fuzz/ and prints the binary's path.
#
#   Fuzz/build-fuzzer.sh lexer      # RootLintSyntax + LexerFuzzTarget.swift
#   Fuzz/build-fuzzer.sh pipeline   # RootLintSyntax + RootLintCore + Rules/ + PipelineFuzzTarget.swift
#   Fuzz/build-fuzzer.sh pipeline --debug   # the same unoptimised: -debug-fuzzer
#
# The optimised build is for fuzzing. The `--debug` build (-Onone) is for the
# mutant campaign and for reading a crash: -O merges the traps of a function,
# so its stack traces lose the line of the failing expression.
#
# libFuzzer needs one `swiftc -sanitize=fuzzer,address` invocation, so the
# libraries' sources are compiled into the target's own module. For the
# pipeline the sources are copied to .build/fuzz/pipeline-src/ (same relative
# paths) with the `import RootLintSyntax` / `import RootLintCore` lines
# blanked, so every line number in a crash report is that of the real file.
set -euo pipefail

target="${1:-}"
optimisation=-O
suffix=""
if [[ "${2:-}" == --debug ]]; then optimisation=-Onone; suffix="-debug"; fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/.build/fuzz"
mkdir -p "$build"

case "$target" in
lexer)
    libraries=(Sources/RootLintSyntax)
    ;;
pipeline)
    libraries=(Sources/RootLintSyntax Sources/RootLintCore Rules)
    # libFuzzer takes one dictionary: Swift's pieces plus the pipeline's words.
    cat "$root/Fuzz/swift.dict" "$root/Fuzz/pipeline.dict" > "$build/pipeline.dict"
    ;;
*)
    echo "usage: $0 lexer|pipeline [--debug]" >&2
    exit 2
    ;;
esac
originals=()
while IFS= read -r -d '' file; do originals+=("$file"); done \
    < <(cd "$root" && find "${libraries[@]}" -name '*.swift' -print0 | sort -z)
target_file="Fuzz/$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}FuzzTarget.swift"

binary="$build/$target$suffix-fuzzer"
# Up to date when the list of sources is the same (a file may have been
# removed) and none of them, nor this script, is newer than the binary.
stamp="$binary.sources"
listing="$(printf '%s\n' "${originals[@]}" "$target_file")"
if [[ -x "$binary" && -f "$stamp" && "$(cat "$stamp")" == "$listing" ]] \
    && [[ -z "$(cd "$root" && find "${originals[@]}" "$target_file" Fuzz/build-fuzzer.sh -newer "$binary" -print -quit)" ]]; then
    echo "$binary"
    exit 0
fi

sources=()
if [[ $target == lexer ]]; then
    for file in "${originals[@]}"; do sources+=("$root/$file"); done
else
    scratch="$build/pipeline$suffix-src"
    rm -rf "$scratch"
    for file in "${originals[@]}"; do
        mkdir -p "$scratch/$(dirname "$file")"
        sed -E 's/^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+RootLint(Syntax|Core|Rules)[[:space:]]*$//' \
            "$root/$file" > "$scratch/$file"
        sources+=("$scratch/$file")
    done
fi
sources+=("$root/$target_file")

echo "building $binary" >&2
# `-assert-config Debug` keeps `assert` (the lexer's progress check among
# them) in the optimised build, so a step that does not advance traps
# instead of being silently patched up. The gold linker warns about every
# ASan helper symbol it cannot export; the warnings are harmless and hide
# real errors, so they are filtered out.
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$optimisation" -g -assert-config Debug \
        -swift-version 6 -module-name RootLintFuzz \
        "${sources[@]}" -o "$binary" \
        2> >(grep -v -e 'Cannot export local symbol' >&2); then
    echo "build of the $target fuzzer failed" >&2
    exit 2
fi
printf '%s\n' "$listing" > "$stamp"
echo "$binary"
