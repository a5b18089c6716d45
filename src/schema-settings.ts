// TypeBox stops collecting errors after 8 by default; the contract names every failing field at once
// (and a bad environment should be reported in one go). Imported for its effect by every validator.
import { Settings } from 'typebox/system'

Settings.Set({ maxErrors: 1000 })
