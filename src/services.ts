// The composition root of the use cases: each service built over the stores of one database, the same
// way for the process (main.ts), the OpenAPI document and the tests. What differs between them is passed
// in (the password hasher's limits, the webhooks' settings and sealing key, who is told of a queued delivery,
// where sign-in attempts are counted, how invitations are mailed).
import { DEFAULT_ACCOUNT, createKeysService } from './auth/keys.service.js'
import { type RateLimitStore, createRateLimitStore } from './auth/rate-limits.js'
import { createSessions } from './auth/sessions.js'
import type { Db } from './compose.js'
import type { OidcConfig, WebhooksConfig } from './config.js'
import { nowTimestamp } from './db/time.js'
import { createEventsService } from './events/events.service.js'
import type { Mailer } from './people/mailer.js'
import { createMembers } from './people/members.service.js'
import { createPasskeys } from './people/passkeys.service.js'
import { createOidc } from './people/oidc.service.js'
import { createOidcSecondStep } from './people/oidc-second-step.service.js'
import { createSecondFactor } from './people/second-factor.service.js'
import { createSignIn } from './people/sign-in.service.js'
import { createSignInThrottle } from './people/sign-in-throttle.js'
import { createUserPasswords } from './people/user-passwords.js'
import { type Passwords, createPasswords } from './websites/password.js'
import { createWebsitesService } from './websites/websites.service.js'
import type { WebsitesStore } from './websites/websites.store.js'
import type { InstallSecrets } from './secret-box.js'
import { FIRST_ROLE } from './rights.js'
import { createWebhooksService } from './webhooks/webhooks.service.js'

export interface ServiceOptions {
  passwords?: Passwords
  webhooks?: Pick<WebhooksConfig, 'allowHttp' | 'allowPrivate'>
  /** What secrets are sealed and codes digested with: the install's key (no default: nothing is sealed under a built-in key). */
  secrets: InstallSecrets
  /** CONFIRM_SECONDS: how long a sign-in or a confirmation lets a session make the changes that keep or widen access. */
  confirmSeconds?: number
  /** A delivery was queued (the process pokes its delivery worker). */
  queued?: () => void
  /** The websites store as the service sees it (tests wrap it to pause it). */
  websitesStore?: WebsitesStore
  /** Where failed sign-ins are counted (default: this process's memory). */
  rateLimits?: RateLimitStore
  /** Invitations by email (SMTP_URL); without it the link is only shown to the inviter. */
  mailer?: Mailer
  /** Single sign-on (OIDC_ISSUER and the rest); off without it. */
  oidc?: OidcConfig | undefined
}

export function createServices(db: Db, options: ServiceOptions) {
  const { allowHttp = false, allowPrivate = false } = options.webhooks ?? {}
  const passwords = options.passwords ?? createPasswords()
  const userPasswords = createUserPasswords(passwords)
  const sessions = createSessions(db.sessions, { confirmSeconds: options.confirmSeconds })
  const { secrets } = options
  const throttle = createSignInThrottle(options.rateLimits ?? createRateLimitStore(undefined))
  const secondFactor = createSecondFactor({
    factors: db.factors, users: db.users, passwords: userPasswords, throttle, box: secrets.box('totp-secret'),
    recoveryDigest: (digest) => secrets.digest('recovery-code', digest),
  })
  const signIn = createSignIn({ users: db.users, sessions, passwords: userPasswords, throttle, secondFactor })
  const passkeys = createPasskeys({ passkeys: db.passkeys, challenges: db.challenges, users: db.users, signIn, throttle })
  return {
    websites: createWebsitesService({ store: options.websitesStore ?? db.websites, passwords, clock: nowTimestamp, bannedWords: db.bannedWords }),
    keys: createKeysService(db.keys),
    sessions,
    signIn,
    secondFactor,
    passkeys,
    account: db.account,
    oidc: options.oidc && {
      start: createOidc({
        config: options.oidc, challenges: db.challenges, users: db.users, members: db.members, accountId: (wait, name) => db.keys.accountId(wait, name), signIn, throttle,
        box: secrets.box('oidc-round-trip'),
      }),
      secondStep: createOidcSecondStep({ challenges: db.challenges, users: db.users, secondFactor, passkeys, signIn, throttle }),
    },
    members: createMembers({ members: db.members, users: db.users, signIn, throttle, passwords: userPasswords, mailer: options.mailer }),
    events: createEventsService(db.events),
    webhooks: createWebhooksService({
      store: db.webhooks, box: secrets.box('webhook-secret'), allowHttp, allowPrivate, clock: nowTimestamp, queued: options.queued,
    }),
  }
}

export type Services = ReturnType<typeof createServices>

/** What the very first start of an empty database makes: the admin key of `default`, and the link that makes its first owner. */
export interface FirstStart {
  key: string
  ownerUrl: string
}

/**
 * On a database without any key, the first key and an open owner invitation of `default` (7 days): the
 * service is usable at once, with a key or by a person. `base`: where the dashboard is reached.
 */
export async function makeFirstStart(db: Db, services: Pick<Services, 'keys' | 'members'>, base: string): Promise<FirstStart | undefined> {
  const key = await services.keys.createFirstKey()
  if (key === undefined) return undefined
  const id = (await db.keys.accountId(null, DEFAULT_ACCOUNT))!
  const { url } = await services.members.inviteOnServer({ id, name: DEFAULT_ACCOUNT }, null, FIRST_ROLE, base)
  return { key, ownerUrl: url }
}
