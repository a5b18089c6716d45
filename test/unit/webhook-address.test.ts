// Where a webhook may point: the URL's own rules, then every address its host is or resolves to.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type ResolvedAddress, URL_MESSAGES, checkWebhookUrl } from '../../src/webhooks/address-safety.js'

const names: Record<string, ResolvedAddress[]> = {
  'public.example': [{ address: '93.184.216.34', family: 4 }],
  'inside.example': [{ address: '10.0.0.1', family: 4 }],
  'mixed.example': [{ address: '93.184.216.34', family: 4 }, { address: '::1', family: 6 }],
  localhost: [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }],
  'compatible.example': [{ address: '::169.254.169.254', family: 6 }],
}
const lookup = async (host: string) => {
  const found = names[host]
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
  return found
}
const check = (url: unknown, rules: { allowHttp?: boolean; allowPrivate?: boolean } = {}) =>
  checkWebhookUrl(url, { allowHttp: false, allowPrivate: false, lookup, ...rules })

describe('webhook URLs', () => {
  it('when a URL is not an absolute https one of at most 2,048 characters without credentials, then it is not a valid URL', async () => {
    for (const url of ['/relative', 'ftp://public.example/x', 'http://public.example/x', `https://public.example/${'a'.repeat(2026)}`,
      'https://user:pass@public.example/', 'https://user@public.example/', 'https:public.example', 'https://public.example/a b', 'https://public.example/\n',
      42, null, '']) {
      assert.deepEqual(await check(url), { ok: false, message: URL_MESSAGES.invalid }, String(url))
    }
    assert.equal((await check(`https://public.example/${'a'.repeat(2025)}`)).ok, true, '2,048 characters pass')
    assert.equal((await check('http://public.example/x', { allowHttp: true })).ok, true)
  })

  it('when the host is or resolves to a non-public address, in any spelling, then it points inward', async () => {
    for (const url of ['https://localhost/', 'https://127.1/', 'https://0x7f000001/', 'https://2130706433/', 'https://[::1]/', 'https://169.254.169.254/latest',
      'https://[::ffff:127.0.0.1]/', 'https://[::ffff:a00:1]/', 'https://100.64.0.1/', 'https://[fc00::1]/', 'https://[fe80::1]/', 'https://224.0.0.1/',
      'https://0.0.0.0/', 'https://0.1.2.3/', 'https://255.255.255.255/', 'https://192.168.1.1/', 'https://172.16.0.1/', 'https://10.1.2.3/',
      'https://inside.example/', 'https://mixed.example/',
      // IPv4-compatible addresses (::/96, deprecated by RFC 4291) are not public, in either spelling.
      'https://[::a9fe:a9fe]/', 'https://[::7f00:1]/', 'https://[::127.0.0.1]/', 'https://[::10.0.0.1]/', 'https://[::808:808]/', 'https://compatible.example/']) {
      assert.deepEqual(await check(url), { ok: false, message: URL_MESSAGES.inward }, url)
    }
  })

  it('when the host does not resolve, then it could not be resolved', async () => {
    assert.deepEqual(await check('https://nowhere.example/'), { ok: false, message: URL_MESSAGES.unresolved })
  })

  it('when the host is public, then the addresses to connect to come with it; allowPrivate lets loopback through', async () => {
    const checked = await check('https://public.example:8443/hook?x=1')
    assert.ok(checked.ok)
    assert.deepEqual([checked.url.href, checked.addresses], ['https://public.example:8443/hook?x=1', names['public.example']])
    const loopback = await check('https://127.0.0.1:9/', { allowPrivate: true })
    assert.ok(loopback.ok && loopback.addresses[0]!.address === '127.0.0.1')
    assert.equal((await check('https://8.8.8.8/')).ok, true)
    assert.equal((await check('https://[2606:4700::1111]/')).ok, true)
    assert.equal((await check('https://[::ffff:8.8.8.8]/')).ok, true, 'an IPv4-mapped address is judged as its IPv4 address')
  })
})
