import { expectNoSeriousAxe, expectReachable, openSignedIn, VIEWPORTS } from '../support/look'
import { expect, test } from '../support/test'

// Issue 40: the schedule's month view says which weekday each column is. Read-only on the demo
// business's dashboard; November 2026 begins on a Sunday.
const MONTH = '/jps/dashboard?tab=schedule&view=month&date=2026-11-15'
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the month calendar has a weekday header over its columns`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await openSignedIn(page, 'jps@demo.test', MONTH)
    const month = page.getByRole('table', { name: 'month schedule' })
    const headers = month.getByRole('columnheader')
    await expect(headers).toHaveCount(7)
    for (const [i, day] of WEEKDAYS.entries()) {
      await expect(headers.nth(i)).toBeVisible()
      await expect(headers.nth(i).locator('abbr')).toHaveAttribute('title', day)
    }
    // The 1st sits under Sunday, the 2nd under Monday, and the header stays over its column.
    const first = month.getByRole('link', { name: 'Sun, Nov 1', exact: true })
    const second = month.getByRole('link', { name: 'Mon, Nov 2', exact: true })
    expect(await first.evaluate((a) => a.closest('td')?.cellIndex)).toBe(6)
    expect(await second.evaluate((a) => a.closest('td')?.cellIndex)).toBe(0)
    const sunday = await headers.nth(6).boundingBox()
    const firstCell = await first.evaluate((a) => {
      const r = a.closest('td')?.getBoundingClientRect()
      return r ? { left: r.left, right: r.right } : null
    })
    expect(sunday && firstCell).toBeTruthy()
    const middle = (sunday?.x ?? 0) + (sunday?.width ?? 0) / 2
    expect(middle).toBeGreaterThan(firstCell?.left ?? Infinity)
    expect(middle).toBeLessThan(firstCell?.right ?? -Infinity)
    // Nothing runs off the side of the screen, and every date is reachable.
    const box = await month.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    await expectReachable(page, month, { scroll: true })
    await expectNoSeriousAxe(page, { include: 'table' })
  })
}
