// "Test a visit": asks the service whether a visit would be tracked under the website's saved settings,
// and shows the verdict, each reason (the form shows it again beside the setting that caused it) and
// the page URL as it would be recorded.
import { type VisitCheck, type WebsitesClient, reasonInWords } from '@websites-api/client'
import { useState } from 'preact/hooks'
import { UNREACHABLE, fieldErrors, problemOf } from './api.js'

/** The form's name of each setting a reason can come from. */
export const SETTING_LABELS = { exclude_bots: 'Exclude bots', exclude_ips: 'Excluded IPs' } as const
const sentence = (text: string) => text[0]!.toUpperCase() + text.slice(1) + '.'

interface Fields { ip: string; user_agent: string; url: string }
const FIELDS: { name: keyof Fields; label: string; placeholder: string }[] = [
  { name: 'ip', label: 'IP address', placeholder: '203.0.113.7' },
  { name: 'user_agent', label: 'User agent', placeholder: 'Mozilla/5.0 …' },
  { name: 'url', label: 'Page URL', placeholder: 'https://example.com/pricing?utm_source=news' },
]

export function VisitCheckPanel({ client, id, onVerdict }: { client: WebsitesClient; id: number; onVerdict: (verdict: VisitCheck | undefined) => void }) {
  const [fields, setFields] = useState<Fields>({ ip: '', user_agent: '', url: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [verdict, setVerdict] = useState<VisitCheck>()
  const [problem, setProblem] = useState<string>()
  const [checking, setChecking] = useState(false)
  const show = (next: VisitCheck | undefined) => { setVerdict(next); onVerdict(next) }

  const check = async (event: Event) => {
    event.preventDefault()
    setChecking(true)
    try {
      // POST: a long page URL fits in a body, not always in a request line. Empty fields are "not given".
      const answer = await client.POST('/api/v1/websites/{id}/check', { params: { path: { id } }, body: fields })
      setErrors(fieldErrors(answer.error))
      setProblem(answer.data || answer.response.status === 422 ? undefined : problemOf(answer.response, answer.error))
      show(answer.data?.data)
    } catch {
      setProblem(UNREACHABLE)
      show(undefined)
    } finally {
      setChecking(false)
    }
  }

  return (
    <section class="visit-check" aria-labelledby="visit-heading">
      <h2 id="visit-heading">Test a visit</h2>
      <p class="hint">Would the tracker record this visit under the saved settings? Each field is optional.</p>
      <form onSubmit={check} noValidate>
        {FIELDS.map(({ name, label, placeholder }) => (
          <div class="field">
            <label for={`visit-${name}`}>{label}</label>
            <div class="with-button">
              <input id={`visit-${name}`} name={name} value={fields[name]} placeholder={placeholder} autocomplete="off" spellcheck={false}
                aria-invalid={errors[name] ? 'true' : undefined} aria-describedby={errors[name] ? `visit-${name}-error` : undefined}
                onInput={(event) => setFields({ ...fields, [name]: event.currentTarget.value })} />
              {name === 'user_agent' && (
                <button type="button" onClick={() => setFields({ ...fields, user_agent: navigator.userAgent })}>Use this browser's</button>
              )}
            </div>
            {errors[name] && <p id={`visit-${name}-error`} class="field-error">{errors[name]}</p>}
          </div>
        ))}
        <div class="actions"><button type="submit" class="primary" disabled={checking}>Check</button></div>
      </form>
      <div aria-live="polite">
        {problem && <p role="alert" class="problem">{problem}</p>}
        {verdict && (
          <div class={`verdict ${verdict.tracked ? 'tracked' : 'not-tracked'}`}>
            <p class="verdict-title">{verdict.tracked ? 'Tracked' : 'Not tracked'}</p>
            {verdict.reasons.length > 0 && (
              <ul>{verdict.reasons.map((reason) => <li><strong>{SETTING_LABELS[reason.setting]}</strong>: {sentence(reasonInWords(reason))}</li>)}</ul>
            )}
            {verdict.url !== null && <p>Recorded URL: <code class="url">{verdict.url}</code></p>}
          </div>
        )}
      </div>
    </section>
  )
}
