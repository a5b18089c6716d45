// Single sign-on with an OpenID Connect provider (authorization code with PKCE, `state` and `nonce`): the
// round trip's secrets are kept server-side in a single-use challenge (sealed), the browser holds only the
// challenge's token in a cookie, and openid-client checks the provider's answer (state, iss, aud, nonce,
// expiry, signature). A person is matched by their verified email, and signed in only as a member of
// OIDC_ACCOUNT, into a session that holds that account alone (pinned); a new one joins it when the email's
// domain is allowed. A person who has a second factor of their own gives it next (oidc-second-step.ts),
// unless OIDC_TRUST_PROVIDER_MFA is set and the ID token's `amr` says the provider asked for one: only then
// does the session count as two factors of its own. Nothing of HTTP: the routes set the cookies and redirect.
import {
  type Configuration, allowInsecureRequests, authorizationCodeGrant, buildAuthorizationUrl, calculatePKCECodeChallenge, discovery,
  randomNonce, randomPKCECodeVerifier, randomState,
} from 'openid-client'
import type { OidcConfig } from '../config.js'
import type { Wait } from '../db/executor.js'
import { nowTimestamp } from '../db/time.js'
import { TooManySignInAttempts } from '../errors.js'
import type { SecretBox } from '../secret-box.js'
import type { ChallengesStore } from './challenges.store.js'
import type { MembersStore } from './members.store.js'
import { isEmail, isPersonName } from './person.js'
import type { Client, SignIn, SignedIn } from './sign-in.service.js'
import type { SignInThrottle } from './sign-in-throttle.js'
import type { UsersStore } from './users.store.js'
import { OIDC_REFUSALS } from './oidc-refusals.js'

/** How long a round trip to the provider may take. */
export const OIDC_CHALLENGE_TTL_MS = 10 * 60_000
export const OIDC_CALLBACK_PATH = '/api/v1/session/oidc/callback'

/** Why a single sign-on ended without a session: the code the dashboard is sent (`/?sign_in_error=…`), and what it says. */
export { OIDC_REFUSALS }
export type OidcRefusal = keyof typeof OIDC_REFUSALS

export type OidcOutcome<T> = T | { refused: OidcRefusal; cause?: unknown }
/** The provider signed the person in; their own second factor is asked next, with this step's token (its cookie). */
export interface SecondStepPending {
  secondStep: string
}

/** How long the second step waits for the person's code or passkey. */
export const OIDC_SECOND_STEP_TTL_MS = 5 * 60_000
/** RFC 8176 methods that are a second factor (`amr`): multiple factors, one-time password, a hardware or software key, a text message. */
const SECOND_FACTOR_METHODS: ReadonlySet<string> = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms'])
/** Whether the ID token's `amr` (a list of strings, else it names nothing) names a second factor. */
export const namesSecondFactor = (amr: unknown): boolean =>
  Array.isArray(amr) && amr.some((method) => typeof method === 'string' && SECOND_FACTOR_METHODS.has(method))

/** What the challenge keeps: the round trip's secrets (sealed) and the redirect URI they were sent with. */
interface Kept {
  sealed: string
  redirectUri: string
}
interface Secrets {
  state: string
  nonce: string
  verifier: string
}

export interface OidcDeps {
  config: OidcConfig
  challenges: ChallengesStore
  users: UsersStore
  members: Pick<MembersStore, 'joinAsNewUser'>
  /** An account's id by its name. */
  accountId: (wait: Wait, name: string) => Promise<number | undefined>
  signIn: Pick<SignIn, 'open'>
  throttle: SignInThrottle
  box: SecretBox
}

/** A network failure (refused, timed out), as opposed to an answer that failed a check. */
const unreachable = (error: unknown): boolean => {
  const name = (error as Error | undefined)?.name
  return name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError' || (error instanceof Error && error.cause !== undefined && unreachable(error.cause))
}

/** A new user's name: the provider's `name`, else given and family names, else the email's local part. */
function nameOf(claims: Record<string, unknown>, email: string): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const candidates = [text(claims.name), [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' '), email.split('@')[0]!]
  return candidates.find((name) => name !== '' && isPersonName(name)) ?? 'New user'
}

