// The container files agree with each other and with the package: Docker reads Dockerfile, Podman
// Containerfile; the image's version label is package.json's; every base image they name has a stand-in for
// machines that cannot pull it (test/image/bases.ts).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { BASES, composeBases } from '../image/bases.js'
import { containerfileBases } from '../image/build.js'

const ROOT = path.join(import.meta.dirname, '..', '..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

describe('the container files', () => {
  it('when Docker reads Dockerfile, then it reads the Containerfile, byte for byte', () => {
    assert.equal(read('Dockerfile'), read('Containerfile'), 'Dockerfile differs from Containerfile: cp Containerfile Dockerfile')
  })

  it('when the image is labelled, then its version is package.json\'s', () => {
    const { version } = JSON.parse(read('package.json'))
    assert.match(read('Containerfile'), new RegExp(`org\\.opencontainers\\.image\\.version="${version.replaceAll('.', '\\.')}"`),
      `set org.opencontainers.image.version="${version}" in Containerfile (and copy it to Dockerfile)`)
  })

  it('when a base image cannot be pulled, then a stand-in is known for each one the Containerfile and compose.yaml name', () => {
    const named = [...containerfileBases(), ...composeBases()]
    assert.ok(named.length >= 4, named.join(', '))
    for (const name of named) assert.ok(BASES.some((base) => base.name === name), `${name} has no stand-in in test/image/bases.ts`)
  })
})
