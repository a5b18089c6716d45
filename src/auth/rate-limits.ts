// Where rate-limit counters live. One process: its memory. WORKERS > 1: the cluster's primary process,
// so a key's limit counts across every worker of the machine. REDIS_URL: Redis, so it counts across
// machines; if Redis stops answering, each process falls back to counting in its own memory rather
// than refusing or stalling requests.
import cluster from 'node:cluster'
import { Redis } from 'ioredis'
import type { FastifyRequest } from 'fastify'
import { type RateLimiterAbstract, RateLimiterCluster, RateLimiterClusterMaster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

export const WINDOW_SECONDS = 60
/** How long a worker waits for the primary's count before letting the request through uncounted. */
const CLUSTER_TIMEOUT_MS = 500

export interface RateLimitStore {
  /** A limiter of `points` per window (60 s unless given) under its own name; undefined when `points` is 0 (off). */
  limiter(name: string, points: number, windowSeconds?: number): RateLimiterAbstract | undefined
  close(): Promise<void>
}

export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  const redis = redisUrl === undefined ? undefined : new Redis(redisUrl, {
    // A command while Redis is away fails at once (and the in-memory insurance counts) instead of
    // queueing behind the reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  })
  // Connection errors are answered by the insurance limiter; ioredis reconnects by itself.
  redis?.on('error', () => undefined)
  return {
    limiter(name, points, windowSeconds = WINDOW_SECONDS) {
      if (points === 0) return undefined
      const options = { points, duration: windowSeconds, keyPrefix: `websites-api:${name}` }
      if (redis) return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      if (cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: CLUSTER_TIMEOUT_MS })
      return new RateLimiterMemory(options)
    },
    async close() {
      redis?.disconnect()
    },
  }
}

/** In the cluster's primary: holds the counters that the workers' RateLimiterCluster instances ask about. */
export function serveClusterRateLimits(): void {
  new RateLimiterClusterMaster()
}

/** Whole seconds until a refused counter's window ends, at least 1. */
export const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/**
 * A count from the store; a store that fails (Redis away, the cluster's primary too slow) lets the
 * request through uncounted rather than refusing or stalling it. A refusal (RateLimiterRes) passes on.
 */
export async function tolerant(request: FastifyRequest, count: () => Promise<RateLimiterRes>): Promise<RateLimiterRes | null> {
  try {
    return await count()
  } catch (error) {
    if (error instanceof RateLimiterRes) throw error
    request.log.warn({ err: error }, 'rate limit not counted')
    return null
  }
}
