// The client-facing balancers: HAProxy on lb1 and lb2 (haproxy.ts), and keepalived giving the floating
// address to one of them (keepalived-files.ts).
import fs from 'node:fs'
import path from 'node:path'
import { haproxyLog, haproxyPids, processesNamed, startHaproxy } from './haproxy.js'
import { type BalancerPair, keepalivedConfig } from './keepalived-files.js'
import { BALANCERS, type Balancer, FLOATING_ADDRESS, addressOf, hostDir, inHost, killHost, setLink } from './network.js'
import { startIn, waitUntil } from './processes.js'

export const PAIR: BalancerPair = {
  interface: 'front',
  floating: `${FLOATING_ADDRESS}/24`,
  addresses: { lb1: addressOf('lb1', 'front'), lb2: addressOf('lb2', 'front') },
}
export const keepalivedLog = (lb: Balancer) => `keepalived-${lb}`

/** Starts what is not running of a balancer: HAProxy, then keepalived. */
export async function startBalancer(lb: Balancer): Promise<void> {
  if ((await haproxyPids(lb)).length === 0) await startHaproxy(lb)
  if ((await keepalivedPids(lb)).length > 0) return
  const dir = hostDir(lb)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'keepalived.conf')
  fs.writeFileSync(file, keepalivedConfig(PAIR, lb))
  // Its pid files in the host's folder: two keepalived on one machine would share /run's otherwise.
  startIn({
    host: lb, name: keepalivedLog(lb),
    argv: ['keepalived', '--dont-fork', '--log-console', '--log-detail', '--vrrp', '--use-file', file,
      '--pid', path.join(dir, 'keepalived.pid'), '--vrrp_pid', path.join(dir, 'vrrp.pid'), '--checkers_pid', path.join(dir, 'checkers.pid')],
  })
}

const keepalivedPids = (lb: Balancer) => processesNamed(lb, 'keepalived')

/** A balancer's machine losing its power: every process gone, its links down. */
export async function powerOff(lb: Balancer): Promise<void> {
  await killHost(lb)
  for (const net of NETS) await setLink(lb, net, 'down')
}

/**
 * A balancer's machine back on: a machine comes back without the floating address, but a host of the
 * topology keeps it on its interface when its processes are killed, so it is taken off before the links go up.
 */
export async function powerOn(lb: Balancer): Promise<void> {
  await inHost(lb, 'ip', 'address', 'del', PAIR.floating, 'dev', PAIR.interface).catch(() => undefined)
  for (const net of NETS) await setLink(lb, net, 'up')
  await startBalancer(lb)
}
const NETS = ['front', 'back'] as const

/** The balancers holding the floating address now (on a link that is up: a machine powered off keeps nothing); one, when all is well. */
export async function floatingHolders(): Promise<Balancer[]> {
  const holders: Balancer[] = []
  for (const lb of BALANCERS) {
    const addresses = await inHost(lb, 'ip', '-o', 'address', 'show', 'dev', PAIR.interface, 'up').catch(() => '')
    if (addresses.includes(` ${PAIR.floating} `)) holders.push(lb)
  }
  return holders
}

/** The balancer holding the floating address, when exactly one does. */
export const floatingHolder = async (): Promise<Balancer | undefined> => {
  const holders = await floatingHolders()
  return holders.length === 1 ? holders[0] : undefined
}

export const waitForFloatingHolder = () =>
  waitUntil('one balancer holding the floating address', async () => (await floatingHolder()) !== undefined, 30_000, BALANCERS.flatMap((lb) => [haproxyLog(lb), keepalivedLog(lb)]))

export async function startBalancers(): Promise<void> {
  for (const lb of BALANCERS) await startBalancer(lb)
  await waitForFloatingHolder()
}
