// A `paragraph` field (free text that may hold several lines) keeps its line breaks through the dashboard's
// form and the CLI. No website field is of this kind yet, so the tests build one: exclude_ips's name and
// types, as a paragraph.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { FieldMeta } from '@websites-api/client'
import { Command } from 'commander'
import { EMPTY, bodyOf, held, valueText } from '../../web/src/field-values.js'
import { fieldOption, fieldText, fieldValue } from '../../src/cli/website-fields.js'
import { recordLines } from '../../src/cli/output.js'

const NOTES: FieldMeta<'exclude_ips'> = {
  name: 'exclude_ips', label: 'Notes', description: 'Free notes, of any number of lines', kind: 'paragraph',
  default: null, createOnly: false, requiredOnCreate: false, nullable: true, listed: true,
}
const TYPED = '  First line, indented\nsecond line  \n\n\tafter a blank line\n'

describe('a paragraph field in the dashboard', () => {
  it('when a person types several lines, then the form sends them exactly as typed', () => {
    assert.equal(bodyOf({ ...EMPTY, exclude_ips: TYPED }, undefined, [NOTES]).exclude_ips, TYPED)
  })

  it('when a person changes a paragraph, then the edit sends the new value as typed', () => {
    const before = { ...EMPTY, exclude_ips: 'one line' }
    assert.deepEqual(bodyOf({ ...EMPTY, exclude_ips: TYPED }, before, [NOTES]), { exclude_ips: TYPED })
  })

  it('when a nullable paragraph is left empty or blank, then the form clears it (null)', () => {
    assert.equal(bodyOf({ ...EMPTY, exclude_ips: '' }, undefined, [NOTES]).exclude_ips, null)
    assert.equal(bodyOf({ ...EMPTY, exclude_ips: ' \n \n' }, undefined, [NOTES]).exclude_ips, null)
  })

  it('when a website holds a paragraph, then the form holds it as it is, and none as empty', () => {
    assert.equal(held(NOTES, TYPED), TYPED)
    assert.equal(held(NOTES, null), '')
  })

  it('when a paragraph is shown in a list\'s cell, then it is one line with each line break shown as ⏎', () => {
    assert.equal(valueText(NOTES, 'first\nsecond\r\nthird'), 'first ⏎ second ⏎ third')
    assert.equal(valueText(NOTES, null), '')
  })
})

describe('a paragraph field on the command line', () => {
  it('when its option is given several lines, then the body gets them as given', () => {
    const command = fieldOption(new Command().exitOverride(), NOTES)
    command.parse(['--exclude-ips', TYPED], { from: 'user' })
    assert.equal(fieldValue(NOTES, command.opts()), TYPED)
  })

  it('when `get` prints a paragraph, then its lines are kept, each indented under its name', () => {
    const value = fieldText(NOTES, 'first\n  second\n\nfourth', true)
    assert.deepEqual(recordLines([['id', '1'], ['notes', value], ['updated', 'now']]), [
      'id       1', 'notes', '    first', '      second', '', '    fourth', 'updated  now',
    ])
  })

  it('when a list shows a paragraph, then its cell is one line with each line break shown as ⏎; none shows "-"', () => {
    assert.equal(fieldText(NOTES, 'first\nsecond', false), 'first ⏎ second')
    assert.equal(fieldText(NOTES, null, true), '-')
  })
})
