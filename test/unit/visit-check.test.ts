// The visit check's pure rules: bots from real user agents, addresses against canonical lists, the URL
// as recorded (byte for byte, with properties over generated URLs), the compiled-settings cache, and the
// check's field validation.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { compileValidator } from '../../src/validation.js'
import { VisitQuery } from '../../src/websites/visit-check.schemas.js'
import { compileAddresses } from '../../src/websites/visit-check/address-matcher.js'
import { botEntry } from '../../src/websites/visit-check/bots.js'
import { excludedParamsOf, isValidVisitUrl, recordedUrl } from '../../src/websites/visit-check/recorded-url.js'
import { createSettingsCache } from '../../src/websites/visit-check/settings-cache.js'
import { judgeVisit } from '../../src/websites/visit-check/verdict.js'

/** Real user agents, as their makers publish them or as the tools send them. */
const BOTS: [string, string][] = [
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot'],
  ['Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.139 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot'],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36', 'bingbot'],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', 'GPTBot'],
  // Whole user agents isbot matches as one shape: the bot's own product token, never Mozilla.
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'bingbot'],
  ['Mozilla/5.0 (compatible; bingbot/2.0)', 'bingbot'],
  ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', 'YandexBot'],
  ['Mozilla/5.0 (compatible; YandexBot/3.0)', 'YandexBot'],
  ['YandexBot/3.0', 'YandexBot'],
  ['curl/8.5.0', 'curl'],
  ['python-requests/2.32.3', 'python-requests'],
  ['Go-http-client/2.0', 'Go-http-client'],
  ['Java/17.0.2', 'Java'],
  ['Apache-HttpClient/4.5.14 (Java/17.0.2)', 'Apache-HttpClient'],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36', 'HeadlessChrome'],
]
const PEOPLE = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
]

describe('bots', () => {
  it('when a crawler, an HTTP library or a headless browser visits, then the product token it sits in is named', () => {
    for (const [userAgent, entry] of BOTS) {
      assert.equal(botEntry(userAgent), entry, userAgent)
      assert.ok(userAgent.includes(entry), 'a part of the user agent exactly as sent')
    }
  })

  it('when an ordinary browser visits, on desktop or mobile, then it is no bot', () => {
    for (const userAgent of PEOPLE) assert.equal(botEntry(userAgent), null, userAgent)
  })
})

describe('addresses', () => {
  const list = compileAddresses('10.0.0.0/8\n203.0.113.7\n2001:db8::/32\n::ffff:192.0.2.0/120\n0.0.0.0/0')
  const fresh = compileAddresses('198.51.100.0/24\n2001:db8::1')

  it('when an address is inside entries, then the first entry as stored is named', () => {
    assert.equal(list.firstEntryHolding('10.255.0.1'), '10.0.0.0/8')
    assert.equal(list.firstEntryHolding('203.0.113.7'), '203.0.113.7')
    assert.equal(list.firstEntryHolding('203.0.113.8'), '0.0.0.0/0')
    assert.equal(list.firstEntryHolding('2001:DB8:0:1::9'), '2001:db8::/32')
    assert.equal(fresh.firstEntryHolding('2001:db8::1'), '2001:db8::1')
  })

  it('when an address is outside every entry, then none is named; IPv6 never matches IPv4 entries', () => {
    assert.equal(fresh.firstEntryHolding('198.51.101.0'), null)
    assert.equal(fresh.firstEntryHolding('2001:db8::2'), null)
    assert.equal(compileAddresses('0.0.0.0/0').firstEntryHolding('2001:db8::1'), null)
    assert.equal(compileAddresses(null).firstEntryHolding('10.0.0.1'), null)
  })

  it('when an address is IPv4-mapped IPv6, then it is judged as its IPv4 address, and so are mapped entries', () => {
    assert.equal(fresh.firstEntryHolding('::ffff:198.51.100.20'), '198.51.100.0/24')
    assert.equal(compileAddresses('::ffff:192.0.2.0/120').firstEntryHolding('192.0.2.200'), '::ffff:192.0.2.0/120')
    assert.equal(compileAddresses('::/0').firstEntryHolding('::ffff:10.0.0.1'), null)
  })

  it('when an address is IPv4-compatible (::/96), then it is an IPv6 address whatever its spelling, never its IPv4 one', () => {
    const compatible = compileAddresses('::a00:0/104')
    assert.equal(compatible.firstEntryHolding('::10.0.0.5'), '::a00:0/104')
    assert.equal(compatible.firstEntryHolding('::a00:5'), '::a00:0/104')
    assert.equal(compatible.firstEntryHolding('10.0.0.5'), null)
    assert.equal(compileAddresses('10.0.0.0/8').firstEntryHolding('::10.0.0.5'), null)
    assert.equal(compileAddresses('::102:304').firstEntryHolding('::1.2.3.4'), '::102:304')
  })

  it('when compared with ipaddr.js over generated addresses and ranges, then the answers agree', async () => {
    const { default: ipaddr } = await import('ipaddr.js')
    fc.assert(fc.property(fc.ipV4(), fc.ipV4(), fc.integer({ min: 0, max: 32 }), (address, network, prefix) => {
      const range = ipaddr.IPv4.networkAddressFromCIDR(`${network}/${prefix}`).toString() + `/${prefix}`
      const inside = ipaddr.parse(address).match(ipaddr.parseCIDR(range))
      assert.equal(compileAddresses(range).firstEntryHolding(address), inside ? range : null)
    }), { numRuns: 2000 })
  })
})

