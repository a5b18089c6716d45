// The machine's limit: a bare node:http server answering every GET with one constant JSON body.
import http from 'node:http'

const body = Buffer.from(process.env.BASELINE_BODY ?? '{}')
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  response.end(body)
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
