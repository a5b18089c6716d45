import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { compileValidator } from '../../src/validation.js'
import { pageWindow } from '../../src/websites/list-page.js'
import { ListQuery } from '../../src/websites/websites.schemas.js'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('pageWindow (Laravel UrlWindow, three on each side)', () => {
  it('when there are fewer than 14 pages, then every page', () => {
    assert.deepEqual(pageWindow(1, 1), [1])
    assert.deepEqual(pageWindow(5, 13), range(1, 13))
  })
  it('when the current page is up to 7, then pages 1-10, a gap and the last two', () => {
    assert.deepEqual(pageWindow(1, 14), [...range(1, 10), null, 13, 14])
    assert.deepEqual(pageWindow(7, 100), [...range(1, 10), null, 99, 100])
  })
  it('when the current page is one of the last seven, then pages 1-2, a gap and the last ten', () => {
    assert.deepEqual(pageWindow(94, 100), [1, 2, null, ...range(91, 100)])
    assert.deepEqual(pageWindow(100, 100), [1, 2, null, ...range(91, 100)])
    assert.deepEqual(pageWindow(150, 100), [1, 2, null, ...range(91, 100)])
  })
  it('when the current page is in the middle, then 1-2, a gap, current ± 3, a gap, the last two', () => {
    assert.deepEqual(pageWindow(8, 100), [1, 2, null, ...range(5, 11), null, 99, 100])
    assert.deepEqual(pageWindow(50, 10000), [1, 2, null, ...range(47, 53), null, 9999, 10000])
  })
})

describe('the list query schema', () => {
  const resolve = compileValidator({ schema: ListQuery, httpPart: 'querystring' })
  const defaults = { search_by: 'domain', sort_by: 'id', sort: 'desc', per_page: 10, page: 1 }
  it('when nothing is given, then the defaults', () => assert.deepEqual(resolve({}), { value: defaults }))
  it('when valid values are given, then they are used, trimmed', () =>
    assert.deepEqual(resolve({ search: ' a ', sort_by: 'domain', sort: 'asc', per_page: '100', page: '3' }),
      { value: { search: 'a', search_by: 'domain', sort_by: 'domain', sort: 'asc', per_page: 100, page: 3 } }))
  it('when values are outside their sets, then the defaults', () =>
    assert.deepEqual(resolve({ search: ['a', 'b'], sort_by: 'password', sort: 'DESC', per_page: '11', page: '2.0' }), { value: defaults }))
  it('when the page is not a canonical positive decimal, then page 1; past 2^53, the largest exact page', () => {
    for (const page of ['0', '-1', '+2', '02', '1e3', '1.5', 'abc', '']) {
      assert.equal((resolve({ page }) as { value: { page: number } }).value.page, 1, page)
    }
    assert.equal((resolve({ page: '99999999999999999999999' }) as { value: { page: number } }).value.page, Number.MAX_SAFE_INTEGER)
  })
})
