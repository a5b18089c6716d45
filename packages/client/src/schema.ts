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
    "/api/v1/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the calling key
         * @description What the key may do: its account, whether it is read-only, the websites it is limited to, and when it expires. Never the key itself.
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
            /** @description Missing, malformed, unknown, revoked or expired key */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts: the key's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
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
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
            /** @description Malformed request body */
            400: {
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
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
            /** @description Too Many Attempts: the key's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
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
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
            /** @description Missing, malformed, unknown, revoked or expired key */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts: the key's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
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
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
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
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
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
            /** @description Malformed request body */
            400: {
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
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
            /** @description Too Many Attempts: the key's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
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
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
            /** @description Malformed request body */
            400: {
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
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts: the key's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
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
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
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
                    /** @description Query parameter names not tracked, one per line (at most 1000); `&` means all */
                    exclude_params?: string | null;
                    /** @description IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000) */
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
            /** @description Malformed request body */
            400: {
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
                     *       "message": "Malformed request body.",
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired key */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content Too Large */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
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
            /** @description Too Many Attempts: the key's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
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
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
                     *         "prefix": "wak_Kvr",
                     *         "read_only": true,
                     *         "websites": [
                     *           12,
                     *           15
                     *         ],
                     *         "expires_at": "2027-01-01T00:00:00.000000Z",
                     *         "created_at": "2026-11-22T10:20:30.000000Z",
                     *         "last_used_at": "2026-11-23T08:00:00.000000Z"
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
            /** @description Missing, malformed, unknown, revoked or expired key */
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
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Attempts: the key's quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only) */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server Error */
            500: {
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
                     *       "message": "Server Error.",
                     *       "status": 500
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
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
