// What the image and compose tests share: this run's id (on every object a test makes), the sweep of what a
// killed run left, containers started from outside with a published loopback port, their logs and first key.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { request } from '../support/http.js'
import { freePort } from '../support/ports.js'
import { LABEL, podman, removeLabelled } from './podman.js'

/** This test process's objects carry LABEL=RUN; a compose project is named after it too. */
export const RUN = `${process.pid}-${Date.now().toString(36)}`
export const COMPOSE_PREFIX = 'websites-api-test-'
const COMPOSE_LABEL = 'io.podman.compose.project'

/** The run (and so the process) an object belongs to, from its labels; undefined when it is not a test's. */
function runOf(labels: Record<string, string> | null | undefined): string | undefined {
  const project = labels?.[COMPOSE_LABEL]
  return labels?.[LABEL] ?? (project?.startsWith(COMPOSE_PREFIX) ? project.slice(COMPOSE_PREFIX.length) : undefined)
}

/** Removes what runs whose process is gone left behind (a run killed before its cleanup). */
export async function sweepStale(): Promise<string[]> {
  const stale = new Set<string>()
  const list = async (args: string[]) => JSON.parse((await podman([...args, '--format', 'json'])).stdout || '[]') as Record<string, unknown>[]
  const objects = [
    ...await list(['ps', '-a']), ...await list(['volume', 'ls']), ...await list(['network', 'ls']),
  ]
  for (const object of objects) {
    const run = runOf((object.Labels ?? object.labels) as Record<string, string> | undefined)
    if (run && !fs.existsSync(`/proc/${run.split('-')[0]}`)) stale.add(run)
  }
  const removed: string[] = []
  // The temporary folders of this file's users, named after their process (see tempDir).
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const pid = /^websites-api-(?:compose|podman)-(\d+)-/.exec(entry)?.[1]
    if (pid && !fs.existsSync(`/proc/${pid}`)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true })
  }
  for (const run of stale) {
    removed.push(...await removeLabelled(`${LABEL}=${run}`), ...await removeLabelled(`${COMPOSE_LABEL}=${COMPOSE_PREFIX}${run}`))
  }
  return removed
}

export interface Container {
  name: string
  /** http://127.0.0.1:<published port> */
  url: string
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** `podman run -d` with this run's label and the service's HTTP port published on loopback (`port`, or a free one). */
export async function runContainer(name: string, image: string, args: string[] = [], { port, command = [] }: { port?: number; command?: string[] } = {}): Promise<Container> {
  port ??= await freePort()
  await podman(['run', '--detach', '--name', name, '--label', `${LABEL}=${RUN}`, '--publish', `127.0.0.1:${port}:8080`,
    // The service drains for 10 s at most, then closes the database: more than Podman's default 10 s.
    '--stop-timeout', '20', ...args, image, ...command])
  return { name, url: `http://127.0.0.1:${port}` }
}

export async function createVolume(name: string): Promise<string> {
  await podman(['volume', 'create', '--label', `${LABEL}=${RUN}`, name])
  return name
}

/** Everything the container wrote, standard output then standard error. */
export async function logs(name: string): Promise<string> {
  const { stdout, stderr } = await podman(['logs', name])
  return stdout + stderr
}

/** Resolves when GET /healthz answers 200 from outside; rejects, with the logs, when it does not in time or the container stops. */
export async function answering(container: Container, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await request('GET', `${container.url}/healthz`).then((response) => response.status, () => 0)
    if (status === 200) return
    const state = (await podman(['inspect', '--format', '{{.State.Status}}', container.name], { check: false })).stdout.trim()
    if (Date.now() > deadline || state === 'exited') throw new Error(`${container.name} does not answer (${state}):\n${await logs(container.name)}`)
    await sleep(100)
  }
}

/** The first key and owner link as `npm start` prints them, read from a log. */
export function firstStartIn(log: string): { key: string; link: string } | undefined {
  const match = /^First API key.*\n\n\s+(wak_\S+)\n\nBecome the owner.*\n\n\s+(http\S+)\n/m.exec(log)
  return match ? { key: match[1]!, link: match[2]! } : undefined
}

/** Runs `check` until it is true; how long that took. */
export async function within(timeoutMs: number, check: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(50)
  }
  return Date.now() - started
}
