// Polling for what another process makes true "within N seconds": how many tries it took, or a failure.
import { setTimeout as sleep } from 'node:timers/promises'

export async function attemptsUntil(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 50): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (let attempt = 1; ; attempt++) {
    if (await check()) return attempt
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms (${attempt} tries)`)
    await sleep(intervalMs)
  }
}
