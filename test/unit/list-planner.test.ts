import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createListPlanner } from '../../src/websites/list.planner.js'
import type { WebsitesStore } from '../../src/websites/websites.store.js'

/** A store whose search counts take a while and are counted; pages hold ids only (their content is not the point). */
function slowCountingStore(version: { value: number }) {
  const counts: string[] = []
  const store = {
    accountStats: async () => ({ count: 1_000_000, version: version.value }),
    choosePlan: async () => 'scan',
    // More matches than a search keeps: the total is counted.
    matches: async () => Array.from({ length: 201 }, (_, i) => ({ id: i + 1, domain: 'x', list_version: version.value })),
    count: async (_plan: string, _accountId: number, term: string) => {
      counts.push(term)
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { count: 5_000, version: version.value }
    },
    page: async (_wait: unknown, _plan: unknown, _order: unknown, { limit }: { limit: number }) =>
      Array.from({ length: limit }, (_, i) => ({ id: i + 1, list_version: version.value })),
  } as unknown as WebsitesStore
  return { store, counts }
}

const query = (search: string) => ({ scope: { accountId: 1 }, search, sortBy: 'id', sort: 'desc', limit: 10, offset: 0 }) as const

describe('list planner', () => {
  it('when many requests search a new term at once, then it is counted once and all get its total', async () => {
    const { store, counts } = slowCountingStore({ value: 1 })
    const listPage = createListPlanner(store)
    const answers = await Promise.all(Array.from({ length: 50 }, () => listPage(null, query('shop'))))
    assert.deepEqual(counts, ['shop'])
    assert.ok(answers.every((answer) => answer.total === 5_000))
    await listPage(null, query('shop'))
    assert.deepEqual(counts, ['shop'], 'then the cached total is reused')
  })

  it('when the account changes between requests, then the term is counted again, once', async () => {
    const version = { value: 1 }
    const { store, counts } = slowCountingStore(version)
    const listPage = createListPlanner(store)
    await listPage(null, query('shop'))
    version.value = 2
    await Promise.all([listPage(null, query('shop')), listPage(null, query('shop')), listPage(null, query('blog'))])
    assert.deepEqual(counts, ['shop', 'shop', 'blog'])
  })

  it('when a count fails, then the requests waiting for it fail and the next request counts again', async () => {
    const { store, counts } = slowCountingStore({ value: 1 })
    let failing = true
    const count = store.count.bind(store)
    store.count = async (...args) => {
      const total = await count(...args)
      if (failing) throw new Error('statement timeout')
      return total
    }
    const listPage = createListPlanner(store)
    const outcomes = await Promise.allSettled([listPage(null, query('shop')), listPage(null, query('shop'))])
    assert.deepEqual(outcomes.map((outcome) => outcome.status), ['rejected', 'rejected'])
    failing = false
    assert.equal((await listPage(null, query('shop'))).total, 5_000)
    assert.deepEqual(counts, ['shop', 'shop'])
  })
})
