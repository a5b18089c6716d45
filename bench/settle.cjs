// Preloaded (node --expose-gc --require) into every server `npm run bench --instructions` counts, this build's
// and the compared one's alike. On SIGUSR2 it runs one full garbage collection between two turns of the event
// loop (no request in flight, no process.nextTick queued), then writes BENCH_SETTLED_FILE to say it is done.
//
// Why: a full collection that finds no live tick object frees the hidden classes V8 built for
// `process.nextTick`'s object literal, and its feedback then goes megamorphic for good: every tick object is
// built through the runtime from there on, 35,000 more instructions per read. Whether that has happened by
// the time counting starts depended on when a collection happened to run during start-up, so two builds
// differed by 17% on a read for no reason of their own (bench/README.md, "Settled"). A long-running service
// reaches that state at its first such collection; counting both builds after one makes them comparable.
'use strict'
const fs = require('node:fs')

const file = process.env.BENCH_SETTLED_FILE
if (!file || typeof globalThis.gc !== 'function') throw new Error('bench/settle.cjs needs BENCH_SETTLED_FILE and node --expose-gc')

process.on('SIGUSR2', () => setTimeout(() => {
  globalThis.gc()
  fs.writeFileSync(file, String(process.pid))
}, 0))
