// A TCP relay that can stop relaying while keeping every connection open: the network "black hole"
// (packets dropped, nothing closed) that a server outage with a clean refusal does not show.
import net from 'node:net'

export interface TcpProxy {
  port: number
  /** Stops relaying in both directions; connections stay open, new ones are accepted and held. */
  freeze(): void
  /** Delivers what was held, in order, and relays again. */
  thaw(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false
  const held: { to: net.Socket; chunk: Buffer }[] = []
  const sockets = new Set<net.Socket>()
  const relay = (from: net.Socket, to: net.Socket) => {
    sockets.add(from)
    from.on('data', (chunk: Buffer) => (frozen ? held.push({ to, chunk }) : to.write(chunk)))
    from.on('close', () => {
      sockets.delete(from)
      to.destroy()
    })
    from.on('error', () => from.destroy())
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    relay(client, upstream)
    relay(upstream, client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true
    },
    thaw() {
      frozen = false
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk)
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
