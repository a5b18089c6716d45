// A labelled input with its hint and its error from a 422 beside it (aria-describedby), and the state a
// small form keeps: each field's message, all at once, and a sentence for the form as a whole.
import type { ApiError, ValidationError } from '@websites-api/client'
import type { Ref } from 'preact'
import { useState } from 'preact/hooks'
import { UNREACHABLE, fieldErrors, problemOf } from './api.js'
import { domainText } from './domain-text.js'

export function TextField({ id, label, value, onInput, error, hint, type = 'text', autocomplete, inputRef, required }: {
  id: string; label: string; value: string; onInput: (value: string) => void; error?: string | undefined; hint?: string
  type?: 'text' | 'email' | 'password' | 'url'; autocomplete?: string; inputRef?: Ref<HTMLInputElement>; required?: boolean
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} name={id} type={type as 'text'} autocomplete={autocomplete} ref={inputRef} value={value} required={required}
        aria-invalid={error ? 'true' : undefined} aria-describedby={described || undefined} onInput={(event) => onInput(event.currentTarget.value)} />
      {hint && <p id={`${id}-hint`} class="hint">{hint}</p>}
      {error && <p id={`${id}-error`} class="field-error">{error}</p>}
    </div>
  )
}

type Answer = { data?: unknown; error?: ApiError | ValidationError; response: Response }

/** A form's sending: one at a time; a 422 puts each message at its field, anything else says what happened. */
export function useSubmit() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  /** The status of the last refusal (412: someone changed it meanwhile), undefined after a success or before any. */
  const [status, setStatus] = useState<number>()
  /** Sends; the answer's data when it succeeded, else undefined (the messages are shown). */
  const send = async <Data,>(request: () => Promise<{ data?: Data; error?: ApiError | ValidationError; response: Response }>, explain?: (response: Response, error: ApiError | ValidationError | undefined) => string | undefined): Promise<Data | undefined> => {
    if (busy) return undefined
    setBusy(true)
    try {
      const answer: Answer & { data?: Data } = await request()
      if (answer.data !== undefined) { setErrors({}); setProblem(undefined); setStatus(undefined); return answer.data }
      setStatus(answer.response.status)
      const fields = fieldErrors(answer.error)
      setErrors(fields)
      setProblem(answer.response.status === 422 ? (Object.keys(fields).length > 1 ? 'Some fields need a change: see the messages below them.' : undefined)
        : explain?.(answer.response, answer.error) ?? problemOf(answer.response, answer.error))
      return undefined
    } catch {
      setStatus(undefined)
      setProblem(UNREACHABLE)
      return undefined
    } finally {
      setBusy(false)
    }
  }
  return { errors, problem, busy, status, send, setProblem, setErrors }
}

/** The websites to tick (none ticked: `none` says what that means), with the field's error: every form that limits to some websites uses this one. */
export function WebsitePicker({ legend, websites, picked, onChange, error, id = 'websites' }: {
  legend: string; websites: { id: number; domain: string }[]; picked: number[]; onChange: (picked: number[]) => void; error?: string | undefined; id?: string
}) {
  const toggle = (website: number) => onChange(picked.includes(website) ? picked.filter((each) => each !== website) : [...picked, website])
  return (
    <fieldset class="field" aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div class="pick">
        {websites.length === 0 ? <p class="hint">No websites yet.</p> : websites.map((website) => (
          <label key={website.id}><input type="checkbox" checked={picked.includes(website.id)} onChange={() => toggle(website.id)} />{domainText(website.domain)}</label>
        ))}
      </div>
      {error && <p id={`${id}-error`} class="field-error">{error}</p>}
    </fieldset>
  )
}
