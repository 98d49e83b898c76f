import { describe, expect, it } from 'vitest'
import { actionLabel, describeDetail } from '~/lib/audit-log'

describe('audit log wording', () => {
  it('names known actions in words and shows an unknown action as stored', () => {
    expect(actionLabel('application.reject')).toBe('Rejected application')
    expect(actionLabel('review.reply')).toBe('review.reply')
  })

  it('reads an approval as the site and its number of service areas', () => {
    expect(describeDetail('application.approve', { slug: 'gleam', areas: 2 })).toEqual([
      ['Site', '/gleam'],
      ['Service areas', '2'],
    ])
  })

  it('reads a refused query with its reason and a run one with its rows', () => {
    expect(
      describeDetail('sql.query', {
        query: 'DELETE FROM users',
        ok: false,
        rows: null,
        error: 'Only SELECT',
      }),
    ).toEqual([
      ['Query', 'DELETE FROM users'],
      ['Result', 'Refused: Only SELECT'],
    ])
    expect(
      describeDetail('sql.query', { query: 'SELECT 1', ok: true, rows: 3, error: null }),
    ).toEqual([
      ['Query', 'SELECT 1'],
      ['Result', '3 rows'],
    ])
  })

  it('names the role of an invited user in words', () => {
    expect(describeDetail('user.invite', { email: 'a@b.test', role: 'user' })).toEqual([
      ['Role', 'Customer'],
    ])
  })

  it('lists the fields of an action it does not know, one per line, skipping empty ones', () => {
    expect(describeDetail('review.reply', { reply_text: 'Thanks!', note: null })).toEqual([
      ['reply text', 'Thanks!'],
    ])
  })

  it('shows nothing for a row without detail', () => {
    expect(describeDetail('review.hide', null)).toEqual([])
  })
})
