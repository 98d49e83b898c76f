import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { atBothWidths, expectNoSeriousAxe, expectReachable } from '../support/look'

// Issue 40: a search for a place nobody serves is not a dead end: it leads to "tell me when a
// detailer serves {place}". Each test asks for an address of its own (a retry asks anew).

const SHOTS = 'tests/.tmp/shots'
const search = (page: Page) => page.getByRole('search', { name: 'Find detailers near you' })
const address = (tag: string) =>
  `wait-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.test`

// The journey runs once; the form it meets is seen at both widths (atBothWidths).

test('an unserved search offers to tell the customer once a detailer serves it', async ({
  page,
}) => {
  await page.goto('/')
  await search(page).getByRole('combobox').fill('Boise, ID')
  await search(page).getByRole('combobox').press('Enter')
  await expect(search(page).getByRole('alert')).toHaveText(
    "Sorry, we don't currently serve this area. Please contact us for more information.",
  )
  await search(page).getByRole('link', { name: 'Tell me when a detailer serves Boise, ID' }).click()
  await expect(page).toHaveURL(/\/detailers\?city=Boise&state=ID$/)
  const form = page.getByRole('heading', { name: 'Tell me when a detailer serves Boise, ID' })
  await expect(form).toBeVisible()
  await page.getByRole('button', { name: 'Tell me' }).click()
  // The browser's own check asks for the address first; a typed one is sent.
  await page.getByLabel('Email').fill(address('js'))
  await atBothWidths(page, async (vp) => {
    await expectReachable(page, page.getByRole('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    await page.screenshot({ path: `${SHOTS}/waitlist-${vp.name}.png`, fullPage: true })
  })
  await page.getByRole('button', { name: 'Tell me' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Thank you. We will email you once a detailer serves Boise, ID.',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is a plain post: a bad address is refused beside the field, a good one thanked', async ({
    page,
  }) => {
    await page.goto('/detailers?city=Boise&state=ID')
    await page.getByLabel('Email').fill('not-an-email@')
    // Without JavaScript the browser still checks type=email; take the check off as a bot would.
    await page.getByLabel('Email').evaluate((el) => el.setAttribute('type', 'text'))
    await page.getByRole('button', { name: 'Tell me' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address')
    await page.getByLabel('Email').fill(address('nojs'))
    await page.getByRole('button', { name: 'Tell me' }).click()
    await expect(
      page.getByText('Thank you. We will email you once a detailer serves Boise, ID.'),
    ).toBeVisible()
  })
})
