// Keeps one of `process.nextTick`'s queue entries alive for the process's life, so that V8 keeps the hidden
// classes it built for them. Node builds each entry as an object literal with computed keys
// (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, [async_context_frame]: …, callback, args }`),
// whose five definitions V8 caches per hidden class, held weakly. A full collection that finds no entry
// alive frees those classes; the next entries get new ones, the cache sees a second class, and from then on
// every entry of the process is built through V8's runtime: about 19 definitions a request, 10% of a
// read's instructions (bench/README.md, "The ticks' hidden classes"). Whether that collection happens is
// chance (an idle moment before `nextTick` is optimised), so one process paid it and the next did not.
// One entry held here keeps the classes alive: no collection can free them.
//
// The entry is taken from async_hooks' `init`, the one place Node hands it out, by a hook enabled around a
// single `nextTick` and disabled at once: no hook runs for any other tick or promise.
import { createHook } from 'node:async_hooks'

let kept: object | undefined

/** Call first, before any other module's code runs (the entry point's first import). */
export function keepTickShapes(): void {
  if (kept) return
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') kept = resource as object
    },
  }).enable()
  try {
    process.nextTick(() => {})
  } finally {
    hook.disable()
  }
}

/** The entry held (for the test that guards it). */
export const keptTick = () => kept

keepTickShapes()
