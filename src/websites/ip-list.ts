// IP addresses and CIDR ranges, v4 and v6, in one canonical spelling so that equal ranges compare equal.
import ipaddr from 'ipaddr.js'
import { canonicalLineList, type ListResult } from './line-list.js'

// Four decimal parts without leading zeros: "010.0.0.1" (octal to some parsers) and "127.1" are refused.
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const PREFIX = /^(?:0|[1-9]\d{0,2})$/

export function canonicalIp(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/')
  if (rest.length > 0 || (prefix !== undefined && !PREFIX.test(prefix))) return null
  if (IPV4.test(address)) {
    if (prefix === undefined) return address
    if (Number(prefix) > 32) return null
    return `${ipaddr.IPv4.networkAddressFromCIDR(entry).toString()}/${prefix}`
  }
  // A zone id (fe80::1%eth0) names an interface of one machine: meaningless in a site's settings.
  if (address.includes('%') || !ipaddr.IPv6.isValid(address)) return null
  if (prefix === undefined) return formatIpv6(ipaddr.IPv6.parse(address))
  if (Number(prefix) > 128) return null
  return `${formatIpv6(ipaddr.IPv6.networkAddressFromCIDR(entry))}/${prefix}`
}

/** RFC 5952: compressed and lowercase; an IPv4-mapped address keeps its dotted tail. */
function formatIpv6(address: ipaddr.IPv6): string {
  return address.isIPv4MappedAddress() ? `::ffff:${address.toIPv4Address().toString()}` : address.toRFC5952String()
}

export const canonicalIpList = (input: string): ListResult => canonicalLineList(input, canonicalIp)
