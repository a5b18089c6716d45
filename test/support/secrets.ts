// The install's secrets for services a test builds beside a running one (to invite, to reset a password):
// a key of their own, random, since what they do seals nothing.
import { randomBytes } from 'node:crypto'
import type { Db } from '../../src/compose.js'
import { createInstallSecrets } from '../../src/secret-box.js'
import { createServices } from '../../src/services.js'

export const throwawaySecrets = () => createInstallSecrets(randomBytes(32))

/** The use cases over `db`, as the operator's commands build them. */
export const operatorServices = (db: Db) => createServices(db, { secrets: throwawaySecrets() })
