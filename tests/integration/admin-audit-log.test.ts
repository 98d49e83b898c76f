import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, insertApplication, type Send } from '../support/admin'
import { dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { startWorker, type TestWorker } from '../support/worker'

// The admin's Audit Log (issue 24): targets by name with links, details in words, filters by
// action and by person as GET parameters (so they work without JavaScript), and paging.

let worker: TestWorker
let admin: DashboardPoster
let send: Send
let otherAdminId: number
beforeAll(async () => {
  worker = await startWorker()
  admin = await dashboardAs(worker)
  send = (await asAdmin(worker)).send
  // Real actions by the demo admin…
  const rejected = await insertApplication(worker, { businessName: 'Sam Shine' })
  expect(
    (
      await send('POST', `/api/admin/reject-application/${rejected}`, {
        rejection_reason: 'We need proof of insurance before approving.',
      })
    ).status,
  ).toBe(200)
  const approved = await insertApplication(worker, { businessName: 'Gleam Team' })
  expect(
    (
      await send('POST', `/api/admin/approve-application/${approved}`, {
        approved_slug: 'gleam-team',
      })
    ).status,
  ).toBe(200)
  const deleted = await insertApplication(worker, { businessName: 'Gone Gloss' })
  await send('POST', `/api/admin/approve-application/${deleted}`, { approved_slug: 'gone-gloss' })
  expect((await send('DELETE', `/api/admin/affiliates/${deleted}`)).status).toBe(200)
  await admin.post({
    intent: 'invite',
    name: 'Rita Ruiz',
    email: 'rita@example.test',
    role: 'customer',
  })
  await admin.post({ intent: 'query', query: 'SELECT 1 AS one' }, '?tab=database')
  // …and 55 queries by a second admin, written straight into the log for paging.
  const other = await worker.db
    .prepare(
      "INSERT INTO users (email, name, role, created_at) VALUES ('bo@demo.test', 'Bo Boss', 'admin', '2026-01-01T00:00:00.000Z') RETURNING id",
    )
    .first<{ id: number }>()
  otherAdminId = other?.id ?? 0
  await worker.db.batch(
    Array.from({ length: 55 }, (_, i) =>
      worker.db
        .prepare(
          "INSERT INTO admin_audit_log (admin_user_id, action, target_type, target_id, detail, created_at) VALUES (?, 'sql.query', 'database', NULL, ?, ?)",
        )
        .bind(
          otherAdminId,
          JSON.stringify({ query: `SELECT ${i} AS n`, ok: true, rows: 1, error: null }),
          new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        ),
    ),
  )
})
afterAll(() => worker.dispose())

/** The log's entries as rendered: the list on the page (not the loader data after it). */
async function entries(search: string) {
  const { status, html } = await admin.get(`?tab=audit${search}`)
  expect(status).toBe(200)
  const start = html.indexOf('aria-label="Admin actions, newest first"')
  const list = start < 0 ? '' : html.slice(start, html.indexOf('</ol>', start))
  return { html, list, count: (list.match(/<time datetime=/gi) ?? []).length }
}

describe('the audit log', () => {
  it('names each target, links the ones that still exist and reads its detail in words', async () => {
    const { list } = await entries('&person=' + admin.adminId)
    expect(list).toContain('Rejected application')
    expect(list).toContain('Sam Shine')
    expect(list).toContain('We need proof of insurance before approving.')
    expect(list).toContain('Approved application')
    expect(list).toMatch(/<a [^>]*href="\/gleam-team"[^>]*>Gleam Team<\/a>/)
    expect(list).toContain('Deleted affiliate')
    expect(list).toMatch(/Gone Gloss<\/span><span[^>]*> \(<!-- -->deleted<!-- -->\)/)
    expect(list).toContain('Added user')
    expect(list).toMatch(
      /href="\/admin-dashboard\?tab=users&amp;q=rita%40example.test"[^>]*>Rita Ruiz</,
    )
    expect(list).toContain('Ran SQL query')
    expect(list).toContain('SELECT 1 AS one')
    expect(list).toContain('1 row')
    // Never the raw stored form.
    expect(list).not.toContain('{&quot;')
    expect(list).not.toMatch(/affiliate #\d/)
  })

  it('filters by action with ?action=, and offers each action in words', async () => {
    const { html, list, count } = await entries('&action=application.reject')
    expect(html).toMatch(
      /<option value="application.reject" selected="">Rejected application<\/option>/,
    )
    expect(count).toBe(1)
    expect(list).toContain('Sam Shine')
    expect(list).not.toContain('Ran SQL query')
  })

  it('filters by the admin who acted with ?person=, offering the admins who appear in the log', async () => {
    const { html, list, count } = await entries(`&person=${admin.adminId}`)
    expect(html).toContain(`<option value="${otherAdminId}">Bo Boss</option>`)
    expect(count).toBeGreaterThanOrEqual(5)
    expect(count).toBeLessThan(50)
    expect(list).not.toContain('Bo Boss')
  })

  it('pages 50 entries at a time, keeping the filters in the Next and Previous links', async () => {
    const first = await entries(`&person=${otherAdminId}&action=sql.query`)
    expect(first.count).toBe(50)
    // Newest first: the 55th query (minute 54) leads.
    expect(first.list.indexOf('SELECT 54 AS n')).toBeLessThan(first.list.indexOf('SELECT 53 AS n'))
    expect(first.html).toMatch(
      new RegExp(
        `href="/admin-dashboard\\?tab=audit&amp;person=${otherAdminId}&amp;action=sql.query&amp;page=2"[^>]*>Next<`,
      ),
    )
    const second = await entries(`&person=${otherAdminId}&action=sql.query&page=2`)
    expect(second.count).toBe(5)
    expect(second.list).toContain('SELECT 0 AS n')
    expect(second.html).toContain('>Previous<')
    expect(second.html).not.toContain('>Next<')
  })

  it('ignores malformed filter values and shows everything instead of failing', async () => {
    const all = await entries('')
    expect(all.count).toBe(50)
    for (const bad of [
      '&action=DROP%20TABLE',
      '&person=abc',
      '&person=-1',
      '&action=' + 'a.'.repeat(40),
    ]) {
      const { count } = await entries(bad)
      expect(count).toBe(all.count)
    }
  })

  it('says so when nothing matches the filters', async () => {
    const { html, count } = await entries('&action=review.hide')
    expect(count).toBe(0)
    expect(html).toContain('No admin actions match these filters')
  })

  it('walks an index for each filter instead of sorting the whole log', async () => {
    for (const [where, index] of [
      ["action = 'sql.query'", 'admin_audit_log_action_idx'],
      ['admin_user_id = 1', 'admin_audit_log_admin_idx'],
    ]) {
      const plan = await worker.db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT id FROM admin_audit_log WHERE ${where}
           ORDER BY created_at DESC, id DESC LIMIT 51 OFFSET 0`,
        )
        .all<{ detail: string }>()
      const details = plan.results.map((r) => r.detail).join('\n')
      expect(details).toContain(index)
      expect(details).not.toMatch(/TEMP B-TREE/)
    }
  })
})
