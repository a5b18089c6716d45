// A second instance started without the first one's SECRETS_KEY cannot open the endpoints' secrets: each
// delivery that fails for it is an error line in the service's log naming SECRETS_KEY.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { client } from '../support/http.js'
import { type Deployment, testDeployment } from '../support/processes.js'
import { type Receiver, startReceiver } from '../support/receiver.js'
import { attemptsUntil } from '../support/wait.js'

describe('a webhook secret sealed under another SECRETS_KEY', () => {
  let deployment: Deployment
  let receiver: Receiver
  before(async () => {
    deployment = await testDeployment('secrets-key')
    receiver = await startReceiver()
  })
  after(async () => {
    await receiver.close()
    await deployment.remove()
  })

  it('when a delivery fails because the key differs, then the log has an error line naming SECRETS_KEY', async () => {
    const key = await deployment.createKey('acme')
    const allow = { WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1' }
    const first = await deployment.serve({ ...allow, SECRETS_KEY: randomBytes(32).toString('base64') })
    assert.equal((await client(first.url, key).post('/api/v1/webhooks', { url: receiver.url })).status, 201)
    await first.stop()
    const second = await deployment.serve({ ...allow, SECRETS_KEY: randomBytes(32).toString('base64') })
    try {
      await client(second.url, key).post('/api/v1/websites', { domain: 'other-key.example' })
      await attemptsUntil(async () => /"level":50.*SECRETS_KEY/.test(second.output()), 10_000)
      assert.match(second.output(), /webhook secret sealed under another key: .*set the same SECRETS_KEY on every instance/)
    } finally {
      await second.stop()
    }
  })
})
