// How the dashboard names the privacy levels: the API's names (from the client), capitalised.
import { PRIVACY_NAMES } from '@websites-api/client'

export const PRIVACY_LABELS = PRIVACY_NAMES.map((name) => name[0]!.toUpperCase() + name.slice(1))
