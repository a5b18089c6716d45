// The test topology's network: one Linux network namespace per host, two switched networks (a bridge each,
// in a namespace of their own), and a veth pair from every host to each network it is on. Nothing is
// addressed outside these namespaces; the test reaches the load balancer through HAProxy listeners on this
// machine's loopback (the gateway host, see haproxy.ts), for which the machine's own namespace gets a name (never touched).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Every name this topology makes starts with it: namespaces, and nothing outside them. */
export const PREFIX = process.env.TOPOLOGY_PREFIX ?? 'wtopo'

export type Net = 'front' | 'back'
/** front: the balancers and the service instances; back: the instances, what they use, and the balancers' stats pages. */
export const SUBNETS: Record<Net, string> = { front: '10.233.1', back: '10.233.2' }

export interface Host {
  name: string
  /** The last byte of its address on each network it is on. */
  on: Partial<Record<Net, number>>
}

export const HOSTS = [
  // The client-facing balancers, a pair sharing one floating address (keepalived): either can carry it. Their
  // back address is for operators alone (HAProxy's stats page).
  { name: 'lb1', on: { front: 10, back: 10 } },
  { name: 'lb2', on: { front: 9, back: 9 } },
  // The world outside, as the test reaches it: a router to the floating address (and to each instance alone)
  // from this machine's loopback.
  { name: 'gateway', on: { front: 200 } },
  { name: 'app1', on: { front: 11, back: 11 } },
  { name: 'app2', on: { front: 12, back: 12 } },
  { name: 'app3', on: { front: 13, back: 13 } },
  { name: 'pg1', on: { back: 21 } },
  { name: 'pg2', on: { back: 22 } },
  { name: 'pg3', on: { back: 23 } },
  // The store Patroni keeps its leader lock in: three etcd members, so that losing one changes nothing.
  { name: 'etcd1', on: { back: 31 } },
  { name: 'etcd2', on: { back: 32 } },
  { name: 'etcd3', on: { back: 33 } },
  { name: 'redis', on: { back: 40 } },
  // pgBackRest's repository: the WAL and backups of the PostgreSQL nodes, on a host of its own.
  { name: 'backup', on: { back: 50 } },
] as const satisfies readonly Host[]

export type HostName = (typeof HOSTS)[number]['name']

/** The hosts by role. */
export const BALANCERS = ['lb1', 'lb2'] as const satisfies readonly HostName[]
export type Balancer = (typeof BALANCERS)[number]
export const APPS = ['app1', 'app2', 'app3'] as const satisfies readonly HostName[]
export type App = (typeof APPS)[number]

/** The address clients use: on whichever balancer keepalived gives it to (topology/balancers.ts). */
export const FLOATING_ADDRESS = `${SUBNETS.front}.100`

/** State, configuration, data and logs of the running topology; removed by `down`. */
export const RUN_DIR = `/var/tmp/${PREFIX}`
/** The inode of each namespace made, so processes left in one are found after it lost its name. */
const INODES = `${RUN_DIR}/namespaces.json`

/** A host's own folder under the run directory: its configuration, data and state. */
export const hostDir = (host: HostName) => `${RUN_DIR}/${host}`

export const nsOf = (host: HostName | 'net') => `${PREFIX}-${host}`
/** The switch: holds the two bridges. */
const SWITCH = nsOf('net')
/** A name for this machine's own namespace, so HAProxy can listen on its loopback. Never killed or deleted as a host. */
export const MACHINE = `${PREFIX}-machine`

export function addressOf(host: HostName, net: Net): string {
  const last = (HOSTS.find((h) => h.name === host)!.on as Partial<Record<Net, number>>)[net]
  if (last === undefined) throw new Error(`${host} is not on the ${net} network`)
  return `${SUBNETS[net]}.${last}`
}

export const sh = async (command: string, ...args: string[]) => shWith({}, command, ...args)
/**
 * A command with `env` added to its environment: how a secret reaches it (a command line is readable by every
 * user in /proc, and an error's message repeats it).
 */
export const shWith = async (env: Record<string, string>, command: string, ...args: string[]) =>
  (await run(command, args, { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } })).stdout
const ip = (...args: string[]) => sh('ip', ...args)
/** A command run inside a host's namespace (`env`: added to its environment, as shWith). */
export const inHostWith = (env: Record<string, string>, host: HostName, command: string, ...args: string[]) => shWith(env, 'ip', 'netns', 'exec', nsOf(host), command, ...args)
export const inHost = (host: HostName, command: string, ...args: string[]) => inHostWith({}, host, command, ...args)
/** A command run inside a host's namespace as postgres, from / (the checkout may be closed to that user). */
export const asPostgresWith = (env: Record<string, string>, host: HostName, command: string, ...args: string[]) =>
  inHostWith(env, host, 'setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups', '--', 'env', '-C', '/', command, ...args)
export const asPostgres = (host: HostName, command: string, ...args: string[]) => asPostgresWith({}, host, command, ...args)

export async function namespaces(): Promise<string[]> {
  const listed = await ip('netns', 'list')
  return listed.split('\n').map((line) => line.split(' ')[0]!).filter((name) => name.startsWith(`${PREFIX}-`))
}