export function createOidc({ config, challenges, users, members, accountId, signIn, throttle, box }: OidcDeps) {
  let provider: Promise<Configuration> | undefined
  /** The provider's metadata, read when first needed and kept; a failed read is tried again next time. */
  function discovered(): Promise<Configuration> {
    const issuer = new URL(config.issuer)
    const reading = provider ?? discovery(issuer, config.clientId, config.clientSecret, undefined, {
      timeout: 10, ...(issuer.protocol === 'http:' ? { execute: [allowInsecureRequests] } : {}),
    })
    if (provider === undefined) {
      provider = reading
      reading.catch(() => {
        if (provider === reading) provider = undefined
      })
    }
    return reading
  }

  /** Counts an attempt from the address (as a sign-in is counted): a refusal when the address spent its attempts. */
  async function counted(client: Client): Promise<OidcOutcome<undefined>> {
    try {
      await throttle.attempt(null, client.address)
      return undefined
    } catch (error) {
      if (error instanceof TooManySignInAttempts) return { refused: 'oidc_throttled' }
      throw error
    }
  }

  /**
   * The member of OIDC_ACCOUNT with this verified email, or a new one when the domain is allowed; a user of
   * the email who is not its member is refused. Signed in at once (a pinned session), or, when they have a
   * second factor the provider was not trusted to have asked, after it (the second step's token).
   */
  async function signInAs(wait: Wait, claims: Record<string, unknown>, client: Client): Promise<OidcOutcome<SignedIn | SecondStepPending>> {
    const email = typeof claims.email === 'string' ? claims.email.trim() : ''
    if (claims.email_verified !== true || !isEmail(email)) return { refused: 'oidc_unverified' }
    const account = await accountId(wait, config.account)
    let user = await users.byEmail(wait, email)
    if (!user) {
      const domain = email.split('@')[1]!.toLowerCase()
      if (!config.allowedDomains.includes(domain)) return { refused: 'oidc_not_allowed' }
      if (account === undefined) return { refused: 'oidc_no_account', cause: new Error(`OIDC_ACCOUNT names no account: ${config.account}`) }
      // 'taken': the same person's other sign-in made the user a moment ago; it is theirs.
      await members.joinAsNewUser(wait, account, { email, name: nameOf(claims, email) }, config.defaultRole, { requestId: null, now: nowTimestamp() })
      user = await users.byEmail(wait, email)
      if (!user) return { refused: 'oidc_no_account' }
    }
    if (account === undefined || !(await users.membershipsOf(wait, user.id)).some((membership) => membership.accountId === account)) return { refused: 'oidc_not_member' }
    const providerAskedOne = config.trustProviderMfa && namesSecondFactor(claims.amr)
    if (!providerAskedOne && user.twoFactor === 1) {
      return { secondStep: await challenges.issue(wait, 'oidc-second-factor', user.id, JSON.stringify({ account }), OIDC_SECOND_STEP_TTL_MS) }
    }
    const signedIn = await signIn.open(wait, user, null, client, account, { pinned: true, secondFactor: providerAskedOne })
    return signedIn ?? { refused: 'oidc_not_member' }
  }

  return {
    /** What the dashboard's button says. */
    name: config.name,

    /** GET /session/oidc: the provider's authorization URL and the challenge's token for the browser's cookie. */
    async start(wait: Wait, origin: string, client: Client): Promise<OidcOutcome<{ location: string; challenge: string }>> {
      const throttled = await counted(client)
      if (throttled) return throttled
      let configuration: Configuration
      try {
        configuration = await discovered()
      } catch (cause) {
        return { refused: 'oidc_unavailable', cause }
      }
      const secrets: Secrets = { state: randomState(), nonce: randomNonce(), verifier: randomPKCECodeVerifier() }
      const redirectUri = `${origin}${OIDC_CALLBACK_PATH}`
      const kept: Kept = { sealed: box.seal(JSON.stringify(secrets)), redirectUri }
      const challenge = await challenges.issue(wait, 'oidc', null, JSON.stringify(kept), OIDC_CHALLENGE_TTL_MS)
      const location = buildAuthorizationUrl(configuration, {
        response_type: 'code', scope: 'openid email profile', redirect_uri: redirectUri, state: secrets.state, nonce: secrets.nonce,
        code_challenge: await calculatePKCECodeChallenge(secrets.verifier), code_challenge_method: 'S256',
      })
      return { location: location.href, challenge }
    },

    /**
     * GET /session/oidc/callback: the provider's answer (`query`) with the browser's challenge token; its
     * challenge is used up whatever the outcome, so an answer (and its code) counts once.
     */
    async finish(wait: Wait, query: URLSearchParams, challengeToken: string | undefined, client: Client): Promise<OidcOutcome<SignedIn | SecondStepPending>> {
      const throttled = await counted(client)
      if (throttled) return throttled
      const challenge = challengeToken ? await challenges.consume(wait, 'oidc', challengeToken) : undefined
      const kept = challenge && (JSON.parse(challenge.data) as Kept)
      const opened = kept && box.open(kept.sealed)
      if (!kept || opened === undefined) return { refused: 'oidc_expired' }
      const secrets = JSON.parse(opened) as Secrets
      if (query.has('error')) return { refused: 'oidc_denied', cause: new Error(`the provider answered ${query.get('error')}`) }
      if (query.get('state') !== secrets.state) return { refused: 'oidc_state' }
      let configuration: Configuration
      try {
        configuration = await discovered()
      } catch (cause) {
        return { refused: 'oidc_unavailable', cause }
      }
      const currentUrl = new URL(kept.redirectUri)
      currentUrl.search = query.toString()
      let claims: Record<string, unknown> | undefined
      try {
        const tokens = await authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: secrets.verifier, expectedState: secrets.state, expectedNonce: secrets.nonce, idTokenExpected: true,
        })
        claims = tokens.claims()
      } catch (cause) {
        return { refused: unreachable(cause) ? 'oidc_unavailable' : 'oidc_invalid', cause }
      }
      if (!claims) return { refused: 'oidc_invalid' }
      const outcome = await signInAs(wait, claims, client)
      // The start's attempt and this one are given back.
      if (!('refused' in outcome)) await throttle.givenBack(client.address, 2)
      return outcome
    },
  }
}

export type Oidc = ReturnType<typeof createOidc>
