// Generated from the service's OpenAPI document by scripts/generate-client.ts (openapi-typescript).
// Do not edit: `npm run build` rewrites it.

export interface paths {
    "/api/v1/websites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your websites
         * @description One page of the account's websites (those the key may see), newest first unless sorted otherwise, with Laravel's paginator links and totals. A search matches any part of the domain.
         */
        get: operations["listWebsites"];
        put?: never;
        /**
         * Create a website
         * @description Fields not given take their defaults; the domain is stored canonical. With an Idempotency-Key, the same request again within 24 hours answers the first 201 again (Idempotent-Replayed: true) and creates nothing.
         */
        post: operations["createWebsite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/websites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a website
         * @description The website and its ETag; with If-None-Match naming the current ETag, 304 without a body.
         */
        get: operations["getWebsite"];
        /**
         * Update a website (PUT, the same as PATCH)
         * @description Only the fields sent change (PUT and PATCH are the same operation). With If-Match, only while the website is still the version named: otherwise 412 and nothing changes.
         */
        put: operations["replaceWebsite"];
        post?: never;
        /**
         * Delete a website
         * @description Deletes the website for good. With If-Match, only while it is still the version named.
         */
        delete: operations["deleteWebsite"];
        options?: never;
        head?: never;
        /**
         * Update a website
         * @description Only the fields sent change (PUT and PATCH are the same operation). With If-Match, only while the website is still the version named: otherwise 412 and nothing changes.
         */
        patch: operations["updateWebsite"];
        trace?: never;
    };
    "/api/v1/websites/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Would this visit be tracked?
         * @description Whether the tracker would record this visit, and why not: the website's exclude_bots (the user agent is a known bot, HTTP library or headless browser) and exclude_ips (the address is inside an entry), in that order; and the URL as it would be recorded, the exclude_params names removed (the whole query for `&`). Removing parameters is not a reason.
         */
        get: operations["checkVisit"];
        put?: never;
        /**
         * Would this visit be tracked? (the visit in a body)
         * @description The same as GET, with the fields in a JSON or form body (the query is not read). Whether the tracker would record this visit, and why not: the website's exclude_bots (the user agent is a known bot, HTTP library or headless browser) and exclude_ips (the address is inside an entry), in that order; and the URL as it would be recorded, the exclude_params names removed (the whole query for `&`). Removing parameters is not a reason.
         */
        post: operations["checkVisitWithBody"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the calling key
         * @description What the key may do: its account, whether it is read-only or admin, the websites it is limited to, and when it expires. Never the key itself.
         */
        get: operations["getKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's keys
         * @description Every key of the account, revoked ones included, newest first. Never the keys themselves. Admin keys, admins and owners; any other member sees their own keys.
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create a key
         * @description A new key of the account. The key itself is in this answer only: it is stored as a digest and never shown again. A key made by an expiring key expires no later than it (by default, when it does). At most 1,000 active keys an account. A key made by a signed-in member is theirs (`user_id`) and never wider than they are: a viewer's is read-only, a limited member's sees (some of) their websites, only admins and owners make admin keys; asking for more is 403.
         */
        post: operations["createAccountKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe one of the account's keys
         * @description One key of the account, revoked or not. Admin keys, admins and owners; any other member, one of their own.
         */
        get: operations["getAccountKey"];
        put?: never;
        post?: never;
        /**
         * Revoke a key
         * @description The key is refused by every instance within 1 second. The calling key may revoke itself; the account's last admin key that is neither read-only nor expiring cannot be revoked (422), whoever asks. A member who does not manage the account's keys revokes only their own.
         */
        delete: operations["revokeAccountKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed, and who changed it
         * @description The account's events with an id above `after`, oldest first, at most `limit`. Poll with after=next_after to see every event once, in id order: an event that becomes visible later never has an id below one already returned. A key limited to some websites sees their events (deletions included) and no key events. Kept EVENTS_RETENTION_DAYS days (90 by default).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's webhook endpoints
         * @description At most 100; never their secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Events of the types asked (all, when none are) are sent to the URL, signed as Standard Webhooks says. The signing secret is in this answer only.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a webhook endpoint */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its pending deliveries and its delivery log go with it; an attempt in flight ends unrecorded.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description A webhook.test event for this endpoint alone, whatever its events and even when disabled. Not listed in /events.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's latest delivery attempts
         * @description The latest 100 attempts, newest first.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in with an email and a password
         * @description A new session and its cookie (never the one the client brought). A wrong password and an unknown email answer the same, in about the same time. After 5 failures for one email from one address within 15 minutes, or 50 from one address, every attempt is 429.
         */
        post: operations["signIn"];
        /**
         * Sign out
         * @description The session is refused at once, on every instance; the cookie is cleared.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        /** Act in another of the user's accounts */
        patch: operations["switchAccount"];
        trace?: never;
    };
    "/api/v1/session/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm it is you (the password again)
         * @description The signed-in person's password, and a code when TOTP is on: the session may then, for CONFIRM_SECONDS (600 by default), make the changes that keep or widen access (adding a passkey, starting TOTP, an admin key, making someone an admin or owner, the account's settings). A sign-in confirms too. Throttled like a sign-in; a wrong password is 422 on `password`.
         */
        post: operations["confirmSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one's name or password
         * @description A new password needs the current one, and ends the user's other sessions.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/api/v1/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's sessions
         * @description Newest first; `last_used_at` is kept to the minute.
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the user's sessions */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending invitations
         * @description Neither accepted, revoked nor expired, newest first; never their links.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite a member
         * @description The link (valid 7 days) is in this answer only, and sent by email when SMTP_URL is set. Only owners invite owners; `websites` limits an editor or viewer.
         */
        post: operations["invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invitation */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's members */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description By admins and owners (owners only by owners), or a member leaving. The member's keys in the account are revoked with it; an account keeps at least one owner (422).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role or websites
         * @description Only owners make, change or demote owners; an account keeps at least one owner (422). The member's keys wider than the new role or websites are revoked with the change.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/api/v1/me/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up TOTP: a new secret
         * @description A new secret, its otpauth:// URL and a QR code of it. Nothing is on until POST /me/totp/confirm answers. 422 while TOTP is on. Needs a recent confirmation (a sign-in, or POST /session/confirm, within CONFIRM_SECONDS): 403 otherwise.
         */
        post: operations["setUpTotp"];
        /**
         * Turn TOTP off
         * @description With the user's password: TOTP and its recovery codes are gone, and the user's other sessions end.
         */
        delete: operations["turnOffTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn TOTP on with a current code
         * @description A code of the app (the current 30 s step or one either side) turns TOTP on and answers ten recovery codes, shown only now. The user's other sessions end. Throttled like a sign-in.
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes
         * @description With the user's password, while TOTP is on: ten new codes, shown only now; the old ones no longer work.
         */
        post: operations["renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's settings */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the account's settings
         * @description Owners only (`manage-account`). `require_two_factor`: members without TOTP or a passkey may then use only their session and profile (403 elsewhere) until they set one up. `exclude_ips`, `exclude_params`: apply to every website of the account in addition to its own (the visit check names them with `"from": "account"`); same formats, canonical forms, limits and messages as a website's; a change is an `account.updated` event. A session needs a recent confirmation (a sign-in, or POST /session/confirm, within CONFIRM_SECONDS): 403 otherwise.
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/api/v1/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for adding a passkey
         * @description What navigator.credentials.create() takes (its base64url members turned into bytes). The challenge answers once, within 5 minutes; the person's passkeys are excluded. Throttled like a sign-in. Browsers refuse an IP address as the relying party: on a service reached at one (http://127.0.0.1:8080, without a PUBLIC_URL naming a host), 422 on host, saying where passkeys work (for a loopback address, the same URL at localhost).
         */
        post: operations["passkeyCreationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's passkeys
         * @description Oldest first.
         */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description The browser's answer to the creation options, and a name. Checked for its challenge, the service's origin and relying party id; a refused answer is a 422 on credential and stores nothing. The person's other sessions end. Bodies over 64 KiB are 413.
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description The person's other sessions end.
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description The link printed by `websites-api users reset-password` (valid 1 hour, once): a new password, and every session of the user ended.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation is for
         * @description The account, role and email an invitation names, before anyone accepts it: its page shows them, and asks for an email only when it names none. Changes nothing; the token stays valid. An unknown, used, revoked or expired token is the 404 of accepting.
         */
        post: operations["previewInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description With a name and a new password when no user has the invited email yet, or that user's password (checked and throttled as a sign-in). Answers a session of the invited account, and its cookie.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for signing in with a passkey
         * @description What navigator.credentials.get() takes (its base64url members turned into bytes); no email is asked: the authenticator offers the passkeys it holds for this service. The challenge answers once, within 5 minutes. Throttled per address like a sign-in. Browsers refuse an IP address as the relying party: on a service reached at one (http://127.0.0.1:8080, without a PUBLIC_URL naming a host), 422 on host, saying where passkeys work (for a loopback address, the same URL at localhost).
         */
        post: operations["passkeyRequestOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description The browser's answer to the request options: a new session and its cookie, as POST /session answers (a passkey counts as two factors). Checked for its challenge, origin, relying party id, signature and signature counter; a refused answer is a 422 on credential. Throttled per address like a sign-in.
         */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/oidc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with the identity provider (single sign-on)
         * @description For a browser: a redirect to the provider (authorization code with PKCE, `state` and `nonce`; scope `openid email profile`), with a `wa_oidc` cookie (HttpOnly, SameSite=Lax, 10 minutes) tying the round trip to this browser. A provider that cannot be reached, or too many attempts from the address: a redirect to the dashboard, `/?sign_in_error=<code>`.
         */
        get: operations["startSingleSignOn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's answer (single sign-on)
         * @description Where the provider sends the browser back. With this browser's `wa_oidc` cookie, its `state`, a code the provider exchanges once, and an ID token whose issuer, audience, nonce, expiry and signature are right, for an email the provider verified: the user with that email is signed in (a new one joins `OIDC_ACCOUNT` with `OIDC_DEFAULT_ROLE` when the email's domain is in `OIDC_ALLOWED_DOMAINS`), with the session cookie of `POST /session`, into a session that holds `OIDC_ACCOUNT` alone, and sent to the dashboard. A user of that email who is not a member of `OIDC_ACCOUNT` is refused. A person with TOTP or a passkey is sent to `/?sign_in_step=second_factor` instead (the `wa_oidc` cookie then holds the pending sign-in, 5 minutes) to give it to `POST /session/oidc/second-factor`, unless `OIDC_TRUST_PROVIDER_MFA` is set and the ID token's `amr` names a second factor (`mfa`, `otp`, `hwk`, `swk`, `sms`). Anything else: no session, and a redirect to `/?sign_in_error=<code>` (`oidc_denied`, `oidc_expired`, `oidc_state`, `oidc_invalid`, `oidc_unverified`, `oidc_not_allowed`, `oidc_not_member`, `oidc_no_account`, `oidc_unavailable`, `oidc_throttled`).
         */
        get: operations["finishSingleSignOn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/oidc/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give one's own second factor after the identity provider (single sign-on)
         * @description With the `wa_oidc` cookie of a pending sign-in (the callback sent the browser to `/?sign_in_step=second_factor`): a `code` of the person's authenticator app or a recovery code, or a passkey's `credential` answering `POST /session/passkey/options` (with user verification). Throttled like a sign-in; a wrong answer may be tried again until the pending sign-in expires (5 minutes). 200 with the session (holding `OIDC_ACCOUNT` alone) and its cookie.
         */
        post: operations["finishSingleSignOnSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Website: {
            id: number;
            /** @description Stored canonical: lowercase, no scheme, no `www.`, IDN in punycode. Set on create only */
            domain: string;
            /** @description 0 public, 1 private, 2 password-protected */
            privacy: number;
            /** @description Periodic email reports */
            email: number;
            /** @description Whether a password is stored; the password itself is never returned */
            password: boolean;
            /** @description Do not track common bots */
            exclude_bots: number;
            /** @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it */
            exclude_params: string | null;
            /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it */
            exclude_ips: string | null;
            /**
             * Format: date-time
             * @description ISO-8601 UTC with six fraction digits
             * @example 2026-11-22T10:20:30.000000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO-8601 UTC with six fraction digits
             * @example 2026-11-22T10:20:30.000000Z
             */
            updated_at: string;
        };
        Error400: {
            message: string;
            /** @enum {number} */
            status: 400;
        };
        Error401: {
            message: string;
            /** @enum {number} */
            status: 401;
        };
        Error403: {
            message: string;
            /** @enum {number} */
            status: 403;
        };
        Error404: {
            message: string;
            /** @enum {number} */
            status: 404;
        };
        Error405: {
            message: string;
            /** @enum {number} */
            status: 405;
        };
        Error408: {
            message: string;
            /** @enum {number} */
            status: 408;
        };
        Error412: {
            message: string;
            /** @enum {number} */
            status: 412;
        };
        Error413: {
            message: string;
            /** @enum {number} */
            status: 413;
        };
        Error415: {
            message: string;
            /** @enum {number} */
            status: 415;
        };
        Error429: {
            message: string;
            /** @enum {number} */
            status: 429;
        };
        Error431: {
            message: string;
            /** @enum {number} */
            status: 431;
        };
        Error500: {
            message: string;
            /** @enum {number} */
            status: 500;
        };
        Error503: {
            message: string;
            /** @enum {number} */
            status: 503;
        };
        /** @description Any error answer but a 422: `{message, status}`, `status` equal to the HTTP status */
        Error: components["schemas"]["Error400"] | components["schemas"]["Error401"] | components["schemas"]["Error403"] | components["schemas"]["Error404"] | components["schemas"]["Error405"] | components["schemas"]["Error408"] | components["schemas"]["Error412"] | components["schemas"]["Error413"] | components["schemas"]["Error415"] | components["schemas"]["Error429"] | components["schemas"]["Error431"] | components["schemas"]["Error500"] | components["schemas"]["Error503"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listWebsites: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the domain; `%` and `_` match themselves. Bounded by the request line (431 beyond) */
                search?: string;
                search_by?: "domain";
                sort_by?: "id" | "domain";
                sort?: "desc" | "asc";
                per_page?: 10 | 25 | 50 | 100;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of websites */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "domain": "example.com",
                     *           "privacy": 0,
                     *           "email": 1,
                     *           "password": false,
                     *           "exclude_bots": 1,
                     *           "exclude_params": "utm_source\nutm_medium",
                     *           "exclude_ips": "10.0.0.0/8",
                     *           "created_at": "2026-11-22T10:20:30.000000Z",
                     *           "updated_at": "2026-11-22T10:20:30.000000Z"
                     *         }
                     *       ],
                     *       "links": {
                     *         "first": "https://analytics.example.com/api/v1/websites?search_by=domain&sort_by=id&sort=desc&per_page=10&page=1",
                     *         "last": "https://analytics.example.com/api/v1/websites?search_by=domain&sort_by=id&sort=desc&per_page=10&page=1",
                     *         "prev": null,
                     *         "next": null
                     *       },
                     *       "meta": {
                     *         "current_page": 1,
                     *         "from": 1,
                     *         "last_page": 1,
                     *         "links": [
                     *           {
                     *             "url": null,
                     *             "label": "&laquo; Previous",
                     *             "active": false
                     *           },
                     *           {
                     *             "url": "https://analytics.example.com/api/v1/websites?search_by=domain&sort_by=id&sort=desc&per_page=10&page=1",
                     *             "label": "1",
                     *             "active": true
                     *           },
                     *           {
                     *             "url": null,
                     *             "label": "Next &raquo;",
                     *             "active": false
                     *           }
                     *         ],
                     *         "path": "https://analytics.example.com/api/v1/websites",
                     *         "per_page": 10,
                     *         "to": 1,
                     *         "total": 1
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Website"][];
                        links: {
                            first: string;
                            last: string;
                            prev: string | null;
                            next: string | null;
                        };
                        meta: {
                            current_page: number;
                            from: number | null;
                            last_page: number;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            path: string;
                            per_page: number;
                            to: number | null;
                            total: number;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A person signed in without a second factor, in an account that requires two: only their session and profile answer until they set one up */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This account requires two-factor authentication.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 visible ASCII characters; the same key and request within 24 hours replays the first answer */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Form or JSON. Form values are strings; in JSON, true/false mean 1/0. An empty value means "not given". */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "domain": "example.com",
                 *       "privacy": 0,
                 *       "email": 1,
                 *       "exclude_bots": 1,
                 *       "exclude_params": "utm_source\nutm_medium",
                 *       "exclude_ips": "10.0.0.0/8"
                 *     }
                 */
                "application/json": {
                    /** @description Stored canonical: lowercase, no scheme, no `www.`, IDN in punycode. Set on create only */
                    domain: string;
                    /**
                     * @description 0 public, 1 private, 2 password-protected
                     * @default 1
                     */
                    privacy?: number;
                    /**
                     * @description Periodic email reports
                     * @default 0
                     */
                    email?: number;
                    /**
                     * @description Needed when privacy is 2 and none is stored; never returned
                     * @default null
                     */
                    password?: string | null;
                    /**
                     * @description Do not track common bots
                     * @default 1
                     */
                    exclude_bots?: number;
                    /**
                     * @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it
                     * @default null
                     */
                    exclude_params?: string | null;
                    /**
                     * @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it
                     * @default null
                     */
                    exclude_ips?: string | null;
                };
                /**
                 * @example {
                 *       "domain": "example.com",
                 *       "privacy": 0,
                 *       "email": 1,
                 *       "exclude_bots": 1,
                 *       "exclude_params": "utm_source\nutm_medium",
                 *       "exclude_ips": "10.0.0.0/8"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Stored canonical: lowercase, no scheme, no `www.`, IDN in punycode. Set on create only */
                    domain: string;
                    /**
                     * @description 0 public, 1 private, 2 password-protected
                     * @default 1
                     */
                    privacy?: number;
                    /**
                     * @description Periodic email reports
                     * @default 0
                     */
                    email?: number;
                    /**
                     * @description Needed when privacy is 2 and none is stored; never returned
                     * @default null
                     */
                    password?: string | null;
                    /**
                     * @description Do not track common bots
                     * @default 1
                     */
                    exclude_bots?: number;
                    /**
                     * @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it
                     * @default null
                     */
                    exclude_params?: string | null;
                    /**
                     * @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it
                     * @default null
                     */
                    exclude_ips?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The website's strong entity tag, for If-None-Match and If-Match */
                    ETag?: string;
                    /** @description The new website's URL */
                    Location?: string;
                    /** @description "true" when this is the remembered answer of an earlier request with the same Idempotency-Key (no ETag then) */
                    "Idempotent-Replayed"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "domain": "example.com",
                     *         "privacy": 0,
                     *         "email": 1,
                     *         "password": false,
                     *         "exclude_bots": 1,
                     *         "exclude_params": "utm_source\nutm_medium",
                     *         "exclude_ips": "10.0.0.0/8",
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "updated_at": "2026-11-22T10:20:30.000000Z"
                     *       },
                     *       "status": 201
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Website"];
                        /** @enum {number} */
                        status: 201;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 304 when one names the current website (weak comparison); unparseable, it never matches */
                "if-none-match"?: string;
            };
            path: {
                /** @description Anything but a canonical positive decimal, or an id that is not yours, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The website */
            200: {
                headers: {
                    /** @description The website's strong entity tag, for If-None-Match and If-Match */
                    ETag?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "domain": "example.com",
                     *         "privacy": 0,
                     *         "email": 1,
                     *         "password": false,
                     *         "exclude_bots": 1,
                     *         "exclude_params": "utm_source\nutm_medium",
                     *         "exclude_ips": "10.0.0.0/8",
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "updated_at": "2026-11-22T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Website"];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Not Modified: the ETag named in If-None-Match is current */
            304: {
                headers: {
                    /** @description The website's strong entity tag, for If-None-Match and If-Match */
                    ETag?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A person signed in without a second factor, in an account that requires two: only their session and profile answer until they set one up */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This account requires two-factor authentication.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PUT, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, PUT, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PUT, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    replaceWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 412 unless one names the current website (strong comparison); unparseable, it names no version (412) */
                "if-match"?: string;
            };
            path: {
                /** @description Anything but a canonical positive decimal, or an id that is not yours, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the fields sent change; an empty value clears a nullable field. The domain cannot change. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "privacy": 2,
                 *       "password": "correct horse battery staple",
                 *       "exclude_ips": null
                 *     }
                 */
                "application/json": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_ips?: string | null;
                };
                /**
                 * @example {
                 *       "privacy": 2,
                 *       "password": "correct horse battery staple",
                 *       "exclude_ips": null
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_ips?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated website */
            200: {
                headers: {
                    /** @description The website's strong entity tag, for If-None-Match and If-Match */
                    ETag?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "domain": "example.com",
                     *         "privacy": 2,
                     *         "email": 1,
                     *         "password": true,
                     *         "exclude_bots": 1,
                     *         "exclude_params": "utm_source\nutm_medium",
                     *         "exclude_ips": null,
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "updated_at": "2026-11-22T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Website"];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PUT, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, PUT, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PUT, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Precondition Failed: no ETag in If-Match names the current website */
            412: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Precondition Failed.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 412 unless one names the current website (strong comparison); unparseable, it names no version (412) */
                "if-match"?: string;
            };
            path: {
                /** @description Anything but a canonical positive decimal, or an id that is not yours, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "object": "website",
                     *       "deleted": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        object: "website";
                        /** @enum {boolean} */
                        deleted: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PUT, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, PUT, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PUT, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Precondition Failed: no ETag in If-Match names the current website */
            412: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Precondition Failed.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 412 unless one names the current website (strong comparison); unparseable, it names no version (412) */
                "if-match"?: string;
            };
            path: {
                /** @description Anything but a canonical positive decimal, or an id that is not yours, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the fields sent change; an empty value clears a nullable field. The domain cannot change. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "privacy": 2,
                 *       "password": "correct horse battery staple",
                 *       "exclude_ips": null
                 *     }
                 */
                "application/json": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_ips?: string | null;
                };
                /**
                 * @example {
                 *       "privacy": 2,
                 *       "password": "correct horse battery staple",
                 *       "exclude_ips": null
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_ips?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated website */
            200: {
                headers: {
                    /** @description The website's strong entity tag, for If-None-Match and If-Match */
                    ETag?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "domain": "example.com",
                     *         "privacy": 2,
                     *         "email": 1,
                     *         "password": true,
                     *         "exclude_bots": 1,
                     *         "exclude_params": "utm_source\nutm_medium",
                     *         "exclude_ips": null,
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "updated_at": "2026-11-22T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Website"];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PUT, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, PUT, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PUT, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Precondition Failed: no ETag in If-Match names the current website */
            412: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Precondition Failed.",
                     *       "status": 412
                     *     }
                     */
                    "application/json": components["schemas"]["Error412"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    checkVisit: {
        parameters: {
            query?: {
                /**
                 * @description The visitor's address, IPv4 or IPv6 (not a range); an IPv4-mapped IPv6 address counts as its IPv4 address
                 * @example 203.0.113.7
                 */
                ip?: string;
                /**
                 * @description The visitor's User-Agent, at most 1,024 characters
                 * @example Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)
                 */
                user_agent?: string;
                /**
                 * @description The page's absolute http or https URL (RFC 3986, percent-encoded), at most 2048 characters
                 * @example https://example.com/pricing?plan=pro&utm_source=news#faq
                 */
                url?: string;
            };
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or an id that is not yours, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "website_id": 12,
                     *         "tracked": false,
                     *         "reasons": [
                     *           {
                     *             "setting": "exclude_bots",
                     *             "entry": "Googlebot"
                     *           },
                     *           {
                     *             "setting": "exclude_ips",
                     *             "entry": "10.0.0.0/8"
                     *           }
                     *         ],
                     *         "url": "https://example.com/pricing?plan=pro#faq"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            website_id: number;
                            /** @description True exactly when no setting excludes the visit (`reasons` is empty) */
                            tracked: boolean;
                            /** @description Each setting that excludes the visit: exclude_bots first, then exclude_ips, the website's entry before the account's */
                            reasons: {
                                /** @description The setting that excludes the visit */
                                setting: "exclude_bots" | "exclude_ips";
                                /** @description exclude_bots: the part of the user agent that identified a bot; exclude_ips: the first entry, as stored, that holds the address */
                                entry: string;
                                /**
                                 * @description Present when the entry is the account's (PATCH /account: its exclusions for every website); a website's own entries carry none
                                 * @enum {string}
                                 */
                                from?: "account";
                            }[];
                            /** @description The URL as it would be recorded (the parameters the website's or the account's exclude_params name removed); null when none was given */
                            url: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A person signed in without a second factor, in an account that requires two: only their session and profile answer until they set one up */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This account requires two-factor authentication.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Unprocessable Content: every failing field at once, in the order ip, user_agent, url */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "ip": [
                     *           "The ip field must be a valid IP address."
                     *         ],
                     *         "user_agent": [
                     *           "The user agent field must not be greater than 1024 characters."
                     *         ],
                     *         "url": [
                     *           "The url field must be a valid URL."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    checkVisitWithBody: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or an id that is not yours, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        /** @description Each field optional; an empty value is the same as none. The same as the query, for URLs too long for a request line. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ip": "203.0.113.7",
                 *       "user_agent": "curl/8.5.0",
                 *       "url": "https://example.com/pricing?plan=pro&utm_source=news"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The visitor's address, IPv4 or IPv6 (not a range); an IPv4-mapped IPv6 address counts as its IPv4 address
                     * @example 203.0.113.7
                     */
                    ip?: string;
                    /**
                     * @description The visitor's User-Agent, at most 1,024 characters
                     * @example Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)
                     */
                    user_agent?: string;
                    /**
                     * @description The page's absolute http or https URL (RFC 3986, percent-encoded), at most 2048 characters
                     * @example https://example.com/pricing?plan=pro&utm_source=news#faq
                     */
                    url?: string;
                };
                /**
                 * @example {
                 *       "ip": "203.0.113.7",
                 *       "user_agent": "curl/8.5.0",
                 *       "url": "https://example.com/pricing?plan=pro&utm_source=news"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The visitor's address, IPv4 or IPv6 (not a range); an IPv4-mapped IPv6 address counts as its IPv4 address
                     * @example 203.0.113.7
                     */
                    ip?: string;
                    /**
                     * @description The visitor's User-Agent, at most 1,024 characters
                     * @example Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)
                     */
                    user_agent?: string;
                    /**
                     * @description The page's absolute http or https URL (RFC 3986, percent-encoded), at most 2048 characters
                     * @example https://example.com/pricing?plan=pro&utm_source=news#faq
                     */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description The verdict */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "website_id": 12,
                     *         "tracked": false,
                     *         "reasons": [
                     *           {
                     *             "setting": "exclude_bots",
                     *             "entry": "Googlebot"
                     *           },
                     *           {
                     *             "setting": "exclude_ips",
                     *             "entry": "10.0.0.0/8"
                     *           }
                     *         ],
                     *         "url": "https://example.com/pricing?plan=pro#faq"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            website_id: number;
                            /** @description True exactly when no setting excludes the visit (`reasons` is empty) */
                            tracked: boolean;
                            /** @description Each setting that excludes the visit: exclude_bots first, then exclude_ips, the website's entry before the account's */
                            reasons: {
                                /** @description The setting that excludes the visit */
                                setting: "exclude_bots" | "exclude_ips";
                                /** @description exclude_bots: the part of the user agent that identified a bot; exclude_ips: the first entry, as stored, that holds the address */
                                entry: string;
                                /**
                                 * @description Present when the entry is the account's (PATCH /account: its exclusions for every website); a website's own entries carry none
                                 * @enum {string}
                                 */
                                from?: "account";
                            }[];
                            /** @description The URL as it would be recorded (the parameters the website's or the account's exclude_params name removed); null when none was given */
                            url: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once, in the order ip, user_agent, url */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "ip": [
                     *           "The ip field must be a valid IP address."
                     *         ],
                     *         "user_agent": [
                     *           "The user agent field must not be greater than 1024 characters."
                     *         ],
                     *         "url": [
                     *           "The url field must be a valid URL."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calling key */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "name": "ci",
                     *         "account": "acme",
                     *         "prefix": "wak_Kvr8Qz",
                     *         "read_only": true,
                     *         "websites": [
                     *           12,
                     *           15
                     *         ],
                     *         "admin": false,
                     *         "user_id": null,
                     *         "expires_at": "2027-01-01T00:00:00.000000Z",
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "last_used_at": "2026-11-23T08:00:00.000000Z",
                     *         "rights": [
                     *           "read"
                     *         ]
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string | null;
                            account: string;
                            /** @description The first characters of the key, to recognise it by */
                            prefix: string;
                            /** @description Writes are 403 */
                            read_only: boolean;
                            websites: number[] | null;
                            /** @description May manage the account's keys (GET/POST /api/v1/keys, DELETE /api/v1/keys/{id}) */
                            admin: boolean;
                            /** @description What the key may do now: its flags' rights, a person's key never more than that person's role in the account; none once revoked */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            user_id: number | null;
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            last_used_at: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A person signed in without a second factor, in an account that requires two: only their session and profile answer until they set one up */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This account requires two-factor authentication.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description The key was revoked a moment ago */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD) */
            405: {
                headers: {
                    /** @description GET, HEAD */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's keys */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "name": "ci",
                     *           "account": "acme",
                     *           "prefix": "wak_Kvr8Qz",
                     *           "read_only": true,
                     *           "websites": [
                     *             12,
                     *             15
                     *           ],
                     *           "admin": false,
                     *           "user_id": null,
                     *           "expires_at": "2027-01-01T00:00:00.000000Z",
                     *           "created_at": "2026-11-22T10:20:30.000000Z",
                     *           "last_used_at": "2026-11-23T08:00:00.000000Z",
                     *           "rights": [
                     *             "read"
                     *           ],
                     *           "revoked_at": null
                     *         }
                     *       ],
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string | null;
                            account: string;
                            /** @description The first characters of the key, to recognise it by */
                            prefix: string;
                            /** @description Writes are 403 */
                            read_only: boolean;
                            websites: number[] | null;
                            /** @description May manage the account's keys (GET/POST /api/v1/keys, DELETE /api/v1/keys/{id}) */
                            admin: boolean;
                            /** @description What the key may do now: its flags' rights, a person's key never more than that person's role in the account; none once revoked */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            user_id: number | null;
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            last_used_at: string | null;
                            /** @description Null while the key works */
                            revoked_at: string | null;
                        }[];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin key (a signed-in member sees their own keys; admins and owners every key) */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Form or JSON. Booleans are true/false, 1/0 or their strings; in a form a list is websites[]=12&websites[]=15. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "partner",
                 *       "read_only": true,
                 *       "websites": [
                 *         12,
                 *         15
                 *       ],
                 *       "expires_at": "2027-01-01T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @description A label to recognise the key by: 1-100 printable characters (no control, format, private-use or unassigned character) */
                    name: string;
                    /**
                     * @description Writes are 403
                     * @default false
                     */
                    read_only?: boolean;
                    /** @description Ids of the account's websites: the key sees only these (and cannot create); absent: all */
                    websites?: number[];
                    /** @description A future ISO-8601 time with its zone, after which the key is refused; a key made by an expiring key expires no later than it */
                    expires_at?: string;
                    /**
                     * @description May manage the account's keys
                     * @default false
                     */
                    admin?: boolean;
                };
                /**
                 * @example {
                 *       "name": "partner",
                 *       "read_only": true,
                 *       "websites": [
                 *         12,
                 *         15
                 *       ],
                 *       "expires_at": "2027-01-01T00:00:00Z"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description A label to recognise the key by: 1-100 printable characters (no control, format, private-use or unassigned character) */
                    name: string;
                    /**
                     * @description Writes are 403
                     * @default false
                     */
                    read_only?: boolean;
                    /** @description Ids of the account's websites: the key sees only these (and cannot create); absent: all */
                    websites?: number[];
                    /** @description A future ISO-8601 time with its zone, after which the key is refused; a key made by an expiring key expires no later than it */
                    expires_at?: string;
                    /**
                     * @description May manage the account's keys
                     * @default false
                     */
                    admin?: boolean;
                };
            };
        };
        responses: {
            /** @description Created; `key` is shown only here */
            201: {
                headers: {
                    /** @description The new key's URL */
                    Location?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "name": "ci",
                     *         "account": "acme",
                     *         "prefix": "wak_Kvr8Qz",
                     *         "read_only": true,
                     *         "websites": [
                     *           12,
                     *           15
                     *         ],
                     *         "admin": false,
                     *         "user_id": null,
                     *         "expires_at": "2027-01-01T00:00:00.000000Z",
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "last_used_at": null,
                     *         "rights": [
                     *           "read"
                     *         ],
                     *         "revoked_at": null,
                     *         "key": "wak_Kvr8QzT0m3JrWm4bTq0Wc2bq9j3h1nY2m5rC7xPz1sA"
                     *       },
                     *       "status": 201
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string | null;
                            account: string;
                            /** @description The first characters of the key, to recognise it by */
                            prefix: string;
                            /** @description Writes are 403 */
                            read_only: boolean;
                            websites: number[] | null;
                            /** @description May manage the account's keys (GET/POST /api/v1/keys, DELETE /api/v1/keys/{id}) */
                            admin: boolean;
                            /** @description What the key may do now: its flags' rights, a person's key never more than that person's role in the account; none once revoked */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            user_id: number | null;
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            last_used_at: string | null;
                            /** @description Null while the key works */
                            revoked_at: string | null;
                            /** @description The key: shown only in this answer, never again */
                            key: string;
                        };
                        /** @enum {number} */
                        status: 201;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin key, or an admin key that is read-only or limited to some websites; or, for a member, a key wider than they are */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or a key of another account, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "name": "ci",
                     *         "account": "acme",
                     *         "prefix": "wak_Kvr8Qz",
                     *         "read_only": true,
                     *         "websites": [
                     *           12,
                     *           15
                     *         ],
                     *         "admin": false,
                     *         "user_id": null,
                     *         "expires_at": "2027-01-01T00:00:00.000000Z",
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "last_used_at": "2026-11-23T08:00:00.000000Z",
                     *         "rights": [
                     *           "read"
                     *         ],
                     *         "revoked_at": null
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string | null;
                            account: string;
                            /** @description The first characters of the key, to recognise it by */
                            prefix: string;
                            /** @description Writes are 403 */
                            read_only: boolean;
                            websites: number[] | null;
                            /** @description May manage the account's keys (GET/POST /api/v1/keys, DELETE /api/v1/keys/{id}) */
                            admin: boolean;
                            /** @description What the key may do now: its flags' rights, a person's key never more than that person's role in the account; none once revoked */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            user_id: number | null;
                            expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            last_used_at: string | null;
                            /** @description Null while the key works */
                            revoked_at: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin key (a signed-in member sees their own keys; admins and owners every key) */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, another account's key, an id that is not canonical, or (to revoke) a key already revoked */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    revokeAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or a key of another account, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "object": "key",
                     *       "revoked": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        object: "key";
                        /** @enum {boolean} */
                        revoked: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin key, or an admin key that is read-only or limited to some websites; or, for a member, a key wider than they are */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, another account's key, an id that is not canonical, or (to revoke) a key already revoked */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Events with an id above this one; anything but a non-negative integer is 0 */
                after?: number;
                /** @description 1-100; anything else is 100 */
                limit?: number;
                /** @description Only events of this type; an unknown type, or one given twice or empty, matches none */
                type?: string;
                /** @description Only this website's events; a website the key cannot see, or an id given twice, empty or not a canonical decimal, matches none */
                website_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1031,
                     *           "type": "website.updated",
                     *           "occurred_at": "2026-11-24T10:20:30.123000Z",
                     *           "actor": {
                     *             "type": "key",
                     *             "key_id": 3,
                     *             "name": "ci",
                     *             "prefix": "wak_AbCdEf"
                     *           },
                     *           "request_id": "2c1f7b9e-5d43-4f0e-9a55-0b3f3f0a8d21",
                     *           "website_id": 42,
                     *           "changes": {
                     *             "email": [
                     *               0,
                     *               1
                     *             ],
                     *             "password": [
                     *               false,
                     *               true
                     *             ]
                     *           },
                     *           "data": {
                     *             "id": 42,
                     *             "domain": "example.com",
                     *             "privacy": 2,
                     *             "email": 1,
                     *             "password": true,
                     *             "exclude_bots": 1,
                     *             "exclude_params": null,
                     *             "exclude_ips": null,
                     *             "created_at": "2026-11-22T10:20:30.000000Z",
                     *             "updated_at": "2026-11-24T10:20:30.123000Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "after": 1030,
                     *         "next_after": 1031
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Increasing across the service; an account never sees a lower one after a higher one */
                            id: number;
                            type: "website.created" | "website.updated" | "website.deleted" | "key.created" | "key.revoked" | "member.added" | "member.updated" | "member.removed" | "user.security_changed" | "account.updated" | "webhook.test";
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            occurred_at: string;
                            /** @description Who made the change; `key_id`, `name` and `prefix` for a key (and `user_id` when a person owns it); `user_id`, `name` and `email` for a person */
                            actor: {
                                /** @description A key over the API, a person signed in, an operator's command on the server, or an import */
                                type: "key" | "user" | "cli" | "import";
                                key_id?: number;
                                name?: string | null;
                                prefix?: string;
                                /** @description The person: a signed-in user, or the user who owns the key */
                                user_id?: number;
                                email?: string;
                            };
                            request_id: string | null;
                            website_id: number | null;
                            /** @description website.updated only: each field that changed, [before, after], in the fields' order (the password as booleans) */
                            changes?: {
                                [key: string]: unknown[];
                            };
                            data: unknown | null;
                        }[];
                        meta: {
                            after: number;
                            /** @description The id of the last event returned, or `after` when none was: poll again with after=next_after */
                            next_after: number;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A person signed in without a second factor, in an account that requires two: only their session and profile answer until they set one up */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This account requires two-factor authentication.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD) */
            405: {
                headers: {
                    /** @description GET, HEAD */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Endpoints */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "url": "https://hooks.example.com/websites",
                     *           "events": [
                     *             "website.created",
                     *             "website.deleted"
                     *           ],
                     *           "enabled": true,
                     *           "created_at": "2026-11-24T10:20:30.000000Z",
                     *           "updated_at": "2026-11-24T10:20:30.000000Z"
                     *         }
                     *       ],
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            /** @description The event types sent; empty: all of them */
                            events: string[];
                            /** @description False: nothing is sent (set by hand, or after 5 days of failed attempts) */
                            enabled: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            updated_at: string;
                        }[];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The key is read-only or limited to some websites */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Form or JSON; in a form a list is events[]=website.created&events[]=website.deleted. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/websites",
                 *       "events": [
                 *         "website.created",
                 *         "website.deleted"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description An absolute https URL of at most 2,048 characters whose host is not (and does not resolve to) a private or local address */
                    url: string;
                    /** @description Event types to send; absent or empty: all */
                    events?: ("website.created" | "website.updated" | "website.deleted" | "key.created" | "key.revoked" | "member.added" | "member.updated" | "member.removed" | "user.security_changed" | "account.updated")[];
                };
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/websites",
                 *       "events": [
                 *         "website.created",
                 *         "website.deleted"
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description An absolute https URL of at most 2,048 characters whose host is not (and does not resolve to) a private or local address */
                    url: string;
                    /** @description Event types to send; absent or empty: all */
                    events?: ("website.created" | "website.updated" | "website.deleted" | "key.created" | "key.revoked" | "member.added" | "member.updated" | "member.removed" | "user.security_changed" | "account.updated")[];
                };
            };
        };
        responses: {
            /** @description Created; `secret` is shown only here */
            201: {
                headers: {
                    /** @description The endpoint's URL */
                    Location?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "url": "https://hooks.example.com/websites",
                     *         "events": [
                     *           "website.created",
                     *           "website.deleted"
                     *         ],
                     *         "enabled": true,
                     *         "created_at": "2026-11-24T10:20:30.000000Z",
                     *         "updated_at": "2026-11-24T10:20:30.000000Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       },
                     *       "status": 201
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            /** @description The event types sent; empty: all of them */
                            events: string[];
                            /** @description False: nothing is sent (set by hand, or after 5 days of failed attempts) */
                            enabled: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            updated_at: string;
                            /** @description whsec_ and the base64 of 32 random bytes: the signing secret, shown only in this answer */
                            secret: string;
                        };
                        /** @enum {number} */
                        status: 201;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The key is read-only or limited to some websites */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or another account's endpoint, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "url": "https://hooks.example.com/websites",
                     *         "events": [
                     *           "website.created",
                     *           "website.deleted"
                     *         ],
                     *         "enabled": true,
                     *         "created_at": "2026-11-24T10:20:30.000000Z",
                     *         "updated_at": "2026-11-24T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            /** @description The event types sent; empty: all of them */
                            events: string[];
                            /** @description False: nothing is sent (set by hand, or after 5 days of failed attempts) */
                            enabled: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            updated_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The key is read-only or limited to some websites */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, another account's endpoint, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or another account's endpoint, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "object": "webhook",
                     *       "deleted": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        object: "webhook";
                        /** @enum {boolean} */
                        deleted: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The key is read-only or limited to some websites */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, another account's endpoint, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or another account's endpoint, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the fields sent change. Enabling an endpoint again resumes its deliveries not yet given up. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /** @description An absolute https URL of at most 2,048 characters whose host is not (and does not resolve to) a private or local address */
                    url?: string;
                    /** @description Event types to send; absent or empty: all */
                    events?: ("website.created" | "website.updated" | "website.deleted" | "key.created" | "key.revoked" | "member.added" | "member.updated" | "member.removed" | "user.security_changed" | "account.updated")[];
                    /** @description Whether events are sent */
                    enabled?: boolean;
                };
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description An absolute https URL of at most 2,048 characters whose host is not (and does not resolve to) a private or local address */
                    url?: string;
                    /** @description Event types to send; absent or empty: all */
                    events?: ("website.created" | "website.updated" | "website.deleted" | "key.created" | "key.revoked" | "member.added" | "member.updated" | "member.removed" | "user.security_changed" | "account.updated")[];
                    /** @description Whether events are sent */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "url": "https://hooks.example.com/websites",
                     *         "events": [
                     *           "website.created",
                     *           "website.deleted"
                     *         ],
                     *         "enabled": true,
                     *         "created_at": "2026-11-24T10:20:30.000000Z",
                     *         "updated_at": "2026-11-24T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            /** @description The event types sent; empty: all of them */
                            events: string[];
                            /** @description False: nothing is sent (set by hand, or after 5 days of failed attempts) */
                            enabled: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            updated_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The key is read-only or limited to some websites */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, another account's endpoint, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or another account's endpoint, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "event_id": 1032
                     *       },
                     *       "status": 202
                     *     }
                     */
                    "application/json": {
                        data: {
                            event_id: number;
                        };
                        /** @enum {number} */
                        status: 202;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The key is read-only or limited to some websites */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, another account's endpoint, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything but a canonical positive decimal, or another account's endpoint, is a 404 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "event_id": 1031,
                     *           "attempt": 1,
                     *           "attempted_at": "2026-11-24T10:20:31.000000Z",
                     *           "status": 200,
                     *           "error": null,
                     *           "duration_ms": 12,
                     *           "next_attempt_at": null
                     *         }
                     *       ],
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            event_id: number;
                            /** @description 1 for the first attempt of this event at this endpoint */
                            attempt: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            attempted_at: string;
                            /** @description The HTTP status answered; null when none came */
                            status: number | null;
                            /** @description Why no answer came, or why it did not count */
                            error: string | null;
                            duration_ms: number;
                            /** @description When it is tried again; null: delivered or given up */
                            next_attempt_at: string | null;
                        }[];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The key is read-only or limited to some websites */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Unknown id, another account's endpoint, or an id that is not canonical */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD) */
            405: {
                headers: {
                    /** @description GET, HEAD */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 7,
                     *           "email": "ada@example.com",
                     *           "name": "Ada",
                     *           "two_factor": false
                     *         },
                     *         "account": {
                     *           "id": 1,
                     *           "name": "default",
                     *           "role": "owner",
                     *           "websites": null
                     *         },
                     *         "rights": [
                     *           "read",
                     *           "write",
                     *           "create",
                     *           "own-keys",
                     *           "read-keys",
                     *           "manage-keys",
                     *           "manage-webhooks",
                     *           "manage-members",
                     *           "manage-owners",
                     *           "manage-account"
                     *         ],
                     *         "memberships": [
                     *           {
                     *             "account": {
                     *               "id": 1,
                     *               "name": "default"
                     *             },
                     *             "role": "owner",
                     *             "websites": null
                     *           },
                     *           {
                     *             "account": {
                     *               "id": 2,
                     *               "name": "acme"
                     *             },
                     *             "role": "viewer",
                     *             "websites": [
                     *               12
                     *             ]
                     *           }
                     *         ],
                     *         "expires_at": "2026-12-27T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                                two_factor: boolean;
                            };
                            /** @description The account the session acts in now */
                            account: {
                                id: number;
                                name: string;
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            };
                            /** @description What the session may do in its account now (its role's rights; no `create` while limited to some websites), sorted */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            /** @description Every account the user belongs to, by account id (only its own, for a session of single sign-on) */
                            memberships: {
                                account: {
                                    id: number;
                                    name: string;
                                };
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Form or JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    /** @description A second factor's code, when the user has one */
                    code?: string;
                };
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    email: string;
                    password: string;
                    /** @description A second factor's code, when the user has one */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description wa_session=…; Path=/; HttpOnly; SameSite=Lax (and Secure over HTTPS): the session, 30 days at most */
                    "Set-Cookie"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 7,
                     *           "email": "ada@example.com",
                     *           "name": "Ada",
                     *           "two_factor": false
                     *         },
                     *         "account": {
                     *           "id": 1,
                     *           "name": "default",
                     *           "role": "owner",
                     *           "websites": null
                     *         },
                     *         "rights": [
                     *           "read",
                     *           "write",
                     *           "create",
                     *           "own-keys",
                     *           "read-keys",
                     *           "manage-keys",
                     *           "manage-webhooks",
                     *           "manage-members",
                     *           "manage-owners",
                     *           "manage-account"
                     *         ],
                     *         "memberships": [
                     *           {
                     *             "account": {
                     *               "id": 1,
                     *               "name": "default"
                     *             },
                     *             "role": "owner",
                     *             "websites": null
                     *           },
                     *           {
                     *             "account": {
                     *               "id": 2,
                     *               "name": "acme"
                     *             },
                     *             "role": "viewer",
                     *             "websites": [
                     *               12
                     *             ]
                     *           }
                     *         ],
                     *         "expires_at": "2026-12-27T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                                two_factor: boolean;
                            };
                            /** @description The account the session acts in now */
                            account: {
                                id: number;
                                name: string;
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            };
                            /** @description What the session may do in its account now (its role's rights; no `create` while limited to some websites), sorted */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            /** @description Every account the user belongs to, by account id (only its own, for a session of single sign-on) */
                            memberships: {
                                account: {
                                    id: number;
                                    name: string;
                                };
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too many failed sign-ins for this email from this address, or from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    /** @description wa_session=…; Path=/; HttpOnly; SameSite=Lax (and Secure over HTTPS): the session, 30 days at most */
                    "Set-Cookie"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signed_out": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        signed_out: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    switchAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The account to act in: one the user is a member of. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": 2
                 *     }
                 */
                "application/json": {
                    account: number;
                };
                /**
                 * @example {
                 *       "account": 2
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    account: number;
                };
            };
        };
        responses: {
            /** @description The session, in its new account */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 7,
                     *           "email": "ada@example.com",
                     *           "name": "Ada",
                     *           "two_factor": false
                     *         },
                     *         "account": {
                     *           "id": 1,
                     *           "name": "default",
                     *           "role": "owner",
                     *           "websites": null
                     *         },
                     *         "rights": [
                     *           "read",
                     *           "write",
                     *           "create",
                     *           "own-keys",
                     *           "read-keys",
                     *           "manage-keys",
                     *           "manage-webhooks",
                     *           "manage-members",
                     *           "manage-owners",
                     *           "manage-account"
                     *         ],
                     *         "memberships": [
                     *           {
                     *             "account": {
                     *               "id": 1,
                     *               "name": "default"
                     *             },
                     *             "role": "owner",
                     *             "websites": null
                     *           },
                     *           {
                     *             "account": {
                     *               "id": 2,
                     *               "name": "acme"
                     *             },
                     *             "role": "viewer",
                     *             "websites": [
                     *               12
                     *             ]
                     *           }
                     *         ],
                     *         "expires_at": "2026-12-27T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                                two_factor: boolean;
                            };
                            /** @description The account the session acts in now */
                            account: {
                                id: number;
                                name: string;
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            };
                            /** @description What the session may do in its account now (its role's rights; no `create` while limited to some websites), sorted */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            /** @description Every account the user belongs to, by account id (only its own, for a session of single sign-on) */
                            memberships: {
                                account: {
                                    id: number;
                                    name: string;
                                };
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST, PATCH, DELETE) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST, PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST, PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    confirmSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in person's password, and a code of their authenticator app (or a recovery code) when TOTP is on. */
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @description A second factor's code, when the user has one */
                    code?: string;
                };
                "application/x-www-form-urlencoded": {
                    password: string;
                    /** @description A second factor's code, when the user has one */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "confirmed_until": "2026-12-06T10:30:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            confirmed_until: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "email": "ada@example.com",
                     *         "name": "Ada",
                     *         "two_factor": false,
                     *         "totp": false,
                     *         "created_at": "2026-11-27T10:20:30.000000Z",
                     *         "last_sign_in_at": "2026-11-27T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            email: string;
                            name: string;
                            /** @description Whether the user has a second factor: an authenticator app or a passkey */
                            two_factor: boolean;
                            /** @description Whether an authenticator app (TOTP) is on */
                            totp: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            last_sign_in_at: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PATCH) */
            405: {
                headers: {
                    /** @description GET, HEAD, PATCH */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PATCH.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A new name, or a new password with the current one (which ends the user's other sessions). */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description 8-128 characters, not a common password, not the email */
                    password?: string;
                    current_password?: string;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    /** @description 8-128 characters, not a common password, not the email */
                    password?: string;
                    current_password?: string;
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "email": "ada@example.com",
                     *         "name": "Ada",
                     *         "two_factor": false,
                     *         "totp": false,
                     *         "created_at": "2026-11-27T10:20:30.000000Z",
                     *         "last_sign_in_at": "2026-11-27T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            email: string;
                            name: string;
                            /** @description Whether the user has a second factor: an authenticator app or a passkey */
                            two_factor: boolean;
                            /** @description Whether an authenticator app (TOTP) is on */
                            totp: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            last_sign_in_at: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PATCH) */
            405: {
                headers: {
                    /** @description GET, HEAD, PATCH */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PATCH.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "created_at": "2026-11-27T10:20:30.000000Z",
                     *           "last_used_at": "2026-11-27T10:21:00.000000Z",
                     *           "address": "203.0.113.7",
                     *           "user_agent": "Mozilla/5.0",
                     *           "current": true
                     *         }
                     *       ],
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            last_used_at: string;
                            address: string | null;
                            user_agent: string | null;
                            /** @description The session this request came with */
                            current: boolean;
                        }[];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD) */
            405: {
                headers: {
                    /** @description GET, HEAD */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    endMySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "object": "session",
                     *       "ended": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        object: "session";
                        /** @enum {boolean} */
                        ended: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not one of the user's sessions, or a key */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has DELETE) */
            405: {
                headers: {
                    /** @description DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 4,
                     *           "email": "grace@example.com",
                     *           "role": "editor",
                     *           "websites": [
                     *             12
                     *           ],
                     *           "invited_by": {
                     *             "id": 7,
                     *             "name": "Ada"
                     *           },
                     *           "expires_at": "2026-12-04T10:20:30.000000Z",
                     *           "created_at": "2026-11-27T10:20:30.000000Z"
                     *         }
                     *       ],
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            email: string | null;
                            /** @description What the member may do in the account */
                            role: "owner" | "admin" | "editor" | "viewer";
                            websites: number[] | null;
                            invited_by: {
                                id: number;
                                name: string;
                            } | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                        }[];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin or owner (or an admin key), or, for owners, not an owner */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Form or JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "grace@example.com",
                 *       "role": "editor",
                 *       "websites": [
                 *         12
                 *       ]
                 *     }
                 */
                "application/json": {
                    email: string;
                    /** @default viewer */
                    role?: string;
                    /** @description Ids of the account's websites: an editor or viewer sees only these; absent: all */
                    websites?: number[];
                };
                /**
                 * @example {
                 *       "email": "grace@example.com",
                 *       "role": "editor",
                 *       "websites": [
                 *         12
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    email: string;
                    /** @default viewer */
                    role?: string;
                    /** @description Ids of the account's websites: an editor or viewer sees only these; absent: all */
                    websites?: number[];
                };
            };
        };
        responses: {
            /** @description Invited */
            201: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 4,
                     *         "email": "grace@example.com",
                     *         "role": "editor",
                     *         "websites": [
                     *           12
                     *         ],
                     *         "invited_by": {
                     *           "id": 7,
                     *           "name": "Ada"
                     *         },
                     *         "expires_at": "2026-12-04T10:20:30.000000Z",
                     *         "created_at": "2026-11-27T10:20:30.000000Z",
                     *         "url": "https://analytics.example.com/invitations/Z3Jhc3Nob3BwZXI",
                     *         "emailed": false
                     *       },
                     *       "status": 201
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            email: string | null;
                            /** @description What the member may do in the account */
                            role: "owner" | "admin" | "editor" | "viewer";
                            websites: number[] | null;
                            invited_by: {
                                id: number;
                                name: string;
                            } | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /** @description The link that accepts it: shown only here */
                            url: string;
                            /** @description Whether it was sent by email (SMTP_URL) */
                            emailed: boolean;
                        };
                        /** @enum {number} */
                        status: 201;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin or owner (or an admin key), or, for owners, not an owner */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 4,
                     *       "object": "invitation",
                     *       "revoked": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        object: "invitation";
                        /** @enum {boolean} */
                        revoked: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin or owner (or an admin key), or, for owners, not an owner */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not a pending invitation of the account */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has DELETE) */
            405: {
                headers: {
                    /** @description DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "user": {
                     *             "id": 8,
                     *             "email": "grace@example.com",
                     *             "name": "Grace"
                     *           },
                     *           "role": "editor",
                     *           "websites": [
                     *             12
                     *           ],
                     *           "two_factor": false,
                     *           "joined_at": "2026-11-27T10:20:30.000000Z",
                     *           "last_sign_in_at": null
                     *         }
                     *       ],
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @description What the member may do in the account */
                            role: "owner" | "admin" | "editor" | "viewer";
                            websites: number[] | null;
                            two_factor: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            joined_at: string;
                            last_sign_in_at: string | null;
                        }[];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin or owner (or an admin key), or, for owners, not an owner */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD) */
            405: {
                headers: {
                    /** @description GET, HEAD */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": 8,
                     *       "object": "member",
                     *       "removed": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        user_id: number;
                        /** @enum {string} */
                        object: "member";
                        /** @enum {boolean} */
                        removed: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin or owner (or an admin key), or, for owners, not an owner */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not a member of the account */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has PATCH, DELETE) */
            405: {
                headers: {
                    /** @description PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        /** @description A new role and/or websites (null: all of the account's); owners and admins are never limited. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "viewer",
                 *       "websites": [
                 *         12,
                 *         15
                 *       ]
                 *     }
                 */
                "application/json": {
                    role?: string;
                    /** @description Ids of the account's websites: an editor or viewer sees only these; absent: all */
                    websites?: number[] | null;
                };
                /**
                 * @example {
                 *       "role": "viewer",
                 *       "websites": [
                 *         12,
                 *         15
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    role?: string;
                    /** @description Ids of the account's websites: an editor or viewer sees only these; absent: all */
                    websites?: number[] | null;
                };
            };
        };
        responses: {
            /** @description The member */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 8,
                     *           "email": "grace@example.com",
                     *           "name": "Grace"
                     *         },
                     *         "role": "editor",
                     *         "websites": [
                     *           12
                     *         ],
                     *         "two_factor": false,
                     *         "joined_at": "2026-11-27T10:20:30.000000Z",
                     *         "last_sign_in_at": null
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @description What the member may do in the account */
                            role: "owner" | "admin" | "editor" | "viewer";
                            websites: number[] | null;
                            two_factor: boolean;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            joined_at: string;
                            last_sign_in_at: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an admin or owner (or an admin key), or, for owners, not an owner */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not a member of the account */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has PATCH, DELETE) */
            405: {
                headers: {
                    /** @description PATCH, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: PATCH, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    setUpTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret, shown only now */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
                     *         "otpauth_url": "otpauth://totp/websites-api:ada%40example.com?issuer=websites-api&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
                     *         "qr_svg": "<svg …</svg>"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The shared secret in base32, for typing into an app by hand */
                            secret: string;
                            /** @description The otpauth:// URL an authenticator app reads */
                            otpauth_url: string;
                            /** @description That URL as a QR code, an SVG image */
                            qr_svg: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST, DELETE) */
            405: {
                headers: {
                    /** @description POST, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    turnOffTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user's password. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
                /**
                 * @example {
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description TOTP is off */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totp": false,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        totp: false;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST, DELETE) */
            405: {
                headers: {
                    /** @description POST, DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST, DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A current code of the authenticator app. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    /** @description A second factor's code, when the user has one */
                    code: string;
                };
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description A second factor's code, when the user has one */
                    code: string;
                };
            };
        };
        responses: {
            /** @description TOTP is on */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "recovery_codes": [
                     *           "k3x4g-vofni",
                     *           "wnypv-rqmxs",
                     *           "d4b8b-5a2ab",
                     *           "x2mfq-7hzpe",
                     *           "qq5ra-n3kdw",
                     *           "c7d7m-3zz2a",
                     *           "rtu4e-bbq6f",
                     *           "y6jvo-pl3xa",
                     *           "hh2zs-uk7wn",
                     *           "m5zq2-aa4re"
                     *         ]
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Shown only now; each signs in once in place of a TOTP code */
                            recovery_codes: string[];
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    renewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user's password. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
                /**
                 * @example {
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The new codes */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "recovery_codes": [
                     *           "k3x4g-vofni",
                     *           "wnypv-rqmxs",
                     *           "d4b8b-5a2ab",
                     *           "x2mfq-7hzpe",
                     *           "qq5ra-n3kdw",
                     *           "c7d7m-3zz2a",
                     *           "rtu4e-bbq6f",
                     *           "y6jvo-pl3xa",
                     *           "hh2zs-uk7wn",
                     *           "m5zq2-aa4re"
                     *         ]
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description Shown only now; each signs in once in place of a TOTP code */
                            recovery_codes: string[];
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "default",
                     *         "require_two_factor": true,
                     *         "max_websites": 5,
                     *         "website_count": 3,
                     *         "exclude_params": "utm_source",
                     *         "exclude_ips": "10.0.0.0/8"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description Members without TOTP or a passkey may use only their session and profile until they set one up */
                            require_two_factor: boolean;
                            /** @description The most websites the account may hold, set by the operator (`websites-api accounts set`); null: no limit */
                            max_websites: number | null;
                            /** @description The websites the account holds now */
                            website_count: number;
                            /** @description Query parameter names not tracked on any website of the account, in addition to each website's own (same format as a website's) */
                            exclude_params: string | null;
                            /** @description Addresses and ranges not tracked on any website of the account, in addition to each website's own (same format as a website's) */
                            exclude_ips: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A person signed in without a second factor, in an account that requires two: only their session and profile answer until they set one up */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This account requires two-factor authentication.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PATCH) */
            405: {
                headers: {
                    /** @description GET, HEAD, PATCH */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PATCH.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Owners only (`manage-account`). Only the fields sent change; an empty value clears an exclusion list. */
        requestBody: {
            content: {
                "application/json": {
                    require_two_factor?: boolean;
                    /** @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_ips?: string | null;
                };
                "application/x-www-form-urlencoded": {
                    require_two_factor?: boolean;
                    /** @description Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it */
                    exclude_ips?: string | null;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "default",
                     *         "require_two_factor": true,
                     *         "max_websites": 5,
                     *         "website_count": 3,
                     *         "exclude_params": "utm_source",
                     *         "exclude_ips": "10.0.0.0/8"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description Members without TOTP or a passkey may use only their session and profile until they set one up */
                            require_two_factor: boolean;
                            /** @description The most websites the account may hold, set by the operator (`websites-api accounts set`); null: no limit */
                            max_websites: number | null;
                            /** @description The websites the account holds now */
                            website_count: number;
                            /** @description Query parameter names not tracked on any website of the account, in addition to each website's own (same format as a website's) */
                            exclude_params: string | null;
                            /** @description Addresses and ranges not tracked on any website of the account, in addition to each website's own (same format as a website's) */
                            exclude_ips: string | null;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not an owner */
            403: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This action is unauthorized.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, PATCH) */
            405: {
                headers: {
                    /** @description GET, HEAD, PATCH */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, PATCH.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    passkeyCreationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creation options */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "rp": {
                     *           "name": "websites-api",
                     *           "id": "analytics.example.com"
                     *         },
                     *         "user": {
                     *           "id": "Nw",
                     *           "name": "ada@example.com",
                     *           "displayName": "Ada"
                     *         },
                     *         "challenge": "kCm5AukeL0bd0Ul_iqt0PbmW6mLEjmnWBlr3o0C3bjo",
                     *         "pubKeyCredParams": [
                     *           {
                     *             "alg": -8,
                     *             "type": "public-key"
                     *           },
                     *           {
                     *             "alg": -7,
                     *             "type": "public-key"
                     *           },
                     *           {
                     *             "alg": -257,
                     *             "type": "public-key"
                     *           }
                     *         ],
                     *         "timeout": 300000,
                     *         "attestation": "none",
                     *         "excludeCredentials": [],
                     *         "authenticatorSelection": {
                     *           "residentKey": "required",
                     *           "userVerification": "required",
                     *           "requireResidentKey": true
                     *         },
                     *         "extensions": {
                     *           "credProps": true
                     *         }
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        /** @description PublicKeyCredentialCreationOptionsJSON: what navigator.credentials.create() takes, once its base64url members are bytes */
                        data: {
                            rp: {
                                id: string;
                                name: string;
                            };
                            user: {
                                /** @description base64url, without padding */
                                id: string;
                                name: string;
                                displayName: string;
                            };
                            /** @description base64url; single use, valid 5 minutes; the answer carries it back */
                            challenge: string;
                            pubKeyCredParams: {
                                alg: number;
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            timeout?: number;
                            /** @description The person's passkeys already stored */
                            excludeCredentials?: {
                                /** @description base64url, without padding */
                                id: string;
                                /** @enum {string} */
                                type: "public-key";
                                transports?: string[];
                            }[];
                            authenticatorSelection?: {
                                residentKey?: string;
                                requireResidentKey?: boolean;
                                userVerification?: string;
                                authenticatorAttachment?: string;
                            };
                            attestation?: string;
                            extensions?: {
                                [key: string]: unknown;
                            };
                            hints?: string[];
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Passkeys */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "name": "Laptop",
                     *           "created_at": "2026-11-27T10:20:30.000000Z",
                     *           "last_used_at": null,
                     *           "backed_up": true,
                     *           "transports": [
                     *             "hybrid",
                     *             "internal"
                     *           ]
                     *         }
                     *       ],
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @description Given by the person when they added it */
                            name: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /** @description The last sign-in with it; null before the first */
                            last_used_at: string | null;
                            /** @description Whether its provider syncs it (a passkey that survives the loss of the device) */
                            backed_up: boolean;
                            /** @description How the browser reaches the authenticator (internal, hybrid, usb, nfc, ble), as it said */
                            transports: string[];
                        }[];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON only: the browser's answer to the creation options, and a name. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Laptop",
                 *       "credential": {
                 *         "id": "AQID",
                 *         "rawId": "AQID",
                 *         "type": "public-key",
                 *         "response": {
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiLi4uIn0",
                 *           "attestationObject": "o2NmbXRkbm9uZQ",
                 *           "transports": [
                 *             "internal"
                 *           ]
                 *         },
                 *         "clientExtensionResults": {}
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description What the person calls it ("Laptop", "Phone") */
                    name: string;
                    /** @description RegistrationResponseJSON: what navigator.credentials.create() gave, its bytes as base64url */
                    credential: {
                        /** @description base64url, without padding */
                        id: string;
                        /** @description base64url, without padding */
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            /** @description base64url, without padding */
                            clientDataJSON: string;
                            /** @description base64url, without padding */
                            attestationObject: string;
                            transports?: string[];
                        } & {
                            [key: string]: unknown;
                        };
                        authenticatorAttachment?: string | null;
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "name": "Laptop",
                     *         "created_at": "2026-11-27T10:20:30.000000Z",
                     *         "last_used_at": null,
                     *         "backed_up": true,
                     *         "transports": [
                     *           "hybrid",
                     *           "internal"
                     *         ]
                     *       },
                     *       "status": 201
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @description Given by the person when they added it */
                            name: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            created_at: string;
                            /** @description The last sign-in with it; null before the first */
                            last_used_at: string | null;
                            /** @description Whether its provider syncs it (a passkey that survives the loss of the device) */
                            backed_up: boolean;
                            /** @description How the browser reaches the authenticator (internal, hybrid, usb, nfc, ble), as it said */
                            transports: string[];
                        };
                        /** @enum {number} */
                        status: 201;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A key is no session: this answers for a session only */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET, HEAD, POST) */
            405: {
                headers: {
                    /** @description GET, HEAD, POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET, HEAD, POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "object": "passkey",
                     *       "deleted": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        object: "passkey";
                        /** @enum {boolean} */
                        deleted: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key or session */
            401: {
                headers: {
                    /** @description Bearer */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated.",
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not one of the person's passkeys, or a key */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has DELETE) */
            405: {
                headers: {
                    /** @description DELETE */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: DELETE.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too Many Attempts: the caller's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The token of the link `users reset-password` printed, and the new password. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "cmVzZXQ…",
                 *       "password": "a new long passphrase"
                 *     }
                 */
                "application/json": {
                    token: string;
                    /** @description 8-128 characters, not a common password, not the email */
                    password: string;
                };
                /**
                 * @example {
                 *       "token": "cmVzZXQ…",
                 *       "password": "a new long passphrase"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token: string;
                    /** @description 8-128 characters, not a common password, not the email */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is set */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reset": true,
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        reset: true;
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description The link is unknown, used or expired */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    previewInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The token of the link (the last part of /invitations/{token}). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Z3Jhc3Nob3BwZXI…"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
                /**
                 * @example {
                 *       "token": "Z3Jhc3Nob3BwZXI…"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "account": {
                     *           "id": 1,
                     *           "name": "default"
                     *         },
                     *         "role": "owner",
                     *         "email": null,
                     *         "expires_at": "2026-12-04T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The account it joins */
                            account: {
                                id: number;
                                name: string;
                            };
                            /** @description What the member may do in the account */
                            role: "owner" | "admin" | "editor" | "viewer";
                            email: string | null;
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description The invitation is unknown, used, revoked or expired */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The token of the link, with a name and a new password when no user has the invited email yet, or that user's password. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Z3Jhc3Nob3BwZXI…",
                 *       "name": "Grace Hopper",
                 *       "password": "a long passphrase"
                 *     }
                 */
                "application/json": {
                    token: string;
                    /** @description Only for an invitation made without one (the first owner's) */
                    email?: string;
                    name?: string;
                    /** @description 8-128 characters, not a common password, not the email */
                    password: string;
                    /** @description A second factor's code, when the user has one */
                    code?: string;
                };
                /**
                 * @example {
                 *       "token": "Z3Jhc3Nob3BwZXI…",
                 *       "name": "Grace Hopper",
                 *       "password": "a long passphrase"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token: string;
                    /** @description Only for an invitation made without one (the first owner's) */
                    email?: string;
                    name?: string;
                    /** @description 8-128 characters, not a common password, not the email */
                    password: string;
                    /** @description A second factor's code, when the user has one */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description A member now, and signed in */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                                two_factor: boolean;
                            };
                            /** @description The account the session acts in now */
                            account: {
                                id: number;
                                name: string;
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            };
                            /** @description What the session may do in its account now (its role's rights; no `create` while limited to some websites), sorted */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            /** @description Every account the user belongs to, by account id (only its own, for a session of single sign-on) */
                            memberships: {
                                account: {
                                    id: number;
                                    name: string;
                                };
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description The invitation is unknown, used, revoked or expired */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too many failed sign-ins for this email from this address, or from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    passkeyRequestOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request options */
            200: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "rpId": "analytics.example.com",
                     *         "challenge": "kCm5AukeL0bd0Ul_iqt0PbmW6mLEjmnWBlr3o0C3bjo",
                     *         "timeout": 300000,
                     *         "userVerification": "required"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        /** @description PublicKeyCredentialRequestOptionsJSON: what navigator.credentials.get() takes, once its base64url members are bytes */
                        data: {
                            rpId?: string;
                            /** @description base64url; single use, valid 5 minutes; the answer carries it back */
                            challenge: string;
                            timeout?: number;
                            allowCredentials?: {
                                /** @description base64url, without padding */
                                id: string;
                                /** @enum {string} */
                                type: "public-key";
                                transports?: string[];
                            }[];
                            userVerification?: string;
                            extensions?: {
                                [key: string]: unknown;
                            };
                            hints?: string[];
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too many failed sign-ins for this email from this address, or from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON only: the browser's answer to the request options. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "credential": {
                 *         "id": "AQID",
                 *         "rawId": "AQID",
                 *         "type": "public-key",
                 *         "response": {
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiLi4uIn0",
                 *           "authenticatorData": "SZYN5YgO",
                 *           "signature": "MEUCIQ",
                 *           "userHandle": "Nw"
                 *         },
                 *         "clientExtensionResults": {}
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description AuthenticationResponseJSON: what navigator.credentials.get() gave, its bytes as base64url */
                    credential: {
                        /** @description base64url, without padding */
                        id: string;
                        /** @description base64url, without padding */
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            /** @description base64url, without padding */
                            clientDataJSON: string;
                            /** @description base64url, without padding */
                            authenticatorData: string;
                            /** @description base64url, without padding */
                            signature: string;
                            /** @description base64url, without padding */
                            userHandle?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        authenticatorAttachment?: string | null;
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description wa_session=…; Path=/; HttpOnly; SameSite=Lax (and Secure over HTTPS): the session, 30 days at most */
                    "Set-Cookie"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 7,
                     *           "email": "ada@example.com",
                     *           "name": "Ada",
                     *           "two_factor": true
                     *         },
                     *         "account": {
                     *           "id": 1,
                     *           "name": "default",
                     *           "role": "owner",
                     *           "websites": null
                     *         },
                     *         "rights": [
                     *           "read",
                     *           "write",
                     *           "create",
                     *           "own-keys",
                     *           "read-keys",
                     *           "manage-keys",
                     *           "manage-webhooks",
                     *           "manage-members",
                     *           "manage-owners",
                     *           "manage-account"
                     *         ],
                     *         "memberships": [
                     *           {
                     *             "account": {
                     *               "id": 1,
                     *               "name": "default"
                     *             },
                     *             "role": "owner",
                     *             "websites": null
                     *           }
                     *         ],
                     *         "expires_at": "2026-12-27T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                                two_factor: boolean;
                            };
                            /** @description The account the session acts in now */
                            account: {
                                id: number;
                                name: string;
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            };
                            /** @description What the session may do in its account now (its role's rights; no `create` while limited to some websites), sorted */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            /** @description Every account the user belongs to, by account id (only its own, for a session of single sign-on) */
                            memberships: {
                                account: {
                                    id: number;
                                    name: string;
                                };
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too many failed sign-ins for this email from this address, or from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    startSingleSignOn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's authorization endpoint, or to the dashboard with `sign_in_error` */
            302: {
                headers: {
                    /** @description Where the browser goes next */
                    Location?: string;
                    /** @description wa_oidc=…; Path=/; Max-Age=600; HttpOnly; SameSite=Lax */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Single sign-on is not configured (OIDC_ISSUER and the other OIDC_ settings) */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET) */
            405: {
                headers: {
                    /** @description GET */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    finishSingleSignOn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the dashboard, signed in, asked for the second step, or with `sign_in_error` */
            302: {
                headers: {
                    /** @description Where the browser goes next */
                    Location?: string;
                    /** @description wa_session=… (as POST /session's) when signed in; wa_oidc cleared, or the pending sign-in's */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Single sign-on is not configured (OIDC_ISSUER and the other OIDC_ settings) */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has GET) */
            405: {
                headers: {
                    /** @description GET */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: GET.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    finishSingleSignOnSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON or form: a `code`, or (JSON) a passkey's `credential` answering `POST /session/passkey/options`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "492039"
                 *     }
                 */
                "application/json": {
                    /** @description A code of the person's authenticator app, or a recovery code */
                    code?: string;
                    /** @description AuthenticationResponseJSON: what navigator.credentials.get() gave, its bytes as base64url */
                    credential?: {
                        /** @description base64url, without padding */
                        id: string;
                        /** @description base64url, without padding */
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            /** @description base64url, without padding */
                            clientDataJSON: string;
                            /** @description base64url, without padding */
                            authenticatorData: string;
                            /** @description base64url, without padding */
                            signature: string;
                            /** @description base64url, without padding */
                            userHandle?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        authenticatorAttachment?: string | null;
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                    };
                };
                /**
                 * @example {
                 *       "code": "492039"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description A code of the person's authenticator app, or a recovery code */
                    code?: string;
                    /** @description AuthenticationResponseJSON: what navigator.credentials.get() gave, its bytes as base64url */
                    credential?: {
                        /** @description base64url, without padding */
                        id: string;
                        /** @description base64url, without padding */
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            /** @description base64url, without padding */
                            clientDataJSON: string;
                            /** @description base64url, without padding */
                            authenticatorData: string;
                            /** @description base64url, without padding */
                            signature: string;
                            /** @description base64url, without padding */
                            userHandle?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        authenticatorAttachment?: string | null;
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description wa_session=… as POST /session's; wa_oidc cleared */
                    "Set-Cookie"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 7,
                     *           "email": "ada@example.com",
                     *           "name": "Ada",
                     *           "two_factor": false
                     *         },
                     *         "account": {
                     *           "id": 1,
                     *           "name": "default",
                     *           "role": "owner",
                     *           "websites": null
                     *         },
                     *         "rights": [
                     *           "read",
                     *           "write",
                     *           "create",
                     *           "own-keys",
                     *           "read-keys",
                     *           "manage-keys",
                     *           "manage-webhooks",
                     *           "manage-members",
                     *           "manage-owners",
                     *           "manage-account"
                     *         ],
                     *         "memberships": [
                     *           {
                     *             "account": {
                     *               "id": 1,
                     *               "name": "default"
                     *             },
                     *             "role": "owner",
                     *             "websites": null
                     *           },
                     *           {
                     *             "account": {
                     *               "id": 2,
                     *               "name": "acme"
                     *             },
                     *             "role": "viewer",
                     *             "websites": [
                     *               12
                     *             ]
                     *           }
                     *         ],
                     *         "expires_at": "2026-12-27T10:20:30.000000Z"
                     *       },
                     *       "status": 200
                     *     }
                     */
                    "application/json": {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                name: string;
                                two_factor: boolean;
                            };
                            /** @description The account the session acts in now */
                            account: {
                                id: number;
                                name: string;
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            };
                            /** @description What the session may do in its account now (its role's rights; no `create` while limited to some websites), sorted */
                            rights: ("read" | "write" | "create" | "own-keys" | "read-keys" | "manage-keys" | "manage-webhooks" | "manage-members" | "manage-owners" | "manage-account")[];
                            /** @description Every account the user belongs to, by account id (only its own, for a session of single sign-on) */
                            memberships: {
                                account: {
                                    id: number;
                                    name: string;
                                };
                                /** @description What the member may do in the account */
                                role: "owner" | "admin" | "editor" | "viewer";
                                websites: number[] | null;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO-8601 UTC with six fraction digits
                             * @example 2026-11-22T10:20:30.000000Z
                             */
                            expires_at: string;
                        };
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Cross-site request refused: a write with a session cookie whose Origin is not the service's own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cross-site request refused.",
                     *       "status": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description No pending sign-in (unknown, used or expired), or single sign-on is not configured */
            404: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Resource not found.",
                     *       "status": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description A method this path does not have (it has POST) */
            405: {
                headers: {
                    /** @description POST */
                    Allow?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The TRACE method is not supported for this route. Supported methods: POST.",
                     *       "status": 405
                     *     }
                     */
                    "application/json": components["schemas"]["Error405"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields */
            413: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content Too Large.",
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unsupported Media Type.",
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Unprocessable Content: every failing field at once */
            422: {
                headers: {
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": {
                     *         "domain": [
                     *           "The domain field is required."
                     *         ],
                     *         "privacy": [
                     *           "The privacy field must be between 0 and 2."
                     *         ]
                     *       },
                     *       "status": 422
                     *     }
                     */
                    "application/json": {
                        /** @description Every failing field, one message each */
                        message: {
                            [key: string]: string[];
                        };
                        /** @enum {number} */
                        status: 422;
                    };
                };
            };
            /** @description Too many failed sign-ins for this email from this address, or from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts.",
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: string;
                    /** @description Requests per key per 60-second window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in the key's current window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description The same quota as an IETF field: "key";q=LIMIT;w=60 */
                    "RateLimit-Policy"?: string;
                    /** @description The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service Unavailable.",
                     *       "status": 503
                     *     }
                     */
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process serves HTTP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requests can be served */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description An invalid Host header (not host[:port]), or a request the HTTP parser refuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid Host header.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The request headers did not arrive within 10 seconds */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Timeout.",
                     *       "status": 408
                     *     }
                     */
                    "application/json": components["schemas"]["Error408"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request Header Fields Too Large.",
                     *       "status": 431
                     *     }
                     */
                    "application/json": components["schemas"]["Error431"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description Not ready: the database does not answer, or the process is stopping */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {number} */
                        status: 503;
                    };
                };
            };
        };
    };
}
