// Every link between the project's own documents leads somewhere: a relative link names a file that
// exists, and a #fragment names a heading of that file (GitHub's anchors). Links to other sites are not
// followed (CI has no internet).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'

const root = path.join(import.meta.dirname, '..', '..')
const documents = ['README.md', 'bench/README.md', 'reliability/README.md', 'packages/client/README.md', 'test/README.md',
  ...fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]

/** The text outside fenced code blocks, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of prose(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading!)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

export function brokenLinks(document: string): string[] {
  const file = path.join(root, document)
  const broken: string[] = []
  for (const [, target] of prose(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue
    const [where, fragment] = target!.split('#') as [string, string | undefined]
    const linked = where === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(where))
    if (!fs.existsSync(linked)) broken.push(`${target} (no such file)`)
    else if (fragment !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(fragment)) broken.push(`${target} (no such heading)`)
  }
  return broken
}

for (const document of documents) {
  test(`when ${document} links to the project's files and headings, then each exists`, () => {
    assert.deepEqual(brokenLinks(document), [])
  })
}

test('when a link names a missing file or heading, then the check reports it', () => {
  const probe = path.join(root, 'docs', '.links-probe.md')
  fs.writeFileSync(probe, '# Here\n\n[ok](#here) [gone](#nowhere) [file](missing.md) [img](images/none.png)\n```\n[in code](nothing.md)\n```\n')
  try {
    assert.deepEqual(brokenLinks('docs/.links-probe.md'), ['#nowhere (no such heading)', 'missing.md (no such file)', 'images/none.png (no such file)'])
  } finally {
    fs.rmSync(probe)
  }
})
