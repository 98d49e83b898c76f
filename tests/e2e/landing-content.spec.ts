import { freshBusiness } from '../support/fresh-business'
import { seedReview } from '../support/seed-review'
import { expect, test } from '../support/test'
import { expectNoSeriousAxe } from '../support/look'

test('the review carousel moves by one, jumps by page and works from the keyboard', async ({
  page,
}) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Customer reviews' })
  const names = carousel.getByRole('article').getByRole('heading', { level: 3 })
  await expect(names).toHaveCount(3)
  const first = await names.allTextContents()
  const previous = carousel.getByRole('button', { name: 'Previous review' })
  const next = carousel.getByRole('button', { name: 'Next review' })
  await expect(previous).toBeDisabled()
  await next.click()
  await expect(names.first()).toHaveText(first[1] ?? '')
  await previous.focus()
  await page.keyboard.press('ArrowRight')
  await expect(names.first()).toHaveText(first[2] ?? '')
  await carousel.getByRole('button', { name: 'Show reviews page 3 of 3' }).click()
  await expect(next).toBeDisabled()
  await expect(carousel.getByRole('button', { name: 'Show reviews page 3 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await carousel.getByRole('button', { name: 'Show reviews page 1 of 3' }).click()
  await expect(names).toHaveText(first)
})

test('a helpful vote is saved once; a second vote is refused with the server’s message', async ({
  page,
  playwright,
  request,
}) => {
  // A review of the test's own, on a business of its own: its count starts at 0 in every run and
  // every retry, and no other test's vote or review moves it.
  const business = await freshBusiness(playwright, 'Votes')
  const reviewer = `Voted ${Date.now().toString(36)}`
  await seedReview(request, {
    businessSlug: business.slug,
    name: reviewer,
    title: 'Spotless',
    content: 'The interior looks new again.',
  })

  await page.goto(`/${business.slug}`)
  const card = page.getByRole('article', { name: reviewer })
  const helpful = card.getByRole('button', { name: /^Helpful/ })
  await expect(helpful).toHaveText('Helpful (0)')
  await helpful.click()
  await expect(helpful).toHaveText('Helpful (1)')
  await expect(helpful).toHaveAttribute('aria-pressed', 'true')
  await expect(helpful).toBeDisabled()
  await expect(card.getByRole('button', { name: /^Not helpful/ })).toBeDisabled()

  const response = await request.get(`/api/reviews?business_slug=${business.slug}`)
  const body: { data: { reviewer_name: string; helpful_votes: number }[] } = await response.json()
  expect(body.data.find((r) => r.reviewer_name === reviewer)?.helpful_votes).toBe(1)

  await page.reload()
  await card.getByRole('button', { name: /^Not helpful/ }).click()
  await expect(card.getByRole('status')).toHaveText('You have already voted on this review')
  await expect(card.getByRole('button', { name: /^Helpful/ })).toBeDisabled()
})

test('the review details modal shows the whole review and closes on Escape', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('article', { name: 'Tom Alvarez' })
  await expect(card).toContainText('spent the whole afternoon on…')
  await card.getByRole('button', { name: /Read more/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Review by Tom Alvarez' })
  await expect(dialog).toContainText('spent the whole afternoon on it.')
  await expect(dialog).toContainText('5 out of 5')
  await expect(dialog).toContainText('Facebook')
  await expect(dialog).toContainText('RV Detailing')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('the FAQ opens on #faq, toggles items independently and searches', async ({ page }) => {
  await page.goto('/#faq')
  const faq = page.locator('#faq')
  await expect(faq.getByRole('button', { name: 'Hide FAQs' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  const first = faq.getByRole('button', { name: 'What is Mobile Detail Hub?' })
  const second = faq.getByRole('button', { name: 'What is mobile detailing?' })
  await first.click()
  await second.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(second).toHaveAttribute('aria-expanded', 'true')

  await faq.getByRole('button', { name: 'For Detailers' }).click()
  await expect(faq.getByRole('button', { name: 'What does it cost?' })).toBeVisible()

  const search = faq.getByLabel('Search FAQs')
  await search.fill('CANCEL')
  await expect(faq.getByRole('button', { name: 'For Detailers' })).toHaveCount(0)
  await expect(faq.getByRole('button', { name: 'Can I cancel my appointment?' })).toBeVisible()
  await search.fill('zeppelin')
  await expect(faq).toContainText('No FAQs found matching the search term')
  await expect(faq).toContainText('Try different keywords or browse by category above.')
})

test('the header FAQ link opens the FAQ on an affiliate site', async ({ page }) => {
  await page.goto('/jps')
  const faq = page.locator('#faq')
  await expect(faq.getByRole('button', { name: 'Show FAQs' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await expect(faq.getByRole('button', { name: 'Hide FAQs' })).toBeVisible()
  await expect(
    faq.getByRole('button', { name: 'Do you offer mobile detailing in Phoenix, AZ?' }),
  ).toBeInViewport()
})

// The suite runs with reduced motion (playwright.config.ts); these tests are of the motion.
test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the hero backgrounds rotate, except for visitors who prefer reduced motion', async ({
    page,
  }) => {
    await page.goto('/')
    const alternate = page.locator('.mdh-hero-alt')
    await expect(alternate).toHaveCSS('animation-name', 'mdh-hero-fade')
    await expect(alternate).toHaveCSS('animation-duration', '16s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(alternate).toHaveCSS('animation-name', 'none')
  })

  // Issue 43: the hero's images come with the page (data URLs in its own CSS), so nothing is
  // fetched before they paint; reached by a client navigation, the hero links the same CSS.
  test('the hero images come in the page, and after a client navigation too', async ({ page }) => {
    const images: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url())
    })
    await page.goto('/jps')
    const first = page.locator('.mdh-hero-1')
    await expect(first).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/)
    await expect(page.locator('.mdh-hero-2')).toHaveCSS(
      'background-image',
      /^url\("data:image\/svg\+xml/,
    )
    expect(images.filter((url) => /hero/.test(url))).toEqual([])
    await expect(page.locator('link[rel=stylesheet][href*="hero"]')).toHaveCount(0)

    await page.getByRole('link', { name: 'Book Now' }).first().click()
    await expect(page).toHaveURL(/\/jps\/booking/)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/jps(#top)?$/)
    await expect(page.locator('link[rel=stylesheet][href*="hero"]')).toHaveCount(1)
    await expect(first).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/)
    await expect(page.locator('.mdh-hero-alt')).toHaveCSS('animation-name', 'mdh-hero-fade')
  })
})

test('scroll position is restored when coming back to a page', async ({ page }) => {
  await page.goto('/')
  await page.locator('#services').scrollIntoViewIfNeeded()
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(200)
  await page
    .locator('#services')
    .getByRole('link', { name: /Auto Detailing/ })
    .click()
  await expect(page).toHaveURL(/\/service\/auto-detailing$/)
  // A client-side navigation: the new page starts at the top once it has rendered.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
})

for (const path of ['/', '/jps']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await page.locator('#faq').getByRole('button', { name: 'Show FAQs' }).click()
    await expectNoSeriousAxe(page)
  })
}
