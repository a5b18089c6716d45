// Generated from WEBSITE_FIELDS (src/websites/websites.schemas.ts) by scripts/generate-client.ts.
// Do not edit: `npm run build` rewrites it. Its types and checks are in field-types.ts.
import type { FieldsMeta } from './field-types.js'

/** Each website field, in the order the service defines them (and lists a 422's fields). */
export const WEBSITE_FIELDS = {
  domain: { name: "domain", label: "Domain", description: "Stored canonical: lowercase, no scheme, no `www.`, IDN in punycode. Set on create only", kind: "text", createOnly: true, requiredOnCreate: true, nullable: false, listed: true },
  privacy: { name: "privacy", label: "Privacy", description: "0 public, 1 private, 2 password-protected", kind: "choice", choices: [{ value: 0, name: "public", label: "Public" }, { value: 1, name: "private", label: "Private" }, { value: 2, name: "password", label: "Password" }], default: 1, createOnly: false, requiredOnCreate: false, nullable: false, listed: true },
  email: { name: "email", label: "Email reports", description: "Periodic email reports", kind: "flag", choices: [{ value: 0, name: "off", label: "Off" }, { value: 1, name: "on", label: "On" }], default: 0, createOnly: false, requiredOnCreate: false, nullable: false, listed: true },
  password: { name: "password", label: "Password", description: "Needed when privacy is 2 and none is stored; never returned", kind: "secret", default: null, createOnly: false, requiredOnCreate: false, nullable: true, listed: false },
  exclude_bots: { name: "exclude_bots", label: "Exclude bots", description: "Do not track common bots", kind: "flag", choices: [{ value: 0, name: "counted", label: "Counted" }, { value: 1, name: "excluded", label: "Excluded" }], default: 1, createOnly: false, requiredOnCreate: false, nullable: false, listed: true },
  exclude_params: { name: "exclude_params", label: "Excluded parameters", description: "Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it", kind: "lines", default: null, createOnly: false, requiredOnCreate: false, nullable: true, listed: false },
  exclude_ips: { name: "exclude_ips", label: "Excluded IPs", description: "IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it", kind: "lines", default: null, createOnly: false, requiredOnCreate: false, nullable: true, listed: false },
} as const satisfies FieldsMeta
