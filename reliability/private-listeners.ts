// S4: what the topology's balancer publishes. PostgreSQL's listener is bound to its private address
// (topology/haproxy.cfg), so a connection to PostgreSQL's port at its client-facing address is refused.
// Checked from an application host (on both networks): what it shows is the binding, not a firewall; a
// client-side host routed to the private address is the network's to keep out.
// Issue 51's item 2 adds the rest of the ways in (etcd, Patroni's REST API, PostgreSQL's roles) to this row.
import { addressOf, inHost } from '../topology/network.js'
import type { Row, RowResult } from './harness.js'
import { onTopology } from './topology.js'

/** Whether a TCP connection from `host` to `address:port` is accepted (bash's /dev/tcp, 2 s at most). */
const opens = (host: 'app1', address: string, port: number) =>
  inHost(host, 'timeout', '2', 'bash', '-c', `exec 3<>/dev/tcp/${address}/${port}`).then(() => true, () => false)

export const privateListenersRow: Row = {
  id: 'S4',
  title: "the balancer's PostgreSQL port: open on the private network, refused on the client-facing one",
  run: (suite) => onTopology(suite, async (): Promise<RowResult> => {
    const problems: string[] = []
    const [front, back] = [addressOf('lb', 'front'), addressOf('lb', 'back')]
    const service = await opens('app1', front, 8080)
    const postgresFront = await opens('app1', front, 5432)
    const postgresBack = await opens('app1', back, 5432)
    if (!service) problems.push(`the service's port ${front}:8080 did not open: the check itself is broken`)
    if (!postgresBack) problems.push(`PostgreSQL's port did not open on the private network (${back}:5432)`)
    if (postgresFront) problems.push(`PostgreSQL's port opened on the client-facing network (${front}:5432)`)
    const said = (open: boolean) => (open ? 'open' : 'not open')
    return { figure: `${front}:8080 ${said(service)}, ${front}:5432 ${said(postgresFront)}, ${back}:5432 ${said(postgresBack)}`, problems }
  }),
}
