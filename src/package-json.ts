import fs from 'node:fs'
import path from 'node:path'

/** This package's package.json, found from here both in src/ (tsx) and in dist/src/ (built). */
export function packageJson(): { version: string; license: string } {
  let dir = import.meta.dirname
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
}
