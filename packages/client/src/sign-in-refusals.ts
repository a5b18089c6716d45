// Generated from OIDC_REFUSALS (src/people/oidc-refusals.ts) by scripts/generate-client.ts.
// Do not edit: `npm run build` rewrites it.

/** Why a single sign-on ended without a session: the code the service puts in `/?sign_in_error=code`, and the sentence a person reads. */
export const OIDC_REFUSALS = {
  oidc_unavailable: "Single sign-on is unavailable: the identity provider could not be reached. Try again later.",
  oidc_denied: "The identity provider did not sign you in.",
  oidc_expired: "This single sign-on attempt expired or was already used. Try again.",
  oidc_state: "The identity provider's answer does not belong to this sign-in. Try again.",
  oidc_invalid: "The identity provider's answer could not be verified.",
  oidc_unverified: "The identity provider has not verified your email address.",
  oidc_not_allowed: "No user has this email, and its domain may not join. Ask an owner for an invitation.",
  oidc_not_member: "Your user is not a member of the account single sign-on signs in to. Sign in with your password, or ask an owner for an invitation.",
  oidc_no_account: "There is no account for you to sign in to. Ask an owner for an invitation.",
  oidc_throttled: "Too many sign-in attempts. Try again later.",
} as const
