// A dialog asking before something that cannot be undone: its title names the thing, its button the act;
// a refusal is shown inside it.
import type { ApiError, ValidationError } from '@websites-api/client'
import type { ComponentChildren } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { UNREACHABLE, problemOf } from './api.js'

export function Confirm({ title, action, send, onDone, onCancel, children }: {
  title: string; action: string; onDone: () => void; onCancel: () => void; children?: ComponentChildren
  send: () => Promise<{ data?: unknown; error?: ApiError | ValidationError; response: Response }>
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [problem, setProblem] = useState<string>()
  useEffect(() => { dialog.current?.showModal() }, [])
  const act = async () => {
    const answer = await send().catch(() => undefined)
    if (answer?.data) return onDone()
    const message = answer?.error && typeof answer.error.message === 'object' ? Object.values(answer.error.message).flat().join(' ') : undefined
    setProblem(message ?? (answer ? problemOf(answer.response, answer.error) : UNREACHABLE))
  }
  return (
    <dialog ref={dialog} aria-labelledby="confirm-heading" onCancel={onCancel}>
      <h2 id="confirm-heading">{title}</h2>
      {children}
      {problem && <p role="alert" class="problem">{problem}</p>}
      <div class="actions">
        <button type="button" class="danger" onClick={() => void act()}>{action}</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </dialog>
  )
}
