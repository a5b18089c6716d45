// URL query parameter names not tracked; the line `&` means "all of them".
import { canonicalLineList, type ListResult } from './line-list.js'

const PARAM_NAME = /^[^\s=&#]{1,255}$/u

export const canonicalParam = (entry: string): string | null =>
  entry === '&' || PARAM_NAME.test(entry) ? entry : null

export const canonicalParamList = (input: string): ListResult => canonicalLineList(input, canonicalParam)
