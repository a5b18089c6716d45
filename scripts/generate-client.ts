// Regenerates packages/client/src/schema.ts, the typed client's paths and schemas, from the OpenAPI
// document the service serves (built from source, so no running service and no build are needed), and
// packages/client/src/fields.ts, each website field's metadata, from WEBSITE_FIELDS, and packages/client/src/roles.ts, the
// roles and rights, from src/rights.ts (the dashboard offers what a caller's `rights` allow, and names roles, by them).
// The build runs it; CI then fails when a committed file differs (`git diff --exit-code`).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { openApiDocument } from '../src/app.js'
import { FIELD_METADATA, literal } from './field-metadata.js'
import { DEFAULT_ROLE, RIGHTS, ROLES, ROLE_DEFINITIONS } from '../src/rights.js'
import { OIDC_REFUSALS } from '../src/people/oidc-refusals.js'

const client = path.join(import.meta.dirname, '..', 'packages', 'client', 'src')
const target = path.join(client, 'schema.ts')
const HEADER = '// Generated from the service\'s OpenAPI document by scripts/generate-client.ts (openapi-typescript).\n' +
  '// Do not edit: `npm run build` rewrites it.\n\n'

function write(file: string, source: string): void {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) {
    fs.writeFileSync(file, source)
    console.log(`wrote ${path.relative(process.cwd(), file)}`)
  }
}

write(path.join(client, 'fields.ts'), [
  '// Generated from WEBSITE_FIELDS (src/websites/websites.schemas.ts) by scripts/generate-client.ts.',
  '// Do not edit: `npm run build` rewrites it. Its types and checks are in field-types.ts.',
  'import type { FieldsMeta } from \'./field-types.js\'',
  '',
  '/** Each website field, in the order the service defines them (and lists a 422\'s fields). */',
  'export const WEBSITE_FIELDS = {',
  ...FIELD_METADATA.map((field) => `  ${field.name}: ${literal(field)},`),
  '} as const satisfies FieldsMeta',
  '',
].join('\n'))

write(path.join(client, 'roles.ts'), [
  '// Generated from ROLE_DEFINITIONS and RIGHTS (src/rights.ts) by scripts/generate-client.ts.',
  '// Do not edit: `npm run build` rewrites it.',
  '',
  '/** Every right, in the order the service lists a caller\'s `rights`. */',
  `export const RIGHTS = ${JSON.stringify(RIGHTS)} as const`,
  'export type Right = typeof RIGHTS[number]',
  '',
  '/** Each role: what people call it, its rights, whether it may be limited to some websites, and the right that gives it. Widest first. */',
  'export const ROLES = {',
  ...ROLES.map((role) => {
    const { label, rights, limitable, grantedBy } = ROLE_DEFINITIONS[role]
    return `  ${role}: { label: ${JSON.stringify(label)}, rights: ${JSON.stringify(rights)}, limitable: ${limitable}, grantedBy: ${JSON.stringify(grantedBy)} },`
  }),
  '} as const satisfies Record<string, { label: string; rights: readonly Right[]; limitable: boolean; grantedBy: Right }>',
  'export type Role = keyof typeof ROLES',
  '/** The role an invitation gives when none is named. */',
  `export const DEFAULT_ROLE: Role = ${JSON.stringify(DEFAULT_ROLE)}`,
  '',
].join('\n'))

write(path.join(client, 'sign-in-refusals.ts'), [
  '// Generated from OIDC_REFUSALS (src/people/oidc-refusals.ts) by scripts/generate-client.ts.',
  '// Do not edit: `npm run build` rewrites it.',
  '',
  '/** Why a single sign-on ended without a session: the code the service puts in `/?sign_in_error=code`, and the sentence a person reads. */',
  'export const OIDC_REFUSALS = {',
  ...Object.entries(OIDC_REFUSALS).map(([code, sentence]) => `  ${code}: ${JSON.stringify(sentence)},`),
  '} as const',
  '',
].join('\n'))

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-client-'))
try {
  const document = await openApiDocument({ kind: 'sqlite', file: path.join(dir, 'document.db'), synchronous: 'NORMAL' })
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0])
  write(target, HEADER + astToString(ast))
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
