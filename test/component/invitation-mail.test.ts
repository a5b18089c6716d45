// Invitations by email: with SMTP_URL set, the link goes to the invited address through a real SMTP
// server (smtp-server, on loopback); a server that cannot be reached leaves the invitation as it is, its
// link shown to the inviter, and nothing of the link in the log.
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { request } from '../support/http.js'
import { ownerOf } from '../support/people.js'
import { freePort } from '../support/ports.js'
import { type TestService, startTestService } from '../support/service.js'

interface Mail { from: string; to: string[]; subject: string; text: string }

describe('invitations by email', () => {
  const received: Mail[] = []
  let smtp: SMTPServer
  let service: TestService
  before(async () => {
    smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((to) => to.address),
            subject: parsed.subject ?? '', text: parsed.text ?? '',
          })
          callback()
        }, callback)
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as AddressInfo
    service = await startTestService({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Analytics <analytics@example.com>' })
  })
  after(async () => {
    await service?.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('when SMTP_URL is set, then the invitation is emailed with its link, and the answer says so', async () => {
    const owner = await ownerOf(service, 'mailed')
    const invited = await owner.post('/api/v1/invitations', { email: 'grace@example.com', role: 'editor' })
    assert.equal(invited.status, 201, invited.text)
    assert.equal(invited.body.data.emailed, true)
    const mail = received.at(-1)!
    assert.deepEqual([mail.from, mail.to], ['analytics@example.com', ['grace@example.com']])
    assert.equal(mail.subject, 'Your invitation to "mailed"')
    assert.ok(mail.text.includes(`\n  ${invited.body.data.url}\n`), 'the link is in the message, on a line of its own')
    assert.match(mail.text, /^A owner invited you to the account "mailed" of websites-api, as an editor\.$/m)
    const token = invited.body.data.url.split('/invitations/')[1]
    assert.equal((await request('POST', `${service.url}/api/v1/invitations/accept`, { body: { token, name: 'Grace', password: 'a long passphrase 42' } })).status, 200)
  })
})

describe('invitations when the SMTP server cannot be reached', () => {
  let service: TestService
  before(async () => {
    service = await startTestService({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
  })
  after(async () => {
    await service?.close()
  })

  it('when the message cannot be sent, then the invitation is made all the same, emailed false, its link shown to the inviter', async () => {
    const owner = await ownerOf(service, 'unmailed')
    const invited = await owner.post('/api/v1/invitations', { email: 'lin@example.com' })
    assert.equal(invited.status, 201, invited.text)
    assert.equal(invited.body.data.emailed, false)
    assert.match(invited.body.data.url, /\/invitations\/[\w-]{43}$/)
  })
})
