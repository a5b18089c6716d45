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
        /** List your websites */
        get: operations["listWebsites"];
        put?: never;
        /** Create a website */
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
        /** Read a website */
        get: operations["getWebsite"];
        /** Update a website (only the fields sent change; PUT and PATCH are the same) */
        put: operations["replaceWebsite"];
        post?: never;
        /** Delete a website */
        delete: operations["deleteWebsite"];
        options?: never;
        head?: never;
        /** Update a website (only the fields sent change; PUT and PATCH are the same) */
        patch: operations["updateWebsite"];
        trace?: never;
    };
    "/api/v1/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Describe the calling key */
        get: operations["getKey"];
        put?: never;
        post?: never;
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
            /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
            exclude_params: string | null;
            /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
            exclude_ips: string | null;
            /**
             * @description ISO-8601 UTC with six fraction digits
             * @example 2026-11-22T10:20:30.000000Z
             */
            created_at: string;
            /**
             * @description ISO-8601 UTC with six fraction digits
             * @example 2026-11-22T10:20:30.000000Z
             */
            updated_at: string;
        };
        Error: {
            message: string;
            status: number;
        };
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
                /** @description Case-insensitive substring of the domain; `%` and `_` match themselves */
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
            /** @description Default Response */
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
            /** @description Malformed request body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Known path, wrong method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                     * @description Query parameter names not tracked, one per line (at most 1000); `&` means all
                     * @default null
                     */
                    exclude_params?: string | null;
                    /**
                     * @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000)
                     * @default null
                     */
                    exclude_ips?: string | null;
                };
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
                     * @description Query parameter names not tracked, one per line (at most 1000); `&` means all
                     * @default null
                     */
                    exclude_params?: string | null;
                    /**
                     * @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000)
                     * @default null
                     */
                    exclude_ips?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
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
                    "application/json": {
                        data: components["schemas"]["Website"];
                        /** @enum {number} */
                        status: 201;
                    };
                };
            };
            /** @description Malformed request body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Known path, wrong method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this idempotency key is still in progress (see Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            /** @description Too Many Attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 304 when one names the current website (weak comparison) */
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
            /** @description Default Response */
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
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Known path, wrong method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replaceWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 412 unless one names the current website (strong comparison) */
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
                "application/json": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
                    exclude_ips?: string | null;
                };
                "application/x-www-form-urlencoded": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
                    exclude_ips?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
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
                    "application/json": {
                        data: components["schemas"]["Website"];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Known path, wrong method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this idempotency key is still in progress (see Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Precondition Failed: no ETag in If-Match names the current website */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            /** @description Too Many Attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 412 unless one names the current website (strong comparison) */
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
            /** @description Default Response */
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
            /** @description Malformed request body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Known path, wrong method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Precondition Failed: no ETag in If-Match names the current website */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebsite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags (or *): 412 unless one names the current website (strong comparison) */
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
                "application/json": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
                    exclude_ips?: string | null;
                };
                "application/x-www-form-urlencoded": {
                    /** @description 0 public, 1 private, 2 password-protected */
                    privacy?: number;
                    /** @description Periodic email reports */
                    email?: number;
                    /** @description Needed when privacy is 2 and none is stored; never returned */
                    password?: string | null;
                    /** @description Do not track common bots */
                    exclude_bots?: number;
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
                    exclude_ips?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
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
                    "application/json": {
                        data: components["schemas"]["Website"];
                        /** @enum {number} */
                        status: 200;
                    };
                };
            };
            /** @description Malformed request body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Known path, wrong method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this idempotency key is still in progress (see Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Precondition Failed: no ETag in If-Match names the current website */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            /** @description Too Many Attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Default Response */
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
                            id: number;
                            name: string | null;
                            account: string;
                            /** @description The first characters of the key, to recognise it by */
                            prefix: string;
                            /** @description Writes are 403 */
                            read_only: boolean;
                            websites: number[] | null;
                            expires_at: string | null;
                            /**
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
            /** @description Malformed request body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This key may not do this (read-only, or limited to some websites) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, someone else's id, or an id that is not canonical */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Known path, wrong method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Storage unavailable, or too many password hashes waiting (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Default Response */
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
            /** @description Default Response */
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
            /** @description Default Response */
            503: {
                headers: {
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
