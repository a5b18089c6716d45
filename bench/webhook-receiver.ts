// The webhook receiver of `run.ts --webhook` and `webhook-drain.ts`: a bare node:http server on loopback
// answering every POST with 204, counting the requests and their `webhook-id`s (a second request with an
// id already seen is a duplicate). GET /stats answers the counts as JSON. Its own process, so its CPU is
// neither the service's nor the load generator's. Prints "listening PORT" once it listens.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const ids = new Set<string>()
let requests = 0
let duplicates = 0

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/stats') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ requests, unique: ids.size, duplicates }))
    return
  }
  request.resume().on('end', () => {
    requests++
    const id = String(request.headers['webhook-id'])
    if (ids.has(id)) duplicates++
    else ids.add(id)
    response.writeHead(204).end()
  })
})
server.keepAliveTimeout = 60_000
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`)
})
