#!/usr/bin/env bash
# Builds viewlint in release mode from the action's checkout (incremental when the cache
# restored .build) and says where the binary is.
set -euo pipefail
cd "${GITHUB_ACTION_PATH:-$(dirname "$0")/../..}"
swift build -c release --product viewlint >&2
echo "bin=$(pwd)/.build/release/viewlint" >> "${GITHUB_OUTPUT:-/dev/stdout}"
