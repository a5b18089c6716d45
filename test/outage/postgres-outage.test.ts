// PostgreSQL goes away under load and comes back (`npm run test:outage`, run by .ci/run after the
// suites). It stops the real server of TEST_DATABASE_URL, so it runs alone, never beside other tests.
// The scenario and its criteria are in reliability/outage.ts (the suite's row F2).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ensurePostgresStarted, postgresOutage } from '../../reliability/outage.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 30)

describe(`PostgreSQL stopped for ${OUTAGE_SECONDS} s under load`, () => {
  let deployment: Deployment
  let served: Served
  before(async () => {
    deployment = await testDeployment('outage')
    served = await deployment.serve({ RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0' })
  })
  after(async () => {
    await ensurePostgresStarted()
    await served.stop()
    await deployment.remove()
  })

  it('then every request is answered within 2 s with 503 + Retry-After, /readyz is 503, /healthz 200, it recovers within 5 s and loses nothing', async () => {
    try {
      const { figures, problems } = await postgresOutage(deployment, served, OUTAGE_SECONDS)
      console.log(`outage figures: ${JSON.stringify(figures)}`)
      assert.deepEqual(problems, [])
    } catch (error) {
      // What the service said is the first thing to read when this fails (its data directory goes with the run).
      console.log(`the service's output:\n${served.output().split('\n').slice(-60).join('\n')}`)
      throw error
    }
  })
})
