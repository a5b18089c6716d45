// Delivers the outbox: claims due deliveries (a lease each, so a crashed worker's are taken again once
// the lease runs out: at least once), attempts each (the address checked again, the connection made to
// the address checked, the body signed), and records what happened, a batch of outcomes per transaction.
// At most `concurrency` attempts at once, at most `perEndpoint` per endpoint (the claim's cap).
import { timestampAt } from '../db/time.js'
import { toEvent } from '../events/events.store.js'
import { checkWebhookUrl } from './address-safety.js'
import { nextAttemptDelayMs } from './retry-schedule.js'
import { closeSenders, sendWebhook } from './sender.js'
import type { SecretBox } from '../secret-box.js'
import { signDelivery } from './signature.js'
import type { ClaimedDelivery, DeliveryOutcome } from './outbox.js'
import type { WebhooksStore } from './webhooks.store.js'

/** An endpoint whose every attempt has failed this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000
/**
 * Longer than any attempt (a lookup of up to 5 s, then 10 s) and its recording: a lease runs out only
 * when its worker is gone (claims take no more than the free slots, so nothing claimed waits).
 */
const LEASE_MS = 30_000
/** At most this many outcomes a completion transaction. */
const COMPLETE_BATCH = 500

export interface DeliveryWorkerOptions {
  store: WebhooksStore
  box: SecretBox
  allowHttp: boolean
  allowPrivate: boolean
  /** The retry schedule multiplied by this (1: as documented). */
  retryScale: number
  userAgent: string
  log: { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void }
  concurrency?: number
  perEndpoint?: number
  /** How long to wait before looking again when nothing was due. */
  idleMs?: number
}

export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { store, box, log, concurrency = 64, perEndpoint = 16, idleMs = 200 } = options
  let running = false
  let loop: Promise<void> | undefined
  let inFlight = 0
  const outcomes: DeliveryOutcome[] = []
  let recording: Promise<void> | undefined

  /** Set by `wake` while the loop is busy: its next sleep returns at once (nothing that happened meanwhile is missed). */
  let woken = false
  let endSleep: (() => void) | undefined
  const wake = () => {
    woken = true
    endSleep?.()
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => {
    if (woken) {
      woken = false
      resolve()
      return
    }
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      endSleep = undefined
      woken = false
      resolve()
    }
    endSleep = done
  })

  /**
   * Group commit: outcomes are recorded as soon as they come, those that came during a transaction in the
   * next one, so a transaction holds what arrived meanwhile (one at a trickle, hundreds in a backlog) and
   * nothing waits on a timer.
   */
  async function record(): Promise<void> {
    while (outcomes.length > 0) {
      // The outcomes of attempts answered in this turn of the event loop join the batch.
      await new Promise(setImmediate)
      const batch = outcomes.splice(0, COMPLETE_BATCH)
      try {
        await store.complete(batch)
      } catch (error) {
        // The leases run out and the deliveries are attempted again: at least once, never lost.
        log.error({ err: error, deliveries: batch.length }, 'webhook attempts could not be recorded; they will be attempted again')
      }
      // Their leases are gone: an endpoint at its cap may take more now.
      wake()
    }
    recording = undefined
  }
  function recorded(outcome: DeliveryOutcome): void {
    outcomes.push(outcome)
    recording ??= record()
  }

  async function attempt(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const started = Date.now()
    let status: number | null = null
    let error: string | null = null
    const secret = box.open(delivery.secret)
    if (secret === undefined) {
      error = 'the signing secret could not be read (not sealed with this install\'s key); nothing was sent'
      // An operator's mistake (another instance's key), not the endpoint's: said in the log, not only in the delivery log.
      log.error({ webhook: delivery.webhookId, event: delivery.eventId },
        'webhook secret sealed under another key: this instance\'s SECRETS_KEY (or DATA_DIR/secrets.key) differs from the one that made the endpoint; set the same SECRETS_KEY on every instance')
    }
    else {
      const checked = await checkWebhookUrl(delivery.url, { allowHttp: options.allowHttp, allowPrivate: options.allowPrivate })
      if (!checked.ok) error = `${checked.message} Nothing was sent.`
      else {
        const body = JSON.stringify(toEvent(delivery.event))
        const headers = {
          ...signDelivery(secret, `msg_${delivery.eventId}`, Math.floor(Date.now() / 1000), body),
          'content-type': 'application/json', 'user-agent': options.userAgent,
        }
        const sent = await sendWebhook({ url: checked.url, address: checked.addresses[0]!, headers, body })
        status = sent.status
        error = sent.error
      }
    }
    const now = Date.now()
    const delivered = error === null && status !== null && status >= 200 && status < 300
    const delay = delivered ? undefined : nextAttemptDelayMs(delivery.attempts + 1, Math.random, options.retryScale)
    if (!delivered && delay === undefined) log.warn({ webhook: delivery.webhookId, event: delivery.eventId }, 'webhook delivery given up after its last retry')
    return {
      delivery, attemptedAt: timestampAt(started), status, error, durationMs: now - started, delivered,
      nextAttemptAt: delay === undefined ? null : timestampAt(now + delay), disableIfFailingSince: timestampAt(now - DISABLE_AFTER_MS),
    }
  }

  async function run(): Promise<void> {
    while (running) {
      const free = concurrency - inFlight
      if (free <= 0) {
        await sleep(idleMs)
        continue
      }
      let claimed: ClaimedDelivery[]
      try {
        const now = Date.now()
        claimed = await store.claim(timestampAt(now), timestampAt(now + LEASE_MS), free, perEndpoint)
      } catch (error) {
        log.error({ err: error }, 'webhook deliveries could not be claimed; trying again')
        await sleep(1000)
        continue
      }
      if (claimed.length === 0) {
        await sleep(idleMs)
        continue
      }
      for (const delivery of claimed) {
        inFlight++
        void attempt(delivery).then(recorded, (error: unknown) => {
          // Not recorded: its lease runs out and it is attempted again.
          log.error({ err: error, webhook: delivery.webhookId, event: delivery.eventId }, 'webhook attempt failed unexpectedly')
        }).finally(() => {
          // A free slot matters to a loop that waits for one; an endpoint's cap frees when the outcome is recorded.
          if (inFlight-- === concurrency) wake()
        })
      }
      // Fewer than asked: nothing else is due, or every endpoint with more is at its cap. Looking again
      // now would find the same; a recorded batch (which frees caps) or the idle tick wakes the loop.
      if (claimed.length < free) await sleep(idleMs)
    }
  }

  return {
    start(): void {
      if (running) return
      running = true
      loop = run()
    },
    /** Stops claiming, lets the attempts in flight end and records them. */
    async stop(): Promise<void> {
      running = false
      wake()
      await loop
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
      await recording
      await closeSenders()
    },
    /** Looks for due deliveries now (a test event was queued, say) instead of at the next idle tick. */
    poke(): void {
      wake()
    },
  }
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>
