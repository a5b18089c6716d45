// `npm run image`: the image from this checkout, with Podman, as websites-api:<version> and websites-api:latest.
// The base images come from local storage; where one is missing, a stand-in is built (bases.ts), or the
// real one pulled with IMAGE_BASES=pull. Says which bases it used and the image's size.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { ensureBases } from './bases.js'
import { BUILD_STEPS, podman, stream, ulimits } from './podman.js'

const run = promisify(execFile)
const ROOT = path.join(import.meta.dirname, '..', '..')
export const VERSION: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version
export const IMAGE = `localhost/websites-api:${VERSION}`

/** The Containerfile's FROM lines, by the names it gives. */
export function containerfileBases(): string[] {
  const text = fs.readFileSync(path.join(ROOT, 'Containerfile'), 'utf8')
  return [...text.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]!)
}

/** What git knows of this checkout, for the image's labels; nothing outside a clone. */
async function git(...args: string[]): Promise<string | undefined> {
  return run('git', args, { cwd: ROOT }).then(({ stdout }) => stdout.trim() || undefined, () => undefined)
}

export async function buildImage(): Promise<{ bases: string[]; seconds: number; megabytes: number }> {
  const bases = await ensureBases(containerfileBases())
  for (const line of bases) console.log(`base ${line}`)
  const started = Date.now()
  const source = await git('remote', 'get-url', 'origin')
  const revision = await git('rev-parse', 'HEAD')
  const dirty = revision && (await git('status', '--porcelain', '--untracked-files=no')) ? '-dirty' : ''
  const labels = [
    ...(source ? [`org.opencontainers.image.source=${source}`] : []),
    ...(revision ? [`org.opencontainers.image.revision=${revision}${dirty}`] : []),
  ]
  // A proxy that re-signs TLS (as on these machines): npm in the build trusts what npm here trusts.
  const ca = process.env.NODE_EXTRA_CA_CERTS || (await run('npm', ['config', 'get', 'cafile'])).stdout.trim()
  const secrets = ca && fs.existsSync(ca) ? ['--secret', `id=ca-certificates,src=${ca}`] : []
  // --format docker keeps HEALTHCHECK (the OCI format has none); --pull=never: the bases are local now.
  await stream('podman', ['build', '--format', 'docker', '--pull=never', ...ulimits().flatMap((limit) => ['--ulimit', limit]),
    ...labels.flatMap((label) => ['--label', label]), ...secrets,
    '--tag', IMAGE, '--tag', 'localhost/websites-api:latest', '--file', 'Containerfile', '.'], '  build | ', { cwd: ROOT, show: BUILD_STEPS })
  const seconds = (Date.now() - started) / 1000
  const size = Number((await podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE])).stdout.trim())
  const megabytes = size / 1e6
  console.log(`built ${IMAGE} (and :latest) in ${seconds.toFixed(0)} s: ${megabytes.toFixed(0)} MB`)
  return { bases, seconds, megabytes }
}

// Run as a script (`npm run image`), not imported by the tests.
if (process.argv[1] === import.meta.filename) {
  await buildImage()
}
