#!/usr/bin/env bash
# Lints the calling repository (the current directory) as the action's inputs say: GitHub
# annotations on stdout, a SARIF report, and viewlint's exit code as the step output
# `exit-code` (the action fails the job with it after uploading the SARIF).
# Inputs come from the environment: VIEWLINT_BIN, INPUT_PATHS, INPUT_CONFIG, INPUT_FAIL_ON,
# INPUT_BASELINE, INPUT_CHANGED_SINCE, INPUT_SARIF.
set -uo pipefail
bin="${VIEWLINT_BIN:-viewlint}"
sarif="${INPUT_SARIF:-viewlint.sarif}"
args=(--format github --report "sarif:$sarif" --fail-on "${INPUT_FAIL_ON:-warning}")
[ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_BASELINE:-}" ] && args+=(--baseline "$INPUT_BASELINE")
if [ -n "${INPUT_CHANGED_SINCE:-}" ]; then
  # A shallow checkout may not have the base commit yet.
  if ! git cat-file -e "${INPUT_CHANGED_SINCE}^{commit}" 2>/dev/null; then
    git fetch --no-tags --depth=1 origin "$INPUT_CHANGED_SINCE" >&2 || true
  fi
  args+=(--changed-since "$INPUT_CHANGED_SINCE")
fi
read -r -a paths <<< "${INPUT_PATHS:-}"
"$bin" "${args[@]}" ${paths[@]+"${paths[@]}"}
code=$?
out="${GITHUB_OUTPUT:-/dev/null}"
echo "exit-code=$code" >> "$out"
if [ -f "$sarif" ]; then echo "sarif-file=$sarif" >> "$out"; fi
# The step itself succeeds so the SARIF is uploaded; the action's last step fails the job.
exit 0
