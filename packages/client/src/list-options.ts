// The values a list request may take and what the privacy levels are called, for a CLI or a UI to offer.
// The service's schema is the authority; the checks below fail the build when these drift from it.
import { WEBSITE_FIELDS } from './fields.js'
import type { operations } from './schema.js'

type ListParameters = NonNullable<operations['listWebsites']['parameters']['query']>

export const LIST_OPTIONS = {
  sort_by: ['id', 'domain'],
  sort: ['desc', 'asc'],
  per_page: [10, 25, 50, 100],
} as const satisfies { [name in 'sort_by' | 'sort' | 'per_page']: readonly NonNullable<ListParameters[name]>[] }

/** The defaults of a list request (what the service assumes when a parameter is left out). */
export const LIST_DEFAULTS = { sort_by: 'id', sort: 'desc', per_page: 10 } as const satisfies Partial<ListParameters>

/** Privacy levels' names by their number: the privacy field's choices (fields.ts). */
export const PRIVACY_NAMES = WEBSITE_FIELDS.privacy.choices.map((choice) => choice.name)

// Every value the schema allows is listed above (the `satisfies` clauses check the other direction).
type Missing<Listed, Allowed> = Exclude<Allowed, Listed> extends never ? true : Exclude<Allowed, Listed>
const complete: [
  Missing<(typeof LIST_OPTIONS.sort_by)[number], NonNullable<ListParameters['sort_by']>>,
  Missing<(typeof LIST_OPTIONS.sort)[number], NonNullable<ListParameters['sort']>>,
  Missing<(typeof LIST_OPTIONS.per_page)[number], NonNullable<ListParameters['per_page']>>,
] = [true, true, true]
void complete
