// The only reader of process.env: one schema, defaults, typed, frozen; a bad value stops the boot
// with a message naming the variable, instead of surfacing later as a confusing runtime failure.
import path from 'node:path'
import { isIP } from 'node:net'
import Type, { type Static } from 'typebox'
import Value from 'typebox/value'
import { DEFAULT_ROLE, KEEPER_ROLES, ROLES, type Role } from './rights.js'
import './schema-settings.js'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const Port = (fallback: number) => Type.Integer({ minimum: 0, maximum: 65535, default: fallback })
const PerMinute = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 60 })

/** The roles a new user of single sign-on may get: none that keeps the account (an owner). */
const OIDC_ROLES = ROLES.filter((role) => !KEEPER_ROLES.includes(role))

const EnvSchema = Type.Object({
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  PORT: Port(8080),
  HTTPS_PORT: Port(8443),
  TLS_CERT_FILE: Type.Optional(Type.String({ minLength: 1 })),
  TLS_KEY_FILE: Type.Optional(Type.String({ minLength: 1 })),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(sqlite:.+|postgres(ql)?://.+)$' })),
  SQLITE_SYNCHRONOUS: Type.Union([Type.Literal('NORMAL'), Type.Literal('FULL')], { default: 'NORMAL' }),
  PG_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  PG_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 1000 }),
  PG_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 1500 }),
  PG_COUNT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 20_000 }),
  WORKERS: Type.Integer({ minimum: 1, maximum: 256, default: 1 }),
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://.+' })),
  RATE_LIMIT_PER_MINUTE: PerMinute,
  AUTH_FAILURES_PER_MINUTE: PerMinute,
  // By hand (trustProxyOf): a count of proxies, or their addresses.
  TRUST_PROXY: Type.String({ default: 'false' }),
  PUBLIC_URL: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Union(LOG_LEVELS.map((level) => Type.Literal(level)), { default: 'info' }),
  LOG_FORMAT: Type.Union([Type.Literal('json'), Type.Literal('pretty')], { default: 'json' }),
  BODY_LIMIT: Type.Integer({ minimum: 1024, maximum: 64 * 1024 * 1024, default: 131072 }),
  EVENTS_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 36500, default: 90 }),
  WEBHOOKS_ALLOW_HTTP: Type.Boolean({ default: false }),
  WEBHOOKS_ALLOW_PRIVATE: Type.Boolean({ default: false }),
  WEBHOOKS_RETRY_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 1, default: 1 }),
  WEBHOOKS_DELIVERY: Type.Boolean({ default: true }),
  SECRETS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://.+' })),
  SMTP_FROM: Type.String({ minLength: 3, default: 'websites-api <no-reply@localhost>' }),
  OIDC_ISSUER: Type.Optional(Type.String({ pattern: '^https?://.+' })),
  OIDC_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_ACCOUNT: Type.Optional(Type.String({ minLength: 1 })),
  // A new user of single sign-on never gets a role that manages owners.
  OIDC_DEFAULT_ROLE: Type.Union(OIDC_ROLES.map((role) => Type.Literal(role)), { default: DEFAULT_ROLE }),
  OIDC_TRUST_PROVIDER_MFA: Type.Boolean({ default: false }),
  CONFIRM_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 600 }),
  OIDC_ALLOWED_DOMAINS: Type.String({ default: '' }),
  OIDC_NAME: Type.String({ minLength: 1, default: 'single sign-on' }),
})
type Env = Static<typeof EnvSchema>

export interface Config {
  host: string
  port: number
  /** 0 turns HTTPS off. */
  httpsPort: number
  tls: { certFile: string; keyFile: string } | undefined
  dataDir: string
  database: DatabaseConfig
  /** Processes serving the ports (node:cluster); 1 = this process alone. */
  workers: number
  /** Prometheus metrics on this port; undefined = off. */
  metricsPort: number | undefined
  /** Shared rate-limit counters across machines; undefined = counted per machine. */
  redisUrl: string | undefined
  /** 0 turns the limit off. */
  rateLimitPerMinute: number
  authFailuresPerMinute: number
  /** The proxies in front, in Fastify's own forms: false (none), their number, or their addresses and CIDR ranges. */
  trustProxy: TrustProxy
  /** How long a sign-in or a confirmation lets a session make the changes that keep or widen access. */
  confirmSeconds: number
  /** The origin (and path prefix) of every absolute URL the service writes; undefined = the request's own. */
  publicUrl: string | undefined
  logLevel: (typeof LOG_LEVELS)[number]
  /** json for log collectors (the default), pretty for people. */
  logFormat: 'json' | 'pretty'
  bodyLimit: number
  eventsRetentionDays: number
  webhooks: WebhooksConfig
  /** Invitations are also sent by email through this SMTP server (smtp:// or smtps://); undefined: the link is shown only. */
  smtp: { url: string; from: string } | undefined
  /** Single sign-on with an OpenID Connect provider; undefined: off. */
  oidc: OidcConfig | undefined
}

