// JSON logs (pino) with a request id on every line. One access line per request, with method, path,
// status and time only: never headers (Authorization), the query string (a client may wrongly put a
// key there) or a body (passwords).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pino from 'pino'
import pretty from 'pino-pretty'
import { clientAddress } from './client-address.js'
import type { Config } from './config.js'

/** Lines are gathered into writes of at most this size: PIPE_BUF, so workers' writes to one pipe never interleave. */
const LOG_WRITE_BYTES = 4096
/** A quiet service's lines wait at most this long in memory. */
const LOG_FLUSH_MS = 100

let stdoutLines: ReturnType<typeof pino.destination> | undefined
/**
 * Standard output, written synchronously in chunks of whole lines: a write when the next line would pass
 * 3.5 KB (each write at most 4 KB, but for a single longer line), every 100 ms while the event loop runs,
 * and at exit. Against one write per line, reads by id took 8.6% less CPU and list pages 7.2% less
 * (`npm run bench -- --compare`, 1,000,000 websites). The trade: a SIGKILL loses what is held, under 4 KB,
 * and the log never falls further behind than that (pino's default asynchronous destination fell ~5,000
 * lines a second behind under 500 connections and held the backlog in memory without bound).
 * One per process: every logger of the process shares its buffer, its timer and its exit hook. sonic-boom is
 * patched (patches/, README) so that a line does not measure the whole held chunk again.
 */
function bufferedStdout() {
  if (stdoutLines) return stdoutLines
  const destination = pino.destination({
    dest: 1, sync: true, minLength: LOG_WRITE_BYTES - 512, maxWrite: LOG_WRITE_BYTES, periodicFlush: LOG_FLUSH_MS,
  })
  process.once('exit', () => destination.flushSync())
  return (stdoutLines = destination)
}

/** Writes what the log holds now: before the process prints to standard output itself (the first key). */
export const flushLogLines = (): void => stdoutLines?.flushSync()

// LOG_FORMAT=pretty is for people at a terminal: the same lines, coloured, with readable times, one write each.
export function loggerOptions(level: Config['logLevel'], format: Config['logFormat'] = 'json') {
  return {
    level,
    stream: format === 'pretty'
      ? pretty({
        destination: 1, sync: true, translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l', ignore: 'reqId,http,https,method,path,status,ms,remoteAddress',
        // The request id leads the message: it is what ties a line to the X-Request-Id a client reports. The
        // access line's fields go into its message, and any other line's fields stay on it: one line each.
        messageFormat: '{if reqId}[{reqId}] {end}{msg}{if method}: {method} {path} {status} in {ms} ms{end}{if remoteAddress} from {remoteAddress}{end}',
        singleLine: true,
      })
      : bufferedStdout(),
    // No pid/hostname on every line (the log collector knows where a line came from), and no redaction
    // pass: lines are built from fixed fields only, never from headers or bodies, and the two cost ~15%
    // of read throughput.
    base: undefined,
  }
}

/** The pages of one-time links (an invitation, a password reset) carry their token in the path: logged as `…`. */
const SECRET_LINK = /^\/(invitations|reset-password)\/[^/]+/
// The prefixes are tested first: a replace that finds nothing cost every request's line about 1,000 instructions.
const secretLinkHidden = (path: string) =>
  path.startsWith('/invitations/') || path.startsWith('/reset-password/') ? path.replace(SECRET_LINK, '/$1/…') : path

/** Printable ASCII but `"` and `\`: text that JSON writes as it is, between quotes. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/
/** `text` as a JSON string; JSON.stringify only for text that needs escapes (it costs more than the test on short text). */
const jsonText = (text: string) => (PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text))

/**
 * The access line, written as pino would write `log.info({ method, path, status, ms, remoteAddress },
 * 'request completed')` (the same fields in the same order; test/unit/logger.test.ts compares them), but
 * built in one template: with pino's object walk a read took 7% more CPU (paired runs, bench/README.md).
 * The path and the address are escaped (they hold a client's text, the address through X-Forwarded-For);
 * the id is always the service's own UUID (genReqId in app.ts: Fastify reads no request id header unless told,
 * tested in hardening.test.ts), and the method one llhttp knows.
 */
