// A secret the service shows once (a new key, a webhook's signing secret): with a copy button and a plain
// warning that it will not be shown again.
import { useState } from 'preact/hooks'

/** `kept` says truthfully how the service keeps it (a digest; or sealed, for a secret it must use again). */
export function ShownOnce({ title, value, kept, what, onDone }: { title: string; value: string; kept: string; what: string; onDone: () => void }) {
  const [copied, setCopied] = useState<string>()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied('Copied.')
    } catch {
      setCopied('Copying is not allowed here: select the text and copy it yourself.')
    }
  }
  return (
    <section class="shown-once" aria-labelledby="once-heading">
      <h2 id="once-heading">{title}</h2>
      <p><strong>Copy it now: it will not be shown again.</strong> {kept} {what}</p>
      <code>{value}</code>
      <div class="actions">
        <button type="button" class="primary" onClick={() => void copy()}>Copy</button>
        <button type="button" onClick={onDone}>Done</button>
        <span role="status">{copied}</span>
      </div>
    </section>
  )
}