export interface OidcConfig {
  /** The provider's issuer URL (https, or http on a loopback host). */
  issuer: string
  clientId: string
  clientSecret: string
  /** The account a new user joins. */
  account: string
  /** The role a new user gets there (never one that manages owners). */
  defaultRole: Role
  /** OIDC_TRUST_PROVIDER_MFA: the ID token's `amr` naming a second factor spares the person theirs here. */
  trustProviderMfa: boolean
  /** Lower-case domains whose verified emails may make a new user; empty: only existing users sign in. */
  allowedDomains: string[]
  /** What the dashboard's button says ("Sign in with …"). */
  name: string
}

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ACCOUNT'] as const

export interface WebhooksConfig {
  /** http URLs too (for tests and closed networks); https only by default. */
  allowHttp: boolean
  /** Loopback and private addresses too (for tests and closed networks). */
  allowPrivate: boolean
  /** The retry schedule multiplied by this (tests shrink it); 1 = as documented. */
  retryScale: number
  /** Whether this process delivers (off: it only queues, and another instance delivers). */
  deliver: boolean
  /** Base64 of the 32-byte key webhook secrets are sealed with; undefined: DATA_DIR/secrets.key. */
  secretsKey: string | undefined
}

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string; synchronous: 'NORMAL' | 'FULL' }
  | { kind: 'postgres'; url: string; poolSize: number; connectTimeoutMs: number; statementTimeoutMs: number; countTimeoutMs: number }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key]
    if (value !== undefined && value !== '') raw[key] = value.trim()
  }
  // Convert reads "1.5" or "1e3" as an integer (1, 1000): a whole number is written as one, or refused.
  const notWhole = Object.keys(raw).filter((key) => schemaOf(key).type === 'integer' && !/^-?\d+$/.test(String(raw[key])))
  const env = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw)) as Env
  const problems = [...new Set([...notWhole, ...[...Value.Errors(EnvSchema, env)].map((error) => error.instancePath.slice(1))])]
    .filter((key) => key !== '')
    .map((key) => `${key}=${JSON.stringify(source[key])}: ${describe(key)}`)
  if ((env.TLS_CERT_FILE === undefined) !== (env.TLS_KEY_FILE === undefined)) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE: set both or neither')
  }
  const publicUrl = env.PUBLIC_URL === undefined ? undefined : publicUrlOf(env.PUBLIC_URL)
  if (publicUrl === null) {
    problems.push(`PUBLIC_URL=${JSON.stringify(source.PUBLIC_URL)}: must be an http or https origin with an optional path, ` +
      'e.g. https://analytics.example.com or https://example.com/analytics (no query, fragment or user)')
  }
  const oidc = oidcConfig(env, problems)
  const trustProxy = trustProxyOf(env.TRUST_PROXY, problems)
  if (problems.length > 0) {
    throw new ConfigError(`invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const dataDir = path.resolve(env.DATA_DIR)
  return Object.freeze({
    host: env.HOST,
    port: env.PORT,
    httpsPort: env.HTTPS_PORT,
    tls: env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE } : undefined,
    dataDir,
    database: databaseConfig(env, dataDir),
    workers: env.WORKERS,
    metricsPort: env.METRICS_PORT,
    redisUrl: env.REDIS_URL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authFailuresPerMinute: env.AUTH_FAILURES_PER_MINUTE,
    trustProxy,
    confirmSeconds: env.CONFIRM_SECONDS,
    publicUrl: publicUrl ?? undefined,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    bodyLimit: env.BODY_LIMIT,
    eventsRetentionDays: env.EVENTS_RETENTION_DAYS,
    webhooks: {
      allowHttp: env.WEBHOOKS_ALLOW_HTTP,
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
      retryScale: env.WEBHOOKS_RETRY_SCALE,
      deliver: env.WEBHOOKS_DELIVERY,
      secretsKey: env.SECRETS_KEY,
    },
    smtp: env.SMTP_URL === undefined ? undefined : { url: env.SMTP_URL, from: env.SMTP_FROM },
    oidc,
  })
}

/** Single sign-on's settings: the four required ones all set or none, an https issuer (http only on loopback, for tests). */
function oidcConfig(env: Env, problems: string[]): OidcConfig | undefined {
  const missing = OIDC_REQUIRED.filter((key) => env[key] === undefined)
  if (missing.length === OIDC_REQUIRED.length) return undefined
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')}: single sign-on needs ${OIDC_REQUIRED.join(', ')} set together (or none of them)`)
    return undefined
  }
  const issuer = URL.canParse(env.OIDC_ISSUER!) ? new URL(env.OIDC_ISSUER!) : undefined
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer?.hostname ?? '')
  if (!issuer || issuer.search || issuer.hash || !(issuer.protocol === 'https:' || (issuer.protocol === 'http:' && loopback))) {
    problems.push(`OIDC_ISSUER=${JSON.stringify(env.OIDC_ISSUER)}: must be an https URL (http only on a loopback host, for tests)`)
  }
  const allowedDomains = env.OIDC_ALLOWED_DOMAINS.split(',').map((domain) => domain.trim().toLowerCase()).filter((domain) => domain !== '')
  const badDomain = allowedDomains.find((domain) => !/^[a-z0-9.-]+$/.test(domain) || domain.startsWith('.') || domain.startsWith('@'))
  if (badDomain !== undefined) problems.push(`OIDC_ALLOWED_DOMAINS=${JSON.stringify(env.OIDC_ALLOWED_DOMAINS)}: must be domains separated by commas, e.g. example.com,example.org`)
  return {
    issuer: env.OIDC_ISSUER!, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET!, account: env.OIDC_ACCOUNT!,
    defaultRole: env.OIDC_DEFAULT_ROLE as Role, trustProviderMfa: env.OIDC_TRUST_PROVIDER_MFA, allowedDomains, name: env.OIDC_NAME,
  }
}

