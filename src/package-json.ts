import fs from 'node:fs'
import path from 'node:path'

/** This package's root directory, found from here both in src/ (tsx) and in dist/src/ (built). */
export function packageRoot(): string {
  let dir = import.meta.dirname
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return dir
}

export function packageJson(): { version: string; license: string; engines: { node: string } } {
  return JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8'))
}
