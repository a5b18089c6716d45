// A TCP relay that can stop relaying while keeping every connection open: the network "black hole"
// (packets dropped, nothing closed) that a server outage with a clean refusal does not show.
import net from 'node:net'

export interface TcpProxy {
  port: number
  /** Stops relaying in both directions; connections stay open, new ones are accepted and held. */
  freeze(): void
  /**
   * Freezes when a client sends a message holding `text` (that message held too): the black hole at an
   * exact point of a conversation, such as mid-transaction after an INSERT, or with the COMMIT on its way.
   */
  freezeWhenSent(text: string): void
  /** Delivers what was held, in order, and relays again. */
  thaw(): void
  /**
   * A silent partition healed as TCP sees it: new connections relay at once, while every connection made
   * before stays held (its retransmissions' gaps have grown to minutes) until `thaw`.
   */
  healForNew(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false
  let trigger: Buffer | undefined
  const held: { to: net.Socket; chunk: Buffer }[] = []
  const sockets = new Set<net.Socket>()
  /** Connections held until `thaw`, whatever `frozen` says. */
  const stuck = new Set<net.Socket>()
  const relay = (from: net.Socket, to: net.Socket, fromClient: boolean) => {
    sockets.add(from)
    from.on('data', (chunk: Buffer) => {
      if (fromClient && trigger && chunk.includes(trigger)) {
        frozen = true
        trigger = undefined
      }
      if (frozen || stuck.has(from)) held.push({ to, chunk })
      else to.write(chunk)
    })
    from.on('close', () => {
      sockets.delete(from)
      to.destroy()
    })
    from.on('error', () => from.destroy())
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    relay(client, upstream, true)
    relay(upstream, client, false)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true
    },
    freezeWhenSent(text) {
      trigger = Buffer.from(text)
    },
    thaw() {
      frozen = false
      stuck.clear()
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk)
    },
    healForNew() {
      for (const socket of sockets) stuck.add(socket)
      frozen = false
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
