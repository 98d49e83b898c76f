import { expect, type Locator, test } from '../support/test'
import { atBothWidths, expectNoSeriousAxe, expectReachable, openSignedIn } from '../support/look'

// Issue 40, decision 037: no rating without reviews, Verified only from a completed job, and a
// review copied from Google, Yelp or Facebook says so and links to its original.

const run = Date.now().toString(36)

/** Fills the Seed Reviews form with a one-star review copied a year ago from `source`. */
async function fillCopiedReview(form: Locator, reviewer: string, source: string, text: string) {
  await form.getByLabel('Reviewer name').fill(reviewer)
  await form.getByLabel('Stars').selectOption('1')
  await form.getByLabel('Title').fill('Copied')
  await form.getByLabel('Review text').fill(text)
  await form.getByLabel('Source').selectOption(source)
  await form.getByLabel('Weeks ago (0–52)').fill('52')
}

// Each journey runs once; what it shows is seen at both widths (atBothWidths).

test("a copied review on /jps reads 'From Google' and links to its original, never Verified", async ({
  page,
}) => {
  await page.goto('/jps#reviews')
  const reviews = page.locator('#reviews')
  const from = reviews.getByRole('link', { name: /^From (Google|Yelp|Facebook)/ }).first()
  await expect(from).toHaveAttribute('href', /^https:\/\/www\.(google|yelp|facebook)\.com\//)
  await expect(from).toHaveAttribute('target', '_blank')
  // Every copied review's card carries its origin and no Verified (a review from a completed
  // job, which other tests may have written for jps, is Verified on its own card).
  const copied = reviews
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^From (Google|Yelp|Facebook)/ }) })
  expect(await copied.count()).toBeGreaterThan(0)
  await expect(copied.getByText('Verified', { exact: true })).toHaveCount(0)
  await atBothWidths(page, async () => {
    await from.scrollIntoViewIfNeeded()
    await expectReachable(page, from)
  })
  await reviews
    .getByRole('button', { name: /(Read more|View details) of the review by/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await atBothWidths(page, async (viewport) => {
    await expect(
      dialog.getByText(/^(From (Google|Yelp|Facebook)|Sent to us directly)/),
    ).toBeVisible()
    await expectNoSeriousAxe(page, { include: '[role=dialog]' })
    await page.screenshot({ path: `tests/.tmp/shots/review-origin-${viewport.name}.png` })
  })
})

test("the booking page of a business without reviews says 'No reviews yet', with no rating", async ({
  page,
}) => {
  await page.goto('/fresh-start/booking')
  const bar = page.getByTestId('rating-bar')
  await expect(bar).toHaveText('No reviews yet')
  await expect(page.getByText(/\d\.\d\/5/)).toHaveCount(0)
  await atBothWidths(page, async () => {
    await expect(bar).toBeVisible()
    await expectNoSeriousAxe(page)
  })
})

test('the Seed Reviews form says what is allowed, wants the link for Google, and drops an error once the field is fixed', async ({
  page,
}) => {
  const reviewer = `Origin Olive ${run}`
  await openSignedIn(page, 'admin@demo.test', '/admin-dashboard?tab=reviews')
  const form = page.getByRole('region', { name: 'Seed Reviews' })
  await expect(
    form.getByText('Only real reviews, copied as written (FTC 16 CFR 465)'),
  ).toBeVisible()
  await fillCopiedReview(form, reviewer, 'google', 'Copied from Google, word for word.')
  await form.getByRole('button', { name: 'Seed Review' }).click()
  const link = form.getByLabel('Link to the original review')
  const error = form.locator('#seed-url-error')
  await expect(error).toBeVisible()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await atBothWidths(page, async (viewport) => {
    await expect(error).toBeVisible()
    await expectNoSeriousAxe(page, { include: 'section[aria-labelledby=seed-heading]' })
    await page.screenshot({
      path: `tests/.tmp/shots/seed-rules-${viewport.name}.png`,
      fullPage: true,
    })
  })
  // Fixing the field takes its error away before the next submit.
  await link.fill('https://www.google.com/maps/reviews/olive')
  await expect(error).toHaveCount(0)
  await expect(link).not.toHaveAttribute('aria-invalid', 'true')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Seed Reviews refuses a Yelp review without its link and stores it once linked, unverified', async ({
    page,
  }) => {
    const reviewer = `Nojs Nell ${run}`
    await openSignedIn(page, 'admin@demo.test', '/admin-dashboard?tab=reviews')
    const form = page.getByRole('region', { name: 'Seed Reviews' })
    const fill = () => fillCopiedReview(form, reviewer, 'yelp', 'Copied from Yelp.')
    await fill()
    await form.getByRole('button', { name: 'Seed Review' }).click()
    await expect(
      page.getByText('A review from Yelp needs the link to the original review').first(),
    ).toBeVisible()
    await fill()
    await form.getByLabel('Link to the original review').fill('https://www.yelp.com/biz/olive')
    await form.getByRole('button', { name: 'Seed Review' }).click()
    await expect(page.getByText('Review created successfully')).toBeVisible()
    const row = page.locator('li', { hasText: reviewer })
    await expect(row).toBeVisible()
    await expect(row).not.toContainText('verified')
    await expect(page.getByRole('button', { name: `Verify review by ${reviewer}` })).toHaveCount(0)
  })
})