export type TrustProxy = false | number | string[]
/** More proxies than this in a row is a mistake, not a deployment. */
const MAX_PROXY_HOPS = 10
const TRUST_PROXY_FORMS = `the number of proxies in front (1: one proxy, such as one HAProxy; at most ${MAX_PROXY_HOPS}), ` +
  'or their addresses and CIDR ranges separated by commas (10.0.0.2,10.1.0.0/16)'

/**
 * TRUST_PROXY: `false` or `0` (none: the TCP peer is the client), a count of proxies, or their addresses. The
 * client is then the nearest address not trusted. `true` is refused: it trusted every address a client
 * writes into X-Forwarded-For, so any client could choose its own (and escape the sign-in throttles).
 */
function trustProxyOf(value: string, problems: string[]): TrustProxy {
  const refuse = (why: string) => (problems.push(`TRUST_PROXY=${JSON.stringify(value)}: ${why}`), false as const)
  if (value === 'false' || value === '0') return false
  if (value === 'true') return refuse(`true would let any client choose its own address; name the proxies instead: ${TRUST_PROXY_FORMS}`)
  if (/^-?\d+$/.test(value)) {
    const hops = Number(value)
    return hops >= 1 && hops <= MAX_PROXY_HOPS ? hops : refuse(`must be ${TRUST_PROXY_FORMS}`)
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const valid = (entry: string) => {
    const [address = '', prefix, ...rest] = entry.split('/')
    const version = isIP(address)
    // A zone (fe80::1%eth0) names an interface of this host, not a proxy's address.
    return version !== 0 && !address.includes('%') && rest.length === 0 && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)))
  }
  if (entries.length === 0 || entries.some((entry) => entry === '' || !valid(entry))) return refuse(`must be ${TRUST_PROXY_FORMS}`)
  return entries
}

function databaseConfig(env: Env, dataDir: string): DatabaseConfig {
  const url = env.DATABASE_URL
  if (url?.startsWith('postgres')) {
    return {
      kind: 'postgres',
      url,
      poolSize: env.PG_POOL_SIZE,
      connectTimeoutMs: env.PG_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.PG_STATEMENT_TIMEOUT_MS,
      countTimeoutMs: env.PG_COUNT_TIMEOUT_MS,
    }
  }
  return {
    kind: 'sqlite',
    file: url ? path.resolve(url.slice('sqlite:'.length)) : path.join(dataDir, 'websites.db'),
    synchronous: env.SQLITE_SYNCHRONOUS,
  }
}

/** `https://example.com/analytics/` → `https://example.com/analytics`; null when it is not such a URL. */
function publicUrlOf(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) return null
  if (value.includes('?') || value.includes('#')) return null
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** What a variable accepts, read off its schema so the message can never drift from the rule. */
const schemaOf = (key: string): Record<string, unknown> => (EnvSchema.properties as unknown as Record<string, Record<string, unknown>>)[key] ?? {}

function describe(key: string): string {
  const schema = schemaOf(key)
  if (Array.isArray(schema.anyOf)) return `must be one of ${schema.anyOf.map((s: { const: unknown }) => s.const).join(', ')}`
  if (schema.type === 'integer') return `must be an integer from ${schema.minimum} to ${schema.maximum}`
  if (schema.type === 'boolean') return 'must be true or false (or 1 or 0)'
  if (schema.type === 'number') return 'must be a number above 0, at most 1'
  // Which schemes work, not the pattern that checks them.
  if (key === 'DATABASE_URL') return 'must be sqlite:FILE (e.g. sqlite:/var/lib/websites-api/websites.db) or postgres://USER:PASSWORD@HOST:PORT/DATABASE (postgresql:// too)'
  if (schema.pattern) return `must match ${schema.pattern}`
  return 'must not be empty'
}

/** HOST values that mean this machine (loopback) or every interface of it: a person on it reaches the service at `localhost`. */
const LOCAL_HOSTS = new Set(['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'])

/**
 * Where the service's links (the first owner's, invitations made on the server, password resets) lead:
 * PUBLIC_URL, else `http://localhost:PORT` when HOST is this machine or every interface (browsers refuse
 * passkeys at an IP address, and 0.0.0.0 is no address to open), else HOST itself. The service and the CLI
 * both use this, so that a link the CLI prints names the service as the service names itself.
 */
export function linkBase(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, port = config.port): string {
  if (config.publicUrl !== undefined) return config.publicUrl
  const host = LOCAL_HOSTS.has(config.host) || config.host.startsWith('127.') ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host}:${port}`
}