export function accessLine(reqId: string, method: string, url: string, status: number, ms: number, remoteAddress: string | undefined): string {
  const query = url.indexOf('?')
  const path = secretLinkHidden(query === -1 ? url : url.slice(0, query))
  // A client gone before its answer leaves no address on the socket: the field is left out, as pino leaves out undefined.
  const address = remoteAddress === undefined ? '' : `,"remoteAddress":${jsonText(remoteAddress)}`
  return `{"level":30,"time":${Date.now()},"reqId":"${reqId}","method":"${method}","path":${jsonText(path)},` +
    `"status":${status},"ms":${tenthsText(ms)}${address},"msg":"request completed"}\n`
}

/**
 * `ms` (≥ 0) to a tenth, as JSON writes Math.round(ms * 10) / 10 ("3", "12.3"), from whole numbers: a fraction's
 * shortest digits (V8's dtoa) cost about 700 instructions a line.
 */
export function tenthsText(ms: number): string {
  const tenths = Math.round(ms * 10)
  const rest = tenths % 10
  return rest === 0 ? String(tenths / 10) : `${(tenths - rest) / 10}.${rest}`
}

/** Where a pino logger writes; none when logging is off (Fastify's stand-in logger has no stream). */
const streamOf = (log: FastifyBaseLogger) => (log as unknown as Record<symbol, pino.DestinationStream | undefined>)[pino.symbols.streamSym]

type LogArguments = Parameters<FastifyBaseLogger['info']>
type MakeChild = (this: FastifyBaseLogger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => FastifyBaseLogger

/**
 * A child logger made when it first writes a line. Fastify makes one per request (`request.log`, the request id
 * bound): most requests write none (their access line is built apart, above), and pino's child cost every
 * request about 4,000 instructions (bench/README.md). The lines are the real child's, byte for byte.
 */
class LazyChild implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined
  constructor(private readonly parent: FastifyBaseLogger, private readonly makeChild: MakeChild,
    private readonly childBindings: pino.Bindings, private readonly options: pino.ChildLoggerOptions | undefined) {}
  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.makeChild.call(this.parent, this.childBindings, this.options))
  }

  get level() { return this.#child?.level ?? this.options?.level ?? this.parent.level }
  set level(level) { this.logger.level = level }
  fatal(...line: LogArguments) { this.logger.fatal(...line) }
  error(...line: LogArguments) { this.logger.error(...line) }
  warn(...line: LogArguments) { this.logger.warn(...line) }
  info(...line: LogArguments) { this.logger.info(...line) }
  debug(...line: LogArguments) { this.logger.debug(...line) }
  trace(...line: LogArguments) { this.logger.trace(...line) }
  silent(...line: LogArguments) { this.logger.silent(...line) }
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions) { return this.logger.child(bindings, options) }
  // Two of pino's own, beyond Fastify's type, for code that casts request.log to pino.Logger.
  isLevelEnabled(level: string) { return (this.logger as pino.Logger).isLevelEnabled(level) }
  bindings() { return (this.logger as pino.Logger).bindings() }
}

/**
 * The app's logger makes its children lazily (LazyChild). On the logger itself, not as Fastify's
 * `childLoggerFactory`: Fastify checks every request's logger from a factory of its own (seven keyed lookups
 * and a filter, about 3,500 instructions), and skips the check for its default factory, which calls `child`.
 * A real child inherits the override (pino's children are made with Object.create), so `this` is its parent.
 */
export function makeChildrenLazy(log: FastifyBaseLogger): void {
  const makeChild = log.child as MakeChild
  log.child = function lazyChild(this: FastifyBaseLogger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) {
    return new LazyChild(this, makeChild, bindings, options)
  }
}

export function registerAccessLog(app: FastifyInstance): void {
  // The app's logger, whose stream every request's logger shares; the line follows its level (LOG_LEVEL: no
  // route sets a level of its own).
  const log = app.log as pino.Logger
  const stream = streamOf(log)
  app.addHook('onResponse', (request, reply, done) => {
    if (stream && log.isLevelEnabled('info')) {
      stream.write(accessLine(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime, clientAddress(request)))
    }
    done()
  })
}
