// The dashboard (web/) imports no server module: what it shares with the service (the API's types, the
// roles and rights, the website fields, the sign-in refusals) comes from the typed client,
// @websites-api/client, which the build generates from the service's own definitions.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const WEB = path.resolve(import.meta.dirname, '../../web')

describe('the dashboard\'s imports', () => {
  it('when web/ imports a module, then it is its own, a package\'s, or the typed client, never a file outside web/', () => {
    const outside: string[] = []
    for (const file of fs.readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name))) {
      const text = fs.readFileSync(path.join(WEB, file), 'utf8')
      for (const [, specifier] of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
        if (!specifier!.startsWith('.')) continue
        const target = path.resolve(path.dirname(path.join(WEB, file)), specifier!)
        if (!target.startsWith(WEB + path.sep)) outside.push(`web/${file}: ${specifier}`)
      }
    }
    assert.deepEqual(outside, [])
  })
})
