// Webhook endpoints of an account: made with a signing secret shown once, read, changed, deleted, sent a
// test event, and their delivery log. The route schemas have checked each field; here are the rules that
// need more (the address the URL resolves to, the account's count), reported with the fields' own failures.
import type { Caller } from '../auth/caller.js'
import { changeBy } from '../auth/caller.js'
import { type FieldErrors, NotFound, ValidationFailed } from '../errors.js'
import { type Checked, assertValid } from '../validation.js'
import { checkWebhookUrl } from './address-safety.js'
import type { SecretBox } from '../secret-box.js'
import { newWebhookSecret } from './signature.js'
import { type CreateWebhookInput, MAX_WEBHOOKS, type UpdateWebhookInput, type Webhook } from './webhooks.schemas.js'
import { TooManyWebhooks, type WebhooksStore } from './webhooks.store.js'

const FIELD_ORDER = ['url', 'events', 'enabled']
const TOO_MANY = `An account may have at most ${MAX_WEBHOOKS} webhooks.`
/** The attempts GET /webhooks/{id}/deliveries shows. */
const SHOWN_ATTEMPTS = 100

export interface WebhooksDeps {
  store: WebhooksStore
  box: SecretBox
  allowHttp: boolean
  allowPrivate: boolean
  clock: () => string
  /** Told when a delivery was queued (a test event), so the worker need not wait for its next look. */
  queued?: () => void
}

export function createWebhooksService({ store, box, allowHttp, allowPrivate, clock, queued = () => undefined }: WebhooksDeps) {
  /** The URL's own failure, or the address it resolves to, added to `errors`. */
  async function checkUrl(errors: FieldErrors, url: string | undefined): Promise<void> {
    if (url === undefined || errors.url !== undefined) return
    const checked = await checkWebhookUrl(url, { allowHttp, allowPrivate })
    if (!checked.ok) errors.url = [checked.message]
  }

  async function own(caller: Caller, id: number): Promise<Webhook> {
    const webhook = await store.get(caller.wait, caller.accountId, id)
    if (!webhook) throw new NotFound()
    return webhook
  }

  return {
    list: (caller: Caller) => store.list(caller.wait, caller.accountId),
    get: own,

    async create(caller: Caller, { values, invalid }: Checked<CreateWebhookInput>): Promise<Webhook & { secret: string }> {
      const errors = { ...invalid }
      await checkUrl(errors, values.url)
      if (errors.url === undefined && (await store.list(caller.wait, caller.accountId)).length >= MAX_WEBHOOKS) errors.url = [TOO_MANY]
      assertValid(errors, FIELD_ORDER)
      const secret = newWebhookSecret()
      try {
        const webhook = await store.create(caller.wait, caller.accountId, { url: values.url!, events: values.events ?? null, secret: box.seal(secret) }, clock())
        return { ...webhook, secret }
      } catch (error) {
        if (error instanceof TooManyWebhooks) throw new ValidationFailed({ url: [TOO_MANY] })
        throw error
      }
    },

    async update(caller: Caller, id: number, { values, invalid }: Checked<UpdateWebhookInput>): Promise<Webhook> {
      await own(caller, id)
      const errors = { ...invalid }
      await checkUrl(errors, values.url ?? undefined)
      assertValid(errors, FIELD_ORDER)
      const changes = { url: values.url ?? undefined, events: values.events === undefined ? undefined : values.events ?? null, enabled: values.enabled ?? undefined }
      const updated = await store.update(caller.wait, caller.accountId, id, changes, clock())
      if (!updated) throw new NotFound()
      if (changes.enabled) queued()
      return updated
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await store.remove(caller.wait, caller.accountId, id))) throw new NotFound()
    },

    /** A `webhook.test` event for this endpoint alone; its id. */
    async sendTest(caller: Caller, id: number): Promise<number> {
      const eventId = await store.sendTest(caller.wait, caller.accountId, id, changeBy(caller, clock()))
      if (eventId === undefined) throw new NotFound()
      queued()
      return eventId
    },

    async deliveries(caller: Caller, id: number) {
      const attempts = await store.attempts(caller.wait, caller.accountId, id, SHOWN_ATTEMPTS)
      if (!attempts) throw new NotFound()
      return attempts
    },
  }
}

export type WebhooksService = ReturnType<typeof createWebhooksService>
