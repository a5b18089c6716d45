// Signing secrets: made here, shown once, stored sealed with the install's key (secret-box.ts: a copy of
// the database alone cannot forge deliveries), and used to sign each delivery as Standard Webhooks says.
import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

const SECRET_PREFIX = 'whsec_'

/** `whsec_` and the base64 of 32 random bytes: the HMAC key is those bytes, as the Standard Webhooks libraries read it. */
export const newWebhookSecret = (): string => SECRET_PREFIX + randomBytes(32).toString('base64')

/** The three headers of a delivery: its id (the same on every attempt), this attempt's time, and the signature. */
export function signDelivery(secret: string, messageId: string, timestampSeconds: number, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(messageId, new Date(timestampSeconds * 1000), body)
  return { 'webhook-id': messageId, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': signature }
}
