// A website's activity: its events, newest first: who, when, and what changed ("Email reports: Off → On").
import type { WebsiteEvent, WebsitesClient } from '@websites-api/client'
import { useEffect, useState } from 'preact/hooks'
import { UNREACHABLE, problemOf } from './api.js'
import { fieldNamed, valueText } from './fields.js'

/** At most this many of the newest events are shown. */
const SHOWN = 200

/** Who made a change, in words. */
export function actorText(actor: WebsiteEvent['actor']): string {
  if (actor.type === 'user') return actor.name ? `${actor.name} (${actor.email})` : actor.email ?? 'a person'
  if (actor.type === 'key') return actor.name ? `key “${actor.name}” (${actor.prefix}…)` : `key ${actor.prefix}…`
  return actor.type === 'import' ? 'the phpAnalytics import' : 'an operator on the server'
}

/** What an event did, in words: each changed field with its label and values. */
export function changeText(event: WebsiteEvent): string {
  if (event.type === 'website.created') return 'Created'
  if (event.type === 'website.deleted') return 'Deleted'
  const changes = Object.entries(event.changes ?? {}).map(([name, [before, after]]) => {
    const field = fieldNamed(name)
    if (!field) return name
    if (field.kind === 'secret') return before && after ? `${field.label}: changed` : `${field.label}: ${valueText(field, before)} → ${valueText(field, after)}`
    const words = (value: unknown) => (valueText(field, value) || 'none')
    return `${field.label}: ${words(before)} → ${words(after)}`
  })
  return changes.join('; ')
}

/** `2026-11-24 10:20` (the section says the times are UTC) */
export const when = (timestamp: string) => `${timestamp.slice(0, 10)} ${timestamp.slice(11, 16)}`

export function Activity({ client, websiteId }: { client: WebsitesClient; websiteId: number }) {
  const [events, setEvents] = useState<WebsiteEvent[]>()
  const [problem, setProblem] = useState<string>()

  useEffect(() => {
    let current = true
    const load = async () => {
      const all: WebsiteEvent[] = []
      for (let after = 0; ;) {
        const { data, error, response } = await client.GET('/api/v1/events', { params: { query: { website_id: websiteId, after, limit: 100 } } })
        if (!data) return current && setProblem(problemOf(response, error))
        all.push(...data.data)
        if (data.data.length < 100) break
        after = data.meta.next_after
      }
      if (current) setEvents(all.slice(-SHOWN).reverse())
    }
    load().catch(() => current && setProblem(UNREACHABLE))
    return () => { current = false }
  }, [websiteId])

  return (
    <section class="activity" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      <p class="hint">Every change to this website, newest first (times in UTC).</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {!events ? !problem && <p aria-busy="true">Loading…</p> : events.length === 0 ? <p class="hint">No changes recorded yet.</p> : (
        <ol class="events">
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.occurred_at}>{when(event.occurred_at)}</time>
              <span class="who">{actorText(event.actor)}</span>
              <span class="what">{changeText(event)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
