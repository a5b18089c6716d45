// Whether a visitor's address lies inside one of a website's `exclude_ips` entries. The stored list is
// canonical (ip-list.ts), so it is compiled once into numbers and masks; a check is then a few integer
// comparisons per entry, with no parsing (1,000 entries in a few microseconds).
import type ipaddr from 'ipaddr.js'
import { parseIpAddress, parseIpRange } from '../../ip-address.js'

/** One entry as 32-bit words (1 for IPv4, 4 for IPv6) of its network and mask, with its stored text. */
interface Range {
  entry: string
  words: Uint32Array
  masks: Uint32Array
}

export interface AddressMatcher {
  /** The first entry, as stored, that holds `ip` (a valid address), or null. */
  firstEntryHolding(ip: string): string | null
}

const maskWords = (prefix: number, count: number) =>
  Uint32Array.from({ length: count }, (_, i) => {
    const bits = Math.max(0, Math.min(32, prefix - i * 32))
    return bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0
  })

function wordsOf(address: ipaddr.IPv4 | ipaddr.IPv6): Uint32Array {
  const bytes = address.toByteArray()
  return Uint32Array.from({ length: bytes.length / 4 }, (_, i) =>
    ((bytes[i * 4]! << 24) | (bytes[i * 4 + 1]! << 16) | (bytes[i * 4 + 2]! << 8) | bytes[i * 4 + 3]!) >>> 0)
}

/**
 * An address as the contract judges it: an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is its IPv4
 * address. The same holds for an entry inside `::ffff:0:0/96`, so that `::ffff:10.0.0.0/104` and
 * `10.0.0.0/8` say the same; other IPv6 entries (even `::/0`, and IPv4-compatible ones in `::/96`) hold
 * IPv6 visitors only.
 */
function asJudged(address: ipaddr.IPv4 | ipaddr.IPv6, prefix: number): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    return [(address as ipaddr.IPv6).toIPv4Address(), prefix - 96]
  }
  return [address, prefix]
}

function rangeOf(entry: string): Range {
  const [address, prefix] = entry.includes('/') ? parseIpRange(entry) : [parseIpAddress(entry), entry.includes(':') ? 128 : 32]
  const [judged, bits] = asJudged(address, prefix)
  const masks = maskWords(bits, judged.kind() === 'ipv4' ? 1 : 4)
  const words = wordsOf(judged).map((word, i) => (word & masks[i]!) >>> 0)
  return { entry, words, masks }
}

/** The stored `exclude_ips` (canonical, LF-separated) compiled for checks. */
export function compileAddresses(excludeIps: string | null): AddressMatcher {
  const ranges = excludeIps === null ? [] : excludeIps.split('\n').map(rangeOf)
  return {
    firstEntryHolding(ip) {
      const [address] = asJudged(parseIpAddress(ip), ip.includes(':') ? 128 : 32)
      const words = wordsOf(address)
      for (const { entry, words: network, masks } of ranges) {
        if (network.length !== words.length) continue
        let inside = true
        for (let i = 0; i < words.length && inside; i++) inside = ((words[i]! & masks[i]!) >>> 0) === network[i]
        if (inside) return entry
      }
      return null
    },
  }
}
