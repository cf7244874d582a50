#!/usr/bin/env bash
# Builds viewlint in release mode from the action's checkout (incremental when the cache
# restored .build) and says where the binary is.
set -euo pipefail
cd "${GITHUB_ACTION_PATH:-$(dirname "$0")/../..}"
# On Linux the Swift runtime is linked in: no dynamic symbol binding of libswiftCore and
# Foundation at every start (half of a one-file run's instructions otherwise).
static=""; [ "$(uname -s)" = Linux ] && static="--static-swift-stdlib"
swift build -c release --product viewlint $static >&2
echo "bin=$(pwd)/.build/release/viewlint" >> "${GITHUB_OUTPUT:-/dev/stdout}"