export async function createNetwork(): Promise<void> {
  await ip('netns', 'add', SWITCH)
  for (const net of ['front', 'back'] as const) {
    await ip('-n', SWITCH, 'link', 'add', net, 'type', 'bridge')
    await ip('-n', SWITCH, 'link', 'set', net, 'up')
  }
  for (const host of HOSTS) {
    const ns = nsOf(host.name)
    await ip('netns', 'add', ns)
    await ip('-n', ns, 'link', 'set', 'lo', 'up')
    for (const [net, last] of Object.entries(host.on) as [Net, number][]) {
      // The host's end is named after the network; the switch's end after the host (≤ 15 characters).
      const port = `${net[0]}-${host.name}`
      await ip('link', 'add', net, 'netns', ns, 'type', 'veth', 'peer', 'name', port, 'netns', SWITCH)
      await ip('-n', SWITCH, 'link', 'set', port, 'master', net, 'up')
      await ip('-n', ns, 'addr', 'add', `${SUBNETS[net]}.${last}/24`, 'dev', net)
      await ip('-n', ns, 'link', 'set', net, 'up')
    }
  }
  if (!fs.existsSync(`/run/netns/${MACHINE}`)) await ip('netns', 'attach', MACHINE, String(process.pid))
  const inodes = Object.fromEntries([SWITCH, ...HOSTS.map((h) => nsOf(h.name))].map((ns) => [ns, inode(`/run/netns/${ns}`)]))
  fs.writeFileSync(INODES, JSON.stringify(inodes))
}

/** A host's link to a network: down (a cut cable) or up again. */
export const setLink = (host: HostName, net: Net, state: 'up' | 'down') => ip('-n', nsOf(host), 'link', 'set', net, state)

/**
 * A host's back link dropping `percent` of its packets each way (nftables; 100: every one, a silent cut in
 * which nothing is reset), and healed. This kernel has no netem, so there is no delay but TCP's retransmissions.
 */
export async function lossOn(host: HostName, percent: number): Promise<void> {
  await inHost(host, 'nft', 'add', 'table', 'inet', PREFIX)
  for (const [chain, hook, dir] of [['out', 'output', 'oifname'], ['in', 'input', 'iifname']] as const) {
    await inHost(host, 'nft', 'add', 'chain', 'inet', PREFIX, chain, `{ type filter hook ${hook} priority 0; }`)
    // Every packet: a rule of its own (numgen's values are 0-99, and nft refuses a range up to 100).
    const which = percent >= 100 ? [] : ['numgen', 'random', 'mod', '100', '<', String(percent)]
    await inHost(host, 'nft', 'add', 'rule', 'inet', PREFIX, chain, dir, 'back', ...which, 'drop')
  }
}
export const lossOff = (host: HostName) => inHost(host, 'nft', 'delete', 'table', 'inet', PREFIX).catch(() => undefined)

const inode = (file: string) => fs.statSync(file).ino

/** The processes of a host (everything started inside its namespace). */
export async function pidsOf(ns: string): Promise<number[]> {
  // Guard: a namespace that is this machine's own would list every process of the machine.
  if (inode(`/run/netns/${ns}`) === inode('/proc/self/ns/net')) throw new Error(`${ns} is the machine's own namespace`)
  return (await ip('netns', 'pids', ns)).split('\n').filter(Boolean).map(Number)
}

/** kill -9 of every process of a host: the machine's power cut, for its processes. */
export async function killHost(host: HostName | string): Promise<number> {
  const ns = host.startsWith(`${PREFIX}-`) ? host : nsOf(host as HostName)
  let killed = 0
  for (let round = 0; round < 50; round++) {
    const pids = await pidsOf(ns)
    if (pids.length === 0) return killed
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL')
        killed++
      } catch {
        // Gone already.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`processes of ${ns} outlived SIGKILL: ${(await pidsOf(ns)).join(', ')}`)
}

/** Every process killed, every namespace deleted (their veths go with them), the machine's name removed. */
export async function destroyNetwork(): Promise<void> {
  for (const ns of await namespaces()) {
    if (ns === MACHINE) continue
    await killHost(ns)
    await ip('netns', 'delete', ns)
  }
  if (fs.existsSync(`/run/netns/${MACHINE}`)) await ip('netns', 'delete', MACHINE)
}

/** The namespaces made by createNetwork, by inode: read it before destroying them. */
export const madeNamespaces = (): Set<number> =>
  new Set(Object.values(fs.existsSync(INODES) ? JSON.parse(fs.readFileSync(INODES, 'utf8')) as Record<string, number> : {}))

/** What is left of the topology: namespaces, veths, and processes in the namespaces `made`; empty after destroyNetwork. */
export async function leftovers(made: Set<number>): Promise<string[]> {
  const left: string[] = []
  for (const ns of await namespaces()) left.push(`namespace ${ns}`)
  // A veth whose namespace went is gone with it; one left in this machine's namespace would show here.
  const links = await ip('-o', 'link', 'show')
  for (const line of links.split('\n')) if (/^\d+: (front|back|[fb]-\w+)[@:]/.test(line)) left.push(`link ${line.split(':')[1]!.trim()}`)
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (made.has(inode(`/proc/${pid}/ns/net`))) left.push(`process ${pid}: ${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`)
    } catch {
      // It ended while we looked.
    }
  }
  return left
}
