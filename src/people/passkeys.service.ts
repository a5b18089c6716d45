// Passkeys (WebAuthn, with @simplewebauthn/server): adding one to the signed-in person, listing and
// removing theirs, and signing in with one, without a password.
//
// The challenge is the key of the ceremony: the options carry a fresh random challenge, kept server-side
// (challenges.store.ts: as a digest, 5 minutes, consumed by the first answer that names it, good or bad),
// and the browser's answer carries it back inside its signed client data. So the client sends only the
// browser's answer: nothing else to keep, and no way to pair an answer with a challenge it was not made for.
// Each answer is checked for that challenge, the service's origin, the relying party id (PUBLIC_URL's host
// name, else the request's), user verification (a PIN or a biometric: a passkey is two factors only with
// it, so an authenticator that did not verify its user is refused), and at sign-in the signature and its
// counter (WebAuthn §7.2 step 21: when either count is non-zero, a count that did not move forward is
// refused, as a cloned authenticator's would be). Every refusal is the same 422 on `credential`, and
// stores nothing. Every step is throttled like a sign-in: the person's email and address once signed in,
// the address alone when signing in. Adding one needs a recent confirmation (a session's person said it is
// them: a stolen cookie must not become a lasting sign-in).
import {
  type AuthenticationResponseJSON, type RegistrationResponseJSON, generateAuthenticationOptions, generateRegistrationOptions,
  verifyAuthenticationResponse, verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Static } from 'typebox'
import { type Caller, changeBy, requireConfirmation } from '../auth/caller.js'
import type { Wait } from '../db/executor.js'
import { timestampAt } from '../db/time.js'
import { NotFound, ValidationFailed } from '../errors.js'
import { type Checked, assertValid } from '../validation.js'
import type { ChallengePurpose, ChallengesStore } from './challenges.store.js'
import type { PasskeyRow, PasskeysStore } from './passkeys.store.js'
import { type AddPasskeyBody, NOT_VERIFIED, type PasskeyObject, type PasskeySignInBody } from './passkeys.schemas.js'
import type { Client, SignIn, SignedIn } from './sign-in.service.js'
import type { SignInThrottle } from './sign-in-throttle.js'
import type { UsersStore } from './users.store.js'

/** How long a ceremony's challenge answers. */
export const CHALLENGE_TTL_MS = 5 * 60_000
const RP_NAME = 'websites-api'

/** Who the browser must be talking to: the relying party id (a host name) and the service's origin. */
export interface RelyingParty {
  id: string
  origin: string
}

export interface PasskeysDeps {
  passkeys: PasskeysStore
  challenges: ChallengesStore
  users: UsersStore
  signIn: Pick<SignIn, 'open'>
  throttle: SignInThrottle
  /** Milliseconds since the epoch. */
  clock?: () => number
}

const refused = () => new ValidationFailed({ credential: [NOT_VERIFIED] })

