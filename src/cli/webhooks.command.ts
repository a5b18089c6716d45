// `websites-api webhooks add|list|remove|test|deliveries`: the account's webhook endpoints, through the HTTP API.
import type { operations } from '@websites-api/client'
import { type Command, InvalidArgumentError } from 'commander'
import { SUBSCRIBABLE_TYPES } from '../webhooks/webhooks.schemas.js'
import { hinted, printRecord, printTable } from './output.js'
import { answered, connect, positiveInteger, withConnection } from './websites.command.js'

type CreateWebhookBody = operations['createWebhook']['requestBody']['content']['application/json']
const webhookId = positiveInteger('a webhook id')
type EventType = NonNullable<CreateWebhookBody['events']>[number]
/** The types an endpoint may take, as the service's own schema lists them. */
const TYPES: readonly EventType[] = SUBSCRIBABLE_TYPES
const eventTypes = (value: string): EventType[] => {
  const types = value.split(',').map((type) => type.trim()).filter(Boolean)
  const unknown = types.filter((type) => !(TYPES as readonly string[]).includes(type))
  if (unknown.length > 0) throw new InvalidArgumentError(`unknown event type ${unknown.join(', ')}: one or more of ${TYPES.join(', ')}, separated by commas`)
  return types as EventType[]
}

export function registerWebhooksCommands(program: Command): void {
  const webhooks = withConnection(program.command('webhooks'))
    .description('the account\'s webhook endpoints: add, list, remove, send a test, read the delivery log')
    .addHelpText('after', `
Deliveries are POSTs of the event, signed as Standard Webhooks says with the secret \`add\` prints once.

Examples:
  websites-api webhooks add https://hooks.example.com/websites --events website.created,website.deleted
  websites-api webhooks test 1
  websites-api webhooks deliveries 1`)

  webhooks.command('add')
    .description('add an endpoint; prints its signing secret once, as the last line')
    .argument('<url>', 'an absolute https URL (not a private or local address)')
    .option('--events <types>', `event types to send, separated by commas (default: all): ${TYPES.join(', ')}`, eventTypes)
    .action(async (url: string, options: { events?: EventType[] }, command: Command) => {
      const session = connect(command)
      const { data } = await hinted(answered(session.client.POST('/api/v1/webhooks', { body: { url, events: options.events } }), session), (refused) => {
        const fields = (refused.body as { message?: unknown } | undefined)?.message
        const onUrl = refused.status === 422 && typeof fields === 'object' && fields !== null && 'url' in fields
        return onUrl && /^http:/i.test(url)
          ? 'http URLs are refused unless the service runs with WEBHOOKS_ALLOW_HTTP=true (for tests and closed networks): use an https:// URL'
          : undefined
      })
      if (session.json) return
      const { secret, ...webhook } = data.data
      console.log(`added webhook ${webhook.id} for ${webhook.url} (${webhook.events.length ? webhook.events.join(', ') : 'every event'}); its signing secret is shown only now:`)
      console.log(secret)
    })

  webhooks.command('list')
    .description('list the endpoints')
    .action(async (_options: object, command: Command) => {
      const session = connect(command)
      const { data } = await answered(session.client.GET('/api/v1/webhooks'), session)
      if (session.json) return
      if (data.data.length === 0) return void console.log('no webhooks')
      printTable(['id', 'url', 'events', 'enabled', 'created'], data.data.map((webhook) => [
        String(webhook.id), webhook.url, webhook.events.length ? webhook.events.join(',') : 'all', webhook.enabled ? 'yes' : 'no', webhook.created_at,
      ]))
    })

  for (const [name, enabled] of [['enable', true], ['disable', false]] as const) {
    webhooks.command(name)
      .description(enabled ? 'send events to the endpoint again (its deliveries not given up resume)' : 'stop sending events to the endpoint')
      .argument('<id>', 'the webhook id', webhookId)
      .action(async (id: number, _options: object, command: Command) => {
        const session = connect(command)
        await answered(session.client.PATCH('/api/v1/webhooks/{id}', { params: { path: { id } }, body: { enabled } }), session)
        if (!session.json) console.log(`webhook ${id} ${enabled ? 'enabled' : 'disabled'}`)
      })
  }

  webhooks.command('remove')
    .description('delete an endpoint, with its pending deliveries and its log')
    .argument('<id>', 'the webhook id', webhookId)
    .action(async (id: number, _options: object, command: Command) => {
      const session = connect(command)
      await answered(session.client.DELETE('/api/v1/webhooks/{id}', { params: { path: { id } } }), session)
      if (!session.json) console.log(`removed webhook ${id}`)
    })

  webhooks.command('test')
    .description('send the endpoint a webhook.test event (whatever its events, even when disabled)')
    .argument('<id>', 'the webhook id', webhookId)
    .action(async (id: number, _options: object, command: Command) => {
      const session = connect(command)
      const { data } = await answered(session.client.POST('/api/v1/webhooks/{id}/test', { params: { path: { id } } }), session)
      if (!session.json) console.log(`queued test event ${data.data.event_id} for webhook ${id}; see \`webhooks deliveries ${id}\``)
    })

  webhooks.command('deliveries')
    .description('the endpoint\'s latest 100 delivery attempts, newest first')
    .argument('<id>', 'the webhook id', webhookId)
    .action(async (id: number, _options: object, command: Command) => {
      const session = connect(command)
      const { data } = await answered(session.client.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id } } }), session)
      if (session.json) return
      if (data.data.length === 0) return void console.log('no attempts yet')
      printTable(['event', 'attempt', 'at', 'result', 'ms', 'next attempt'], data.data.map((attempt) => [
        String(attempt.event_id), String(attempt.attempt), attempt.attempted_at,
        attempt.status === null ? `no answer: ${attempt.error}` : `${attempt.status}${attempt.error ? ` (${attempt.error})` : ''}`,
        String(attempt.duration_ms), attempt.next_attempt_at ?? '-',
      ]))
    })
}
