// IP addresses and CIDR ranges, v4 and v6, in one canonical spelling so that equal ranges compare equal.
import { isIPv6 } from 'node:net'
import ipaddr from 'ipaddr.js'
import { ipv6NetworkOf, isValidIpv6, parseIpv6 } from '../ip-address.js'
import { canonicalLineList, type ListResult } from './line-list.js'

// Four decimal parts without leading zeros: "010.0.0.1" (octal to some parsers) and "127.1" are refused.
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const PREFIX = /^(?:0|[1-9]\d{0,2})$/

/** Whether an entry is an address or a range, without building its canonical form (Node's own parser). */
export function isValidIp(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  if (rest.length > 0 || (prefix !== undefined && !PREFIX.test(prefix))) return false
  if (IPV4.test(address)) return prefix === undefined || Number(prefix) <= 32
  // A zone id (fe80::1%eth0) names an interface of one machine: meaningless in a site's settings.
  return isIPv6(address) && !address.includes('%') && (prefix === undefined || Number(prefix) <= 128)
}

export function canonicalIp(entry: string): string | null {
  if (!isValidIp(entry)) return null
  const [address = '', prefix] = entry.split('/')
  if (IPV4.test(address)) return prefix === undefined ? address : `${ipaddr.IPv4.networkAddressFromCIDR(entry).toString()}/${prefix}`
  if (!isValidIpv6(address)) return null
  if (prefix === undefined) return formatIpv6(parseIpv6(address))
  return `${formatIpv6(ipv6NetworkOf(entry))}/${prefix}`
}

/** RFC 5952: compressed and lowercase; an IPv4-mapped address keeps its dotted tail, an IPv4-compatible one is hex (`::a00:5`). */
function formatIpv6(address: ipaddr.IPv6): string {
  return address.isIPv4MappedAddress() ? `::ffff:${address.toIPv4Address().toString()}` : address.toRFC5952String()
}

export const canonicalIpList = (input: string): ListResult => canonicalLineList(input, canonicalIp, isValidIp)
