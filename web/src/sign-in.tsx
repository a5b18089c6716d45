import { useState } from 'preact/hooks'

/** A key pasted here is kept for this tab only. */
export function SignIn({ problem, onSignIn }: { problem: string | undefined; onSignIn: (key: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <main class="sign-in">
      <h1>websites-api</h1>
      <form onSubmit={(event) => { event.preventDefault(); if (value.trim()) onSignIn(value.trim()) }}>
        <label for="key">API key</label>
        <input id="key" name="key" type="password" autocomplete="off" required value={value} aria-describedby={problem ? 'key-problem' : 'key-hint'}
          aria-invalid={problem ? 'true' : undefined} onInput={(event) => setValue(event.currentTarget.value)} />
        <p id="key-hint" class="hint">Kept in this tab only, until you sign out or close it. Make one with <code>websites-api keys create</code>.</p>
        {problem && <p id="key-problem" role="alert" class="problem">{problem}</p>}
        <button type="submit" class="primary">Sign in</button>
      </form>
    </main>
  )
}
