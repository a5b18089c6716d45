// The Node.js this runs on, checked against package.json's `engines` before anything else loads. The SQLite
// driver's binaries are built for the Node versions that range allows: on an older one (Node 20 here) they
// crash the process with a bare "Segmentation fault" as the database opens, which tells a user nothing.
import { packageJson } from './package-json.js'

/** Whether `running` (as `process.versions.node`) is below `engines`, a `>=MAJOR.MINOR` range. */
export function belowEngines(running: string, engines: string): boolean {
  const least = /^>=\s*(\d+)\.(\d+)/.exec(engines)
  if (!least) throw new Error(`package.json's engines.node is not a ">=MAJOR.MINOR" range: ${engines}`)
  const [major, minor] = running.split('.').map(Number) as [number, number]
  const [leastMajor, leastMinor] = [Number(least[1]), Number(least[2])]
  return major < leastMajor || (major === leastMajor && minor < leastMinor)
}

const engines = packageJson().engines.node
if (belowEngines(process.versions.node, engines)) {
  process.stderr.write(`websites-api needs Node.js ${engines.replace(/^>=\s*/, '')} or newer (24 recommended); this is Node.js ${process.version}. The README's "Run it" says how to get Node 24.\n`)
  process.exit(1)
}
