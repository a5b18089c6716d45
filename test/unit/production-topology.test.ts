// docs/production.md shows the HAProxy configuration and the systemd unit that the topology tests run: the files
// themselves, so that what a user copies is what was tested.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'

const readme = fs.readFileSync('docs/production.md', 'utf8')
const blocks = (language: string) => readme.split('\n```' + language + '\n').slice(1).map((rest) => rest.split('\n```')[0]!)
const block = (language: string) => blocks(language)[0]

test('when docs/production.md shows haproxy.cfg, then it is topology/haproxy.cfg as tested', () => {
  assert.equal(block('haproxy'), fs.readFileSync('topology/haproxy.cfg', 'utf8').trimEnd())
})

test('when docs/production.md shows the systemd unit, then it is topology/websites-api.service', () => {
  // The page's first unit is the one-machine kind (SQLite); the tested one runs behind HAProxy.
  assert.equal(blocks('ini').find((unit) => unit.includes('behind HAProxy')), fs.readFileSync('topology/websites-api.service', 'utf8').trimEnd())
})
