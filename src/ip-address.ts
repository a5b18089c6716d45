// IP addresses parsed as what they say. ipaddr.js (2.5) reads `::a.b.c.d`, an IPv4-compatible address
// (`::/96`, deprecated by RFC 4291), as the IPv4-mapped `::ffff:a.b.c.d`: another range, which a webhook
// check or an `exclude_ips` entry must not confuse with it. A dotted IPv4 tail is therefore written as
// its two hex groups before ipaddr.js reads the text; every other spelling it reads correctly.
import ipaddr from 'ipaddr.js'

const DOTTED_TAIL = /:(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(%.*)?$/

/** The text with an IPv6 address's dotted IPv4 tail as hex groups (`::10.0.0.5` → `::a00:5`); any other text as is. */
function withHexTail(text: string): string {
  return text.replace(DOTTED_TAIL, (tail, a: string, b: string, c: string, d: string, zone = '') => {
    const bytes = [a, b, c, d].map(Number)
    // Left as it is when not four decimal bytes: ipaddr.js then refuses it as it would have.
    if (bytes.some((byte) => byte > 255)) return tail
    const group = (high: number, low: number) => ((high << 8) | low).toString(16)
    return `:${group(bytes[0]!, bytes[1]!)}:${group(bytes[2]!, bytes[3]!)}${zone}`
  })
}

export const isValidIpAddress = (text: string): boolean => ipaddr.isValid(text.includes(':') ? withHexTail(text) : text)
export const parseIpAddress = (text: string): ipaddr.IPv4 | ipaddr.IPv6 => ipaddr.parse(text.includes(':') ? withHexTail(text) : text)
export const isValidIpv6 = (text: string): boolean => ipaddr.IPv6.isValid(withHexTail(text))
export const parseIpv6 = (text: string): ipaddr.IPv6 => ipaddr.IPv6.parse(withHexTail(text))
/** An IPv6 range's network address (`::10.0.0.1/104` → `::a00:0`). */
export const ipv6NetworkOf = (cidr: string): ipaddr.IPv6 => ipaddr.IPv6.networkAddressFromCIDR(withHexTail(cidr.split('/')[0]!) + cidr.slice(cidr.indexOf('/')))
/** A range `address/prefix` as ipaddr.js's pair. */
export const parseIpRange = (cidr: string): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
  const slash = cidr.indexOf('/')
  return ipaddr.parseCIDR((cidr.includes(':') ? withHexTail(cidr.slice(0, slash)) : cidr.slice(0, slash)) + cidr.slice(slash))
}

/** Whether an IPv6 address is IPv4-compatible (`::/96`, `::` and `::1` included): never a public address. */
export const isIpv4Compatible = (address: ipaddr.IPv6): boolean => address.parts.slice(0, 6).every((part) => part === 0)