/** Whether a host name is an IP address (dotted IPv4, or an IPv6 address as a URL writes it, in brackets). */
export const isAddressHost = (host: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')

/**
 * Browsers refuse an IP address as WebAuthn's relying party id: options made for one would fail in the
 * browser with a message nobody understands. Refused here instead, saying where passkeys work.
 */
function requireHostName(rp: RelyingParty): void {
  if (!isAddressHost(rp.id)) return
  const url = new URL(rp.origin)
  const loopback = rp.id === '127.0.0.1' || rp.id === '[::1]'
  if (loopback) url.hostname = 'localhost'
  throw new ValidationFailed({ host: [`Passkeys need a host name, and this service was reached at an IP address (${rp.id}), which browsers refuse for them. ` +
    (loopback ? `Open the dashboard at ${url.origin}/ instead.` : 'Open the dashboard at a host name that points to it, or set PUBLIC_URL to one.')] })
}

/** The WebAuthn user handle of a user: their id, which says nothing about them (never the email). */
const userHandle = (userId: number) => Buffer.from(String(userId))

/** The challenge an answer carries in its client data; undefined when there is none to read. */
function challengeOf(answer: { response: { clientDataJSON: string } }): string | undefined {
  try {
    const challenge: unknown = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8')).challenge
    return typeof challenge === 'string' && challenge !== '' ? challenge : undefined
  } catch {
    return undefined
  }
}

export const passkeyObject = (row: PasskeyRow): Static<typeof PasskeyObject> => ({
  id: row.id, name: row.name, created_at: row.createdAt, last_used_at: row.lastUsedAt, backed_up: row.backedUp === 1, transports: JSON.parse(row.transports) as string[],
})

export function createPasskeys({ passkeys, challenges, users, signIn, throttle, clock = Date.now }: PasskeysDeps) {
  /** A new challenge of `purpose`, as the bytes the options carry (their base64url is the challenge's token). */
  async function newChallenge(wait: Wait, purpose: ChallengePurpose, userId: number | null): Promise<{ token: string; bytes: Uint8Array<ArrayBuffer> }> {
    const token = await challenges.issue(wait, purpose, userId, '{}', CHALLENGE_TTL_MS)
    return { token, bytes: new Uint8Array(Buffer.from(token, 'base64url')) }
  }

  /** Consumes the challenge the answer carries: it is used now, whatever the answer turns out to be. */
  async function consumeChallenge(wait: Wait, purpose: ChallengePurpose, answer: { response: { clientDataJSON: string } }) {
    const challenge = challengeOf(answer)
    const found = challenge === undefined ? undefined : await challenges.consume(wait, purpose, challenge)
    if (challenge === undefined || found === undefined) throw refused()
    return { challenge, userId: found.userId }
  }

  /**
   * The user whose passkey gave this answer to a sign-in challenge (POST /session/passkey/options), checked
   * whole (challenge, origin, relying party, user verification, signature, counter); the passkey's use recorded.
   */
  async function ownerOf(wait: Wait, credential: unknown, rp: RelyingParty): Promise<number> {
    const answer = credential as AuthenticationResponseJSON
    const { challenge } = await consumeChallenge(wait, 'passkey-sign-in', answer)
    const passkey = await passkeys.byCredential(wait, answer.id)
    if (!passkey) throw refused()
    // The authenticator says whose credential it holds: it must be the one who stored it.
    if (answer.response.userHandle !== undefined && answer.response.userHandle !== userHandle(passkey.userId).toString('base64url')) throw refused()
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
    try {
      verified = await verifyAuthenticationResponse({
        response: answer, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true,
        credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: JSON.parse(passkey.transports) as never },
      })
    } catch {
      throw refused()
    }
    if (!verified.verified) throw refused()
    const { newCounter, credentialBackedUp } = verified.authenticationInfo
    if (!(await passkeys.used(wait, passkey.id, passkey.counter, newCounter, credentialBackedUp, timestampAt(clock())))) throw refused()
    return passkey.userId
  }

  return {
    /** POST /me/passkeys/options: creation options for a new passkey of the person (theirs excluded). */
    async registrationOptions(caller: Caller, rp: RelyingParty, address: string) {
      requireConfirmation(caller, timestampAt(clock()))
      requireHostName(rp)
      await throttle.attempt(null, address)
      const user = (await users.byId(caller.wait, caller.userId!))!
      const { bytes } = await newChallenge(caller.wait, 'passkey-register', user.id)
      return generateRegistrationOptions({
        rpName: RP_NAME, rpID: rp.id, userName: user.email, userDisplayName: user.name, userID: new Uint8Array(userHandle(user.id)),
        challenge: bytes, timeout: CHALLENGE_TTL_MS, attestationType: 'none',
        excludeCredentials: (await passkeys.listOf(caller.wait, user.id)).map((passkey) => ({ id: passkey.credentialId, transports: JSON.parse(passkey.transports) as string[] })),
        // Signing in names no one before the answer: the authenticator must keep the credential (discoverable).
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      })
    },

    /** POST /me/passkeys: the browser's answer to those options, verified, stored under `name`; the person's other sessions end. */
    async add(caller: Caller, rp: RelyingParty, { values, invalid }: Checked<Static<typeof AddPasskeyBody>>, address: string) {
      requireConfirmation(caller, timestampAt(clock()))
      assertValid(invalid, ['name', 'credential'])
      const user = (await users.byId(caller.wait, caller.userId!))!
      await throttle.attempt(user.email, address)
      const answer = values.credential as unknown as RegistrationResponseJSON
      const { challenge, userId } = await consumeChallenge(caller.wait, 'passkey-register', answer)
      // A challenge made for another person's session is not this one's.
      if (userId !== user.id) throw refused()
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
      try {
        verified = await verifyRegistrationResponse({ response: answer, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true })
      } catch {
        throw refused()
      }
      if (!verified.verified) throw refused()
      const { credential, credentialBackedUp } = verified.registrationInfo
      // A credential id already stored (another person's, or this person's own) is refused, never taken over.
      const added = await passkeys.add(caller.wait, {
        userId: user.id, credentialId: credential.id, publicKey: Buffer.from(credential.publicKey), counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []), name: values.name!, backedUp: credentialBackedUp ? 1 : 0,
      }, caller.sessionId!, changeBy(caller, timestampAt(clock())))
      if (!added) throw refused()
      await throttle.succeeded(user.email, address)
      // The options' attempt is given back too.
      await throttle.givenBack(address)
      return passkeyObject(added)
    },

    list: async (caller: Caller) => (await passkeys.listOf(caller.wait, caller.userId!)).map(passkeyObject),

    /** DELETE /me/passkeys/{id}: one of the person's passkeys; their other sessions end. */
    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await passkeys.remove(caller.wait, caller.userId!, id, caller.sessionId!, changeBy(caller, timestampAt(clock()))))) throw new NotFound()
    },

    /** POST /session/passkey/options: request options for any passkey of this service (the authenticator offers its own). */
    async signInOptions(wait: Wait, rp: RelyingParty, address: string) {
      requireHostName(rp)
      await throttle.attempt(null, address)
      const { bytes } = await newChallenge(wait, 'passkey-sign-in', null)
      return generateAuthenticationOptions({ rpID: rp.id, challenge: bytes, timeout: CHALLENGE_TTL_MS, userVerification: 'required' })
    },

    /** POST /session/passkey: the browser's answer, verified: a new session of the passkey's owner, as a password sign-in makes. */
    async signIn(wait: Wait, { values, invalid }: Checked<Static<typeof PasskeySignInBody>>, rp: RelyingParty, client: Client): Promise<SignedIn> {
      assertValid(invalid, ['credential'])
      await throttle.attempt(null, client.address)
      const user = (await users.byId(wait, await ownerOf(wait, values.credential, rp)))!
      // A user who belongs to no account has nothing to sign in to.
      const signedIn = await signIn.open(wait, user, null, client)
      if (!signedIn) throw refused()
      // Both steps' attempts are given back.
      await throttle.givenBack(client.address, 2)
      return signedIn
    },

    ownerOf,
  }
}

export type Passkeys = ReturnType<typeof createPasskeys>
