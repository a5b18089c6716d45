import { useEffect, useRef } from 'preact/hooks'

/**
 * A screen's title in the tab, and the keyboard's place on its heading when the screen opens, so that a
 * person using a screen reader or the keyboard starts where the new content does.
 */
export function useScreen(title: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => { heading.current?.focus() }, [])
  useEffect(() => { document.title = `${title} · websites-api` }, [title])
  return heading
}
