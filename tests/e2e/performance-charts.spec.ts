import { expectNoSeriousAxe, openSignedIn, VIEWPORTS } from '../support/look'
import { expect, test } from '../support/test'

// Issue 40: the Performance charts' labels (weeks, months, ratings) never overlap. Read-only on
// the demo business's dashboard.
interface Box {
  text: string
  left: number
  right: number
  top: number
  bottom: number
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px no two labels of a Performance chart overlap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await openSignedIn(page, 'jps@demo.test', '/jps/dashboard?tab=performance')
    const charts = page.locator('figure[data-chart]')
    await expect(charts).toHaveCount(6)
    for (const chart of await charts.all()) {
      await chart.scrollIntoViewIfNeeded()
      const boxes: Box[] = await chart.locator('[data-tick]').evaluateAll((ticks) =>
        ticks
          .filter((tick) => tick.checkVisibility())
          .map((tick) => {
            const r = tick.getBoundingClientRect()
            return {
              text: tick.textContent ?? '',
              left: r.left,
              right: r.right,
              top: r.top,
              bottom: r.bottom,
            }
          }),
      )
      // Enough labels to read the axis by: at least three of every series.
      expect(boxes.length).toBeGreaterThanOrEqual(3)
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1]!, boxes[i]!]
        const apart = a.right <= b.left || a.bottom <= b.top || b.bottom <= a.top
        expect(apart, `"${a.text}" and "${b.text}" overlap`).toBe(true)
      }
      // Inside the chart's own box.
      const frame = await chart.boundingBox()
      expect(frame).not.toBeNull()
      expect(boxes[0]!.left).toBeGreaterThanOrEqual(frame!.x)
      expect(boxes[boxes.length - 1]!.right).toBeLessThanOrEqual(frame!.x + frame!.width)
    }
    // A week reads as its date, not its weekday.
    const weekly = page.locator('figure[data-chart=requests-per-week] [data-tick]').first()
    await expect(weekly).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/)
    await expectNoSeriousAxe(page, { include: 'figure[data-chart]' })
  })
}
