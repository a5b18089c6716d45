import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { LIST_DEFAULTS, PRIVACY_NAMES } from '@websites-api/client'
import { ListQuery, WEBSITE_FIELDS } from '../../src/websites/websites.schemas.js'

// The client's lists are checked against the generated schema's types when it builds; what types cannot
// carry (defaults, the number of privacy levels) is checked here against the service's own schemas.
describe('the client\'s list options', () => {
  it('when a list parameter is left out, then the client\'s default is the service\'s', () => {
    const properties = ListQuery.properties as unknown as Record<keyof typeof LIST_DEFAULTS, { default: unknown }>
    for (const name of Object.keys(LIST_DEFAULTS) as (keyof typeof LIST_DEFAULTS)[]) {
      assert.equal(LIST_DEFAULTS[name], properties[name].default, name)
    }
  })

  it('when the privacy levels are named, then there is a name for each level the service takes', () => {
    assert.equal(PRIVACY_NAMES.length - 1, (WEBSITE_FIELDS.privacy.schema as { maximum?: number }).maximum)
  })
})
