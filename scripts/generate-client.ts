// Regenerates packages/client/src/schema.ts, the typed client's paths and schemas, from the OpenAPI
// document the service serves (built from source, so no running service and no build are needed).
// The build runs it; CI then fails when the committed file differs (`git diff --exit-code`).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { openApiDocument } from '../src/app.js'

const target = path.join(import.meta.dirname, '..', 'packages', 'client', 'src', 'schema.ts')
const HEADER = '// Generated from the service\'s OpenAPI document by scripts/generate-client.ts (openapi-typescript).\n' +
  '// Do not edit: `npm run build` rewrites it.\n\n'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-client-'))
try {
  const document = await openApiDocument({ kind: 'sqlite', file: path.join(dir, 'document.db'), synchronous: 'NORMAL' })
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0])
  const source = HEADER + astToString(ast)
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== source) {
    fs.writeFileSync(target, source)
    console.log(`wrote ${path.relative(process.cwd(), target)}`)
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
