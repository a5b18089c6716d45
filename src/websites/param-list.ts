// URL query parameter names not tracked; the line `&` means "all of them".
import { canonicalLineList, type ListResult } from './line-list.js'

// No whitespace or control character: no URL carries one unencoded, and PostgreSQL text cannot hold U+0000.
const PARAM_NAME = /^[^\s\p{Cc}=&#]{1,255}$/u

export const canonicalParam = (entry: string): string | null =>
  entry === '&' || PARAM_NAME.test(entry) ? entry : null

export const canonicalParamList = (input: string): ListResult => canonicalLineList(input, canonicalParam)
