import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertApplication } from '../support/admin'
import { dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { d1Use } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 40: the admin's Pending tab says how many applications wait, read with the page's own
// reads (no round trip of its own).

let worker: TestWorker
let admin: DashboardPoster
beforeAll(async () => {
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
  admin = await dashboardAs(worker)
})
afterAll(() => worker.dispose())

async function pendingInDb() {
  const row = await worker.db
    .prepare("SELECT count(*) AS n FROM affiliates WHERE status = 'pending'")
    .first<{ n: number }>()
  return row?.n ?? 0
}

async function usersTab(search: string) {
  const response = await worker.fetch(`/admin-dashboard${search}`, {
    headers: { Cookie: admin.cookie },
  })
  expect(response.status).toBe(200)
  return { html: await response.text(), roundTrips: d1Use(response).roundTrips }
}

const tabLabel = (html: string) => /User lists[\s\S]*?>(Pending(?: \(\d+\))?)</.exec(html)?.[1]

describe('the Pending tab', () => {
  it('shows the number of pending applications on every list of the Users tab', async () => {
    const before = await pendingInDb()
    expect(tabLabel((await usersTab('?tab=users')).html)).toBe(`Pending (${before})`)
    await insertApplication(worker, { businessName: 'Counted Shine' })
    await insertApplication(worker, { businessName: 'Counted Gloss', status: 'approved' })
    // Only the pending one is counted, on the All Users list and on the Pending list itself.
    for (const search of ['?tab=users', '?tab=users&list=pending'])
      expect(tabLabel((await usersTab(search)).html)).toBe(`Pending (${before + 1})`)
    expect(await pendingInDb()).toBe(before + 1)
  })

  it('reads the count without a round trip of its own', async () => {
    // Four round trips before the count was added (measured on this branch): the count travels
    // in the root loader's batch.
    expect((await usersTab('?tab=users')).roundTrips).toBe(4)
  })
})