describe('the URL as recorded', () => {
  const params = excludedParamsOf('utm_source\nfbclid')

  it('when listed parameters are present, then only they go, everything else byte for byte', () => {
    const cases: [string, string][] = [
      ['https://e.example/p?utm_source=x&plan=pro#faq', 'https://e.example/p?plan=pro#faq'],
      ['https://e.example/p?b=%20&utm_source=1&a=2&fbclid', 'https://e.example/p?b=%20&a=2'],
      ['https://e.example/p?utm_source=1&fbclid=2#f?utm_source=3', 'https://e.example/p#f?utm_source=3'],
      ['https://e.example/p?a=1&&utm_source=2', 'https://e.example/p?a=1&'],
      ['https://e.example/p?utm_source', 'https://e.example/p'],
      ['https://e.example/p?utm%5Fsource=1&UTM_SOURCE=2', 'https://e.example/p?utm%5Fsource=1&UTM_SOURCE=2'],
    ]
    for (const [url, recorded] of cases) assert.equal(recordedUrl(url, params), recorded, url)
  })

  it('when the list holds &, then the whole query goes with its ?, and the fragment stays', () => {
    assert.equal(recordedUrl('https://e.example/p?a=1&b=2#x', excludedParamsOf('utm_source\n&')), 'https://e.example/p#x')
    assert.equal(recordedUrl('https://e.example/p#x?a', 'all'), 'https://e.example/p#x?a')
  })

  const pchar = fc.constantFrom(...'abcXYZ019-._~!$\'()*+,;:@/?'.split(''), '%20', '%3D', '%41', '%e9')
  const text = fc.array(pchar, { maxLength: 8 }).map((parts) => parts.join(''))
  const name = fc.oneof(fc.constantFrom('utm_source', 'fbclid', 'a', 'utm%5Fsource', 'UTM_SOURCE', ''), text.filter((t) => !/[=&#]/.test(t)))
  const url = fc.record({
    path: text.map((t) => t.replace(/\?/g, '')),
    query: fc.option(fc.array(fc.tuple(name, fc.option(text)).map(([n, v]) => (v === null ? n : `${n}=${v}`)), { maxLength: 6 }).map((p) => p.join('&'))),
    fragment: fc.option(text),
  }).map(({ path, query, fragment }) => `https://e.example/${path}${query === null ? '' : `?${query}`}${fragment === null ? '' : `#${fragment}`}`)
  const lists = fc.constantFrom(params, excludedParamsOf('a'), excludedParamsOf('&'), excludedParamsOf(null))

  it('when a URL holds no listed parameter, then it comes back unchanged', () => {
    fc.assert(fc.property(url, (input) => {
      assert.equal(recordedUrl(input, excludedParamsOf('never_there\nnor_this')), input)
      assert.equal(recordedUrl(input, excludedParamsOf(null)), input)
    }), { numRuns: 1000 })
  })

  it('when parameters are removed, then removing again changes nothing, and every URL stays valid', () => {
    fc.assert(fc.property(url, lists, (input, excluded) => {
      const once = recordedUrl(input, excluded)
      assert.equal(recordedUrl(once, excluded), once)
      assert.ok(isValidVisitUrl(input) && isValidVisitUrl(once), input)
    }), { numRuns: 1000 })
  })

  it('when a URL is judged, then only absolute http(s) RFC 3986 URIs with a host, of at most 2,048 characters, pass', () => {
    for (const good of ['http://e.example', 'HTTPS://user:pw@e.example:8080/a/b;c?d=e/f?g#h', 'https://[2001:db8::1]/', 'https://192.0.2.1/%C3%A9']) {
      assert.ok(isValidVisitUrl(good), good)
    }
    assert.ok(isValidVisitUrl(`https://e.example/${'a'.repeat(2048 - 18)}`))
    for (const bad of ['/relative', 'e.example/p', 'javascript:alert(1)', 'ftp://e.example/', 'https:e.example', 'https:///p', 'https://',
      'https://e.example/a b', 'https://e.example/\u0007', 'https://e.example/é', 'https://e.example/%zz', 'https://[::g]/', 'https://e.example/?a[]=1',
      `https://e.example/${'a'.repeat(2049 - 18)}`]) {
      assert.equal(isValidVisitUrl(bad), false, bad)
    }
  })
})

describe('the verdict and its compiled settings', () => {
  const website = { id: 7, version: 1, exclude_bots: 1, exclude_ips: '203.0.113.0/24', exclude_params: 'utm_source' }

  it('when a bot visits from an excluded address, then both reasons come in order; the URL is never a reason', () => {
    const settings = createSettingsCache().settingsOf(website)
    assert.deepEqual(judgeVisit(settings, { ip: '203.0.113.9', user_agent: 'curl/8.5.0', url: 'https://e.example/?utm_source=x' }), {
      tracked: false, reasons: [{ setting: 'exclude_bots', entry: 'curl' }, { setting: 'exclude_ips', entry: '203.0.113.0/24' }], url: 'https://e.example/',
    })
    const off = createSettingsCache().settingsOf({ ...website, exclude_bots: 0 })
    assert.deepEqual(judgeVisit(off, { user_agent: 'curl/8.5.0' }), { tracked: true, reasons: [], url: null })
  })

  it('when the cache is full, then the least recently used version goes; a new version compiles anew', () => {
    const cache = createSettingsCache(2)
    const first = cache.settingsOf(website)
    cache.settingsOf({ ...website, id: 8 })
    assert.equal(cache.settingsOf(website), first, 'a hit returns the same compiled settings')
    cache.settingsOf({ ...website, id: 9 })
    assert.equal(cache.size, 2)
    assert.notEqual(cache.settingsOf({ ...website, version: 2, exclude_ips: null }), first)
    assert.equal(cache.settingsOf({ ...website, id: 8 }) === cache.settingsOf({ ...website, id: 8 }), true)
  })
})

describe('the check\'s fields', () => {
  const validate = compileValidator({ schema: VisitQuery, httpPart: 'querystring' })
  const failures = (query: unknown) => (validate(query) as { error?: { fields: unknown } }).error?.fields

  it('when fields are valid, absent or empty, then they pass (trimmed; empty as absent)', () => {
    assert.deepEqual(validate({ ip: ' 2001:db8::1 ', user_agent: '', url: 'https://e.example/' }), { value: { ip: '2001:db8::1', url: 'https://e.example/' } })
  })

  it('when fields fail, then each has its one message, in the order ip, user_agent, url', () => {
    const fields = failures({ url: 'x', user_agent: 'u'.repeat(1025), ip: '010.0.0.1' })
    assert.deepEqual(Object.keys(fields as object), ['ip', 'user_agent', 'url'])
    assert.deepEqual(failures({ ip: ['1.1.1.1', '2.2.2.2'] }), { ip: ['The ip field must be a string.'] })
    assert.deepEqual(failures({ ip: 'fe80::1%eth0' }), { ip: ['The ip field must be a valid IP address.'] })
  })
})
