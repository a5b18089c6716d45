// npm run topology -- up [NAME=VALUE …]|down|status|key ACCOUNT|stop HOST|start HOST: the test topology by
// hand (as root); see docs/production.md, "Two balancers, a PostgreSQL failover and Redis". `up` takes settings
// for every instance (the service's environment, as NAME=VALUE); `stop` kills one host's processes (an
// etcd member, a PostgreSQL node, an application host: its instance and its HAProxy, a balancer) and `start`
// starts them again.
import { floatingHolder, powerOff, powerOn, waitForFloatingHolder } from './balancers.js'
import { ETCD_MEMBERS, type EtcdMember, PG_NODES, type PgNode, startEtcd, startNode } from './database.js'
import { APPS, type App, BALANCERS, type Balancer, type HostName, killHost } from './network.js'
import { cliOn, instancePids, startApp } from './services.js'
import { down, status, up, waitForApp } from './topology.js'

const USAGE = `usage: npm run topology -- up [NAME=VALUE …]|down|status|key ACCOUNT|stop HOST|start HOST
  HOST: one of ${[...ETCD_MEMBERS, ...PG_NODES, ...APPS, ...BALANCERS].join(', ')}`
const command = process.argv[2]
const args = process.argv.slice(3)
if (process.getuid?.() !== 0) {
  console.error('the topology makes network namespaces and runs PostgreSQL as its own user: run it as root')
  process.exit(1)
}
const isIn = <T extends string>(list: readonly T[], name: string | undefined): name is T => list.includes(name as T)

if (command === 'up') {
  const settings = args.map((arg) => arg.match(/^([A-Z][A-Z0-9_]*)=(.*)$/s))
  if (settings.some((match) => !match)) {
    console.error(`up takes settings as NAME=VALUE (the service's environment)\n${USAGE}`)
    process.exit(2)
  }
  try {
    await up(Object.fromEntries(settings.map((match) => [match![1]!, match![2]!])))
  } catch (error) {
    console.error(`up failed: ${(error as Error).message}\ntaking down what was made`)
    console.error((await down({ keepLogs: true })).join('\n'))
    process.exit(1)
  }
  console.log(await status())
} else if (command === 'down') {
  const left = await down()
  if (left.length > 0) {
    console.error(`left behind:\n${left.join('\n')}`)
    process.exit(1)
  }
  console.log('down: no namespace, veth or process of the topology is left')
} else if (command === 'status') {
  console.log(await status())
} else if (command === 'key' && args[0]) {
  // A key made by the CLI on an instance's host, as an operator would: the first whose instance runs.
  const running = (await Promise.all(APPS.map(async (app) => ((await instancePids(app)).length > 0 ? app : undefined)))).find(Boolean)
  if (!running) {
    console.error('no application host runs an instance: npm run topology -- start app1')
    process.exit(1)
  }
  try {
    console.log((await cliOn(running, 'keys', 'create', '--account', args[0])).trim().split('\n').at(-1))
  } catch (error) {
    // Its own words, not the command's (the error's message would repeat the whole command line).
    console.error(`keys create on ${running} failed: ${(error as { stderr?: string }).stderr?.trim() || 'no message'}`)
    process.exit(1)
  }
} else if (command === 'stop' && isIn<Balancer>(BALANCERS, args[0])) {
  // A balancer's machine off: its processes killed and its links down, so that it holds no address.
  await powerOff(args[0])
  console.log(`${args[0]}: powered off (every process killed, its links down); the floating address is on ${(await floatingHolder()) ?? 'no balancer yet (the other takes it within about 4 s)'}`)
} else if (command === 'stop' && isIn<HostName>([...ETCD_MEMBERS, ...PG_NODES, ...APPS], args[0])) {
  console.log(`${args[0]}: ${await killHost(args[0])} processes killed (kill -9)`)
} else if (command === 'start' && isIn<EtcdMember>(ETCD_MEMBERS, args[0])) {
  await startEtcd(args[0])
  console.log(`${args[0]}: etcd started`)
} else if (command === 'start' && isIn<PgNode>(PG_NODES, args[0])) {
  await startNode(args[0])
  console.log(`${args[0]}: Patroni started (it starts PostgreSQL as the cluster needs)`)
} else if (command === 'start' && isIn<App>(APPS, args[0])) {
  // Without the settings `up` was given: pass them again as NAME=VALUE after the host.
  await startApp(args[0], Object.fromEntries(args.slice(1).map((arg) => arg.split(/=(.*)/s, 2) as [string, string])))
  await waitForApp(args[0])
  console.log(`${args[0]}: ready`)
} else if (command === 'start' && isIn<Balancer>(BALANCERS, args[0])) {
  await powerOn(args[0])
  await waitForFloatingHolder()
  console.log(`${args[0]}: HAProxy and keepalived started; the floating address is on ${await floatingHolder()}`)
} else {
  console.error(USAGE)
  process.exit(2)
}
