#!/usr/bin/env bash
# The build cache key: the runner, the Swift version and the viewlint sources (its commit).
set -euo pipefail
cd "${GITHUB_ACTION_PATH:-$(dirname "$0")/../..}"
swift_version="$(swift --version 2>/dev/null | head -n 1 | tr -c 'A-Za-z0-9.' '-')"
sources="$( { cat Package.swift; find Sources -type f -name '*.swift' -print0 | sort -z | xargs -0 cat; } | sha256sum | cut -c1-16)"
key="viewlint-$(uname -s)-$(uname -m)-$swift_version-$sources"
echo "key=$key" >> "${GITHUB_OUTPUT:-/dev/stdout}"
