// What makes an email and a person's name acceptable, and how emails are compared: pure rules.

/** Characters as the schemas count them (code points: an emoji is one, not two UTF-16 units). */
const characters = (text: string) => [...text].length

const LOCAL = /^[^\s\p{C}@"(),:;<>[\\\]]+$/u
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u

/**
 * An email address as the contract takes it: at most 255 characters, one `@`, a local part of printable
 * characters without spaces or quoting, and a domain of at least two labels (letters of any script,
 * digits, inner hyphens). Internationalised addresses are allowed; an address is stored as given.
 */
export function isEmail(text: string): boolean {
  if (characters(text) > 255) return false
  const parts = text.split('@')
  if (parts.length !== 2) return false
  const [local, domain] = parts as [string, string]
  if (local === '' || characters(local) > 64 || !LOCAL.test(local)) return false
  const labels = domain.split('.')
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!)
}

/** How an email is compared and kept unique: case does not matter (`Ada@Example.com` is `ada@example.com`). */
export const emailKey = (email: string): string => email.toLowerCase()

/** A person's name: 1-100 printable characters, not only spaces (no control, format or private-use character). */
export const isPersonName = (name: string): boolean => name.trim() !== '' && characters(name) <= 100 && !/\p{C}/u.test(name)
