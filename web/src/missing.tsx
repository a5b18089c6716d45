// A page the caller reached (by the nav or by its URL) that their rights do not open: its title, and why,
// in words for the kind of caller (a person hears of their role, a key of itself). No request is sent.
import { useScreen } from './screen.js'

export function Missing({ title, why }: { title: string; why: string }) {
  const heading = useScreen(title)
  return (
    <section aria-labelledby="missing-heading">
      <h1 id="missing-heading" ref={heading} tabIndex={-1}>{title}</h1>
      <p class="notice">{why}</p>
    </section>
  )
}
