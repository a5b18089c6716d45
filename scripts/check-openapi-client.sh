#!/usr/bin/env bash
# A third party's client, generated from the published OpenAPI document by @hey-api/openapi-ts (not the
# generator of packages/client), must compile under `tsc --strict` and tell errors apart by type: the
# probe below narrows each error union by its `status` exhaustively, which compiles only when each error
# answer's `status` is a constant of its response. Run after `npm run build` (npm run check:openapi-client).
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# OPENAPI_DOCUMENT=file checks that document instead (say, one edited to see this check fail).
if [ -n "${OPENAPI_DOCUMENT:-}" ]; then cp "$OPENAPI_DOCUMENT" "$work/openapi.json"; else node dist/src/cli/index.js openapi > "$work/openapi.json"; fi
npx --no-install openapi-ts -i "$work/openapi.json" -o "$work/client" --no-log-file --silent
cat > "$work/probe.ts" <<'TS'
import type { GetWebsiteError, UpdateWebsiteError } from './client/types.gen.js'

const never = (value: never): never => {
  throw new Error(`unexpected ${JSON.stringify(value)}`)
}

/** A 422 from a 404 by type: only a 422's message is a record of fields. */
export function kindOf(error: UpdateWebsiteError): 'validation' | 'not-found' | 'other' {
  switch (error.status) {
    case 422: return Object.keys(error.message).length >= 0 ? 'validation' : never(error as never)
    case 404: return error.message.length >= 0 ? 'not-found' : 'other'
    case 400: case 401: case 403: case 405: case 408: case 412: case 413: case 415: case 429: case 431: case 500: case 503: return 'other'
    default: return never(error)
  }
}

/** Every status getWebsite declares, handled; a status the document adds breaks this build. */
export function problemOf(error: GetWebsiteError): 'not-found' | 'retry' | 'refused' {
  switch (error.status) {
    case 404: return 'not-found'
    case 429: case 503: return 'retry'
    case 400: case 401: case 403: case 405: case 408: case 431: case 500: return 'refused'
    default: return never(error)
  }
}
TS
cat > "$work/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "noEmit": true, "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
  "lib": ["ES2022", "DOM", "DOM.Iterable"], "skipLibCheck": false, "types": [] }, "include": ["probe.ts", "client/**/*.ts"] }
JSON
npx --no-install tsc -p "$work/tsconfig.json"
echo "check:openapi-client: the generated client compiles under --strict and narrows errors by status"
