// Single sign-on's second step: the provider signed the person in, and they have a second factor of their
// own that the provider was not trusted to have asked for (oidc.service.ts). Before any session exists
// they give it here: a code of their authenticator app (or a recovery code), or a passkey. The pending
// sign-in is a single-use challenge whose token rides in the `wa_oidc` cookie; a wrong answer leaves it in
// place (the person may try again, throttled like a sign-in) and a right one consumes it, so it makes one
// session at most. The session is pinned to OIDC_ACCOUNT, as single sign-on's always is.
import type { Wait } from '../db/executor.js'
import { SignInStepInvalid, ValidationFailed } from '../errors.js'
import { type Checked, assertValid, messages } from '../validation.js'
import type { ChallengesStore } from './challenges.store.js'
import type { Passkeys, RelyingParty } from './passkeys.service.js'
import { NOT_VERIFIED } from './passkeys.schemas.js'
import type { SecondFactor } from './second-factor.service.js'
import type { Client, SignIn, SignedIn } from './sign-in.service.js'
import type { SignInThrottle } from './sign-in-throttle.js'
import type { UsersStore } from './users.store.js'

export interface SecondStepDeps {
  challenges: ChallengesStore
  users: UsersStore
  secondFactor: Pick<SecondFactor, 'check'>
  passkeys: Pick<Passkeys, 'ownerOf'>
  signIn: Pick<SignIn, 'open'>
  throttle: SignInThrottle
}

export interface SecondStepInput {
  code?: string | null | undefined
  credential?: unknown
}

export function createOidcSecondStep({ challenges, users, secondFactor, passkeys, signIn, throttle }: SecondStepDeps) {
  return {
    /** POST /session/oidc/second-factor: the pending sign-in of `token`, finished with the person's code or passkey. */
    async finish(wait: Wait, token: string | undefined, { values, invalid }: Checked<SecondStepInput>, rp: RelyingParty, client: Client): Promise<SignedIn> {
      assertValid(invalid, ['code', 'credential'])
      const pending = token === undefined ? undefined : await challenges.find(wait, 'oidc-second-factor', token)
      const user = pending?.userId == null ? undefined : await users.byId(wait, pending.userId)
      if (!pending || !user) throw new SignInStepInvalid()
      await throttle.attempt(user.email, client.address)
      if (values.credential !== undefined && values.credential !== null) {
        // A passkey of this person's, with their verification, answering a sign-in challenge.
        if ((await passkeys.ownerOf(wait, values.credential, rp)) !== user.id) throw new ValidationFailed({ credential: [NOT_VERIFIED] })
      } else if (user.totp === 1) {
        await secondFactor.check(wait, user, values.code, client.address)
      } else {
        // No authenticator app: a code cannot be theirs.
        throw new ValidationFailed({ code: [values.code ? 'The code is invalid.' : messages.required('code')] })
      }
      if (!(await challenges.consume(wait, 'oidc-second-factor', token!))) throw new SignInStepInvalid()
      await throttle.succeeded(user.email, client.address)
      const { account } = JSON.parse(pending.data) as { account: number }
      const signedIn = await signIn.open(wait, user, null, client, account, { pinned: true, secondFactor: true })
      if (!signedIn) throw new SignInStepInvalid()
      return signedIn
    },
  }
}

export type OidcSecondStep = ReturnType<typeof createOidcSecondStep>
