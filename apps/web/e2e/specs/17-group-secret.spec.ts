// Issue 12, item 6: a group order link needs its invitation secret. An old link without one (or a damaged one) is
// refused on screen with the spec's message, before anyone types a name; light and dark, right to left, phone width.
import { scan } from '../kit/axe.ts'
import type { Page } from '@playwright/test'
import { test } from '../fixtures.ts'
import { assert, assertEqual, open, PHONE } from '../kit/harness.ts'

const MESSAGES = { en: 'You cannot join. Invalid group order', ar: 'لا يمكنك الانضمام. طلب جماعي غير صالح' }

/** The refusal screen: the message, no join form, a way home, nothing wider than the screen. */
async function expectRefused(page: Page, lang: keyof typeof MESSAGES, label: string) {
  const error = page.getByTestId('group-join-error')
  await error.waitFor()
  assertEqual((await error.textContent())!.trim(), MESSAGES[lang], `${label}: message`)
  assertEqual(await page.getByTestId('group-name').count(), 0, `${label}: no join form`)
  assert(await page.getByTestId('group-invalid').getByRole('link').count(), `${label}: a link home`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert(overflow <= 0, `${label}: no horizontal scroll (${overflow}px)`)
  await scan(page, label)
}

test('group secret: a link without the invitation is refused on screen (desktop light; phone, dark, Arabic)', async ({
  page,
  base,
  newContext,
}) => {
  await open(page, base, '/group/1?shop_id=1')
  await expectRefused(page, 'en', 'old link')
  await open(page, base, '/group/1?shop_id=1&invite=not-a-secret')
  await expectRefused(page, 'en', 'damaged link')

  const context = await newContext({
    viewport: PHONE,
    cookies: [
      { name: 'lang', value: 'ar' },
      { name: 'theme', value: 'dark' },
    ],
  })
  const phone = await context.newPage()
  phone.setDefaultTimeout(15_000)
  await open(phone, base, '/group/1?shop_id=1')
  assertEqual(await phone.locator('html').getAttribute('dir'), 'rtl', 'right to left')
  await expectRefused(phone, 'ar', 'phone, dark, Arabic')
})
