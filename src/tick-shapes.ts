// Keeps one of `process.nextTick`'s queue entries alive for the process's life, so that V8 keeps the hidden
// classes it built for them. Node builds each entry as an object literal with computed keys
// (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, [async_context_frame]: …, callback, args }`),
// whose five definitions V8 caches per hidden class, held weakly. A full collection that finds no entry
// alive frees those classes; the next entries get new ones, the cache sees a second class, and from then on
// every entry of the process is built through V8's runtime: 19 definitions and about 25,000 instructions a
// read (bench/README.md, "The ticks' hidden classes"). Whether that collection happens is chance (an idle
// moment before `nextTick` is optimised), so one process paid it and the next did not. One entry held here
// keeps the classes alive: no collection can free them.
//
// The entry is the running resource while its own callback runs (`executionAsyncResource`), and Node's
// queue holds it until then. No async hook is used: enabling one would install V8's promise hooks, which
// slow every promise of the process for its whole life.
import { executionAsyncResource } from 'node:async_hooks'

let kept: object | undefined

process.nextTick(() => {
  kept ??= executionAsyncResource()
})

/** The entry held, once the first tick has run (for the test that guards it). */
export const keptTick = () => kept
