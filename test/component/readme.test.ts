// The documents' samples are true: each `$ command` of the sections below runs, in order, against a service
// started fresh for the section, and prints what the document shows after it. Times, keys and request ids
// differ from run to run and are compared by their shape.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { type Deployment, testDeployment } from '../support/processes.js'

const root = path.join(import.meta.dirname, '..', '..')

interface Sample { command: string; output: string }

/** The `$ command` lines (a trailing `\` continues one) of a section's sh blocks, each with the lines it printed. */
export function samplesOf(markdown: string, heading: string): Sample[] {
  const start = markdown.indexOf(`\n${heading}\n`)
  assert.ok(start >= 0, `no section ${heading}`)
  const level = heading.split(' ')[0]!
  const rest = markdown.slice(start + heading.length + 2)
  const end = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'))
  const section = end < 0 ? rest : rest.slice(0, end)
  const samples: Sample[] = []
  for (const [, block] of section.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    const lines = block!.split('\n').slice(0, -1)
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.startsWith('$ ')) continue
      let command = lines[i]!.slice(2)
      while (command.endsWith('\\')) command = `${command.slice(0, -1)} ${lines[++i]!.trim()}`
      const output: string[] = []
      while (i + 1 < lines.length && !lines[i + 1]!.startsWith('$ ')) output.push(lines[++i]!)
      samples.push({ command, output: output.join('\n') })
    }
  }
  return samples
}

/** What changes from run to run: times, keys and their prefixes, invitation tokens. */
const shape = (text: string) => text
  .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
  .replace(/wak_[A-Za-z0-9_-]{43}/g, '<key>')
  .replace(/\/invitations\/[A-Za-z0-9_-]{43}/g, '/invitations/<token>')

/** The output a document shows as a pattern: a line `…` stands for any lines left out. */
export function pattern(shown: string): RegExp {
  if (shown === '') return /^$/
  const lines = shown.split('\n').map((line) => line === '…' ? '(?:.*\\n)*?' : `${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`)
  return new RegExp(`^${lines.join('')}$`)
}

/** Runs a section's samples in one bash, as a person types them (variables set by one are there for the next), on a service of its own; returns each one's output. */
async function runSection(deployment: Deployment, samples: Sample[]) {
  const served = await deployment.serve()
  const local = (text: string) => text.replaceAll('http://127.0.0.1:8080', served.url)
    .replaceAll('https://localhost:8443', served.httpsUrl!.replace('127.0.0.1', 'localhost'))
    .replaceAll('data/tls-cert.pem', path.join(deployment.dataDir, 'tls-cert.pem'))
  const firstKey = /^\s+(wak_\S+)$/m.exec(served.output())![1]!
  // PORT: the CLI's links name the service as it would (its PUBLIC_URL, else HOST and PORT).
  const env = { ...process.env, KEY: firstKey, PORT: new URL(served.url).port, WEBSITES_API_URL: served.url, DATA_DIR: deployment.dataDir, ...deployment.database.env }
  const bash = spawn('/bin/bash', [], { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] })
  let printed = ''
  bash.stdout.setEncoding('utf8').on('data', (chunk: string) => { printed += chunk })
  try {
    const answers: Array<{ command: string; expected: string; actual: string }> = []
    for (const [index, { command, output }] of samples.entries()) {
      // `KEY=wak_…` (or any variable set to a key) in a document stands for the key the first start printed. What a person at the terminal
      // sees is standard output and error together; a document that shows an exit code prints it (`echo "exit $?"`).
      const end = `--- end of sample ${index} ---`
      bash.stdin.write(`{ ${local(command).replace(/^((?:export )?\w+)=wak_\S+/, '$1=$KEY')}\n} 2>&1; echo; echo '${end}'\n`)
      while (!printed.includes(`${end}\n`)) await once(bash.stdout, 'data')
      const actual = printed.slice(0, printed.indexOf(end)).trimEnd()
      printed = printed.slice(printed.indexOf(end) + end.length + 1)
      answers.push({ command, expected: shape(local(output)), actual: shape(actual) })
    }
    return answers
  } finally {
    bash.stdin.end()
    await served.stop()
  }
}

const sections: Array<[file: string, heading: string]> = [
  ['README.md', '## A first request'],
  ['docs/api-examples.md', '## Using the API'],
  ['docs/cli.md', '## From the command line and from TypeScript'],
  ['docs/api-examples.md', '## People: sign-in, members and invitations'],
]

describe('the documents\' samples', () => {
  const deployments: Deployment[] = []
  after(() => Promise.all(deployments.map((deployment) => deployment.remove())))

  for (const [file, heading] of sections) {
    it(`when the commands of ${file} "${heading.replace(/^#+ /, '')}" run, then each prints what the document shows`, async () => {
      const samples = samplesOf(fs.readFileSync(path.join(root, file), 'utf8'), heading)
      assert.ok(samples.filter((sample) => sample.output !== '').length >= 2, 'the section shows answers')
      const deployment = await testDeployment('readme')
      deployments.push(deployment)
      for (const { command, expected, actual } of await runSection(deployment, samples)) {
        assert.match(actual === '' ? '' : `${actual}\n`, pattern(expected), `$ ${command}\nprinted:\n${actual}\nthe document shows:\n${expected}`)
      }
    })
  }
})
