// Preloaded (node --expose-gc --require) into every server `npm run bench --instructions` counts, this build's
// and the compared one's alike. On SIGUSR2 it runs one full garbage collection from a timer, a turn of the
// event loop of its own (no request in flight, no process.nextTick queued), then writes its pid to
// BENCH_COLLECTED_FILE to say it is done.
//
// Why: a full collection that finds no live tick object, while `process.nextTick` is not yet optimised, frees
// the hidden classes V8 built for nextTick's object literal, and its feedback then goes megamorphic for the
// life of the process: every tick is built through the runtime from there on. Whether a collection at
// start-up had done that decided a read's count between two builds (bench/README.md, "One collection
// first"); run once the server is ready, before any request, this one puts every build in that state.
'use strict'
const fs = require('node:fs')

const file = process.env.BENCH_COLLECTED_FILE
if (!file || typeof globalThis.gc !== 'function') throw new Error('bench/collect-once.cjs needs BENCH_COLLECTED_FILE and node --expose-gc')

process.on('SIGUSR2', () => setTimeout(() => {
  globalThis.gc()
  fs.writeFileSync(file, String(process.pid))
}, 0))
