#!/bin/sh
# `npm start`: builds what is missing or stale, then becomes the compiled server (exec), so the
# signals an orchestrator or Ctrl+C sends reach the server itself and its shutdown runs.
set -e
cd "$(dirname "$0")/.."
node scripts/build-stale.mjs
exec node --enable-source-maps apps/server/dist/main.js
