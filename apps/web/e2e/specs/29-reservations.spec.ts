// Issue 17 items 3–6 (reservations): a table booked in the storefront (the shop found on /reservations with its
// booking hours, a date and time, a free table on the section's plan, a note), the contract's "no available booking"
// shown when someone else took the table meanwhile, the demo seller accepting it through the API, and /reservations
// showing the new status; the booking form on a phone, dark, in Arabic, used with the keyboard (axe everywhere).
import type { Page } from '@playwright/test'
import { allowConsole, PHONE_DARK_ARABIC, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiCall } from '../kit/data.ts'
import { assert, assertEqual, hydrated, type Json, open, waitFor } from '../kit/harness.ts'

const ALEX = { email: 'customer@basil.test', password: 'basil-customer' }
const JORDAN = { email: 'jordan.lee@basil.test', password: 'basil-demo' }
const OMAR = { email: 'omar.haddad@basil.test', password: 'basil-demo' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }
const REFUSED = [/Failed to load resource: the server responded with a status of 400/]

/** The demo seller's shop taking reservations: its id and slug. */
async function sellerBookingShop(sellerToken: string, api: { json(path: string): Promise<Json> }) {
  const hours = await apiCall(sellerToken, 'GET', 'dashboard/seller/booking/working-days')
  const shop = (await api.json(`rest/booking/shops/${hours.data.shop_id}`)).data
  return { id: shop.id as number, slug: shop.slug as string }
}

/** Picks the `index`-th date the form offers (closed days are disabled) and answers it. */
async function pickDate(page: Page, index: number): Promise<string> {
  const select = page.getByTestId('booking-date')
  const values = await select
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  assert(values.length > index, `the form offers at least ${index + 1} dates (${values.length})`)
  await select.selectOption(values[index]!)
  return values[index]!
}

async function bookingByNote(token: string, note: string): Promise<Json> {
  const page = await apiCall(token, 'GET', 'dashboard/user/my-bookings?type=upcoming&perPage=100')
  return (page.data as Json[]).find((b) => b.note === note)
}

test(
  'a table booked on /reservations, refused when taken meanwhile, accepted by the seller and seen with its new status',
  allowConsole(REFUSED),
  async ({ base, login, axe, api }) => {
    const alex = await login(ALEX)
    const jordan = await login(JORDAN)
    const seller = await login(SELLER)
    const shop = await sellerBookingShop(seller.token, api)
    const context = await alex.newContext()
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)

    // The user menu leads to /reservations, which lists the shops taking reservations with their hours.
    await open(page, base, '/')
    await page.getByTestId('header-desktop').getByTestId('user-menu-button').click()
    await page.getByRole('menuitem', { name: 'Reservations' }).click()
    await page.waitForURL('**/reservations')
    await page.getByTestId('booking-shops').waitFor()
    const card = page.getByTestId('booking-shop').filter({ has: page.locator(`a[href="/reservations/${shop.slug}"]`) })
    await card.getByTestId('booking-hours').waitFor()
    await page.getByTestId('reservations-upcoming').waitFor()
    await axe(page, 'reservations')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/reservations-desktop-light.png`, fullPage: true })
    }
    await card.getByTestId('booking-shop-link').click()
    await page.waitForURL(`**/reservations/${shop.slug}`)
    await hydrated(page)

    // A date a few days ahead, its second time, four guests: tables too small for them say so.
    const form = page.getByTestId('booking-form')
    await form.waitFor()
    const date = await pickDate(page, 4)
    const timeSelect = page.getByTestId('booking-time')
    const times = await timeSelect.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
    const time = times[1] ?? times[0]!
    await timeSelect.selectOption(time)
    await page.getByRole('button', { name: 'One guest more' }).click()
    await page.getByRole('button', { name: 'One guest more' }).click()
    assertEqual(await page.getByTestId('booking-guests').textContent(), '4', 'four guests')
    const plan = page.getByTestId('table-plan')
    await plan.locator('[data-testid="booking-table"][data-state="free"]').first().waitFor()
    // Tables seating fewer than four say they are too small and cannot be chosen.
    for (const label of await plan.locator('[data-state="tooSmall"]').all()) {
      assert(await label.locator('input').isDisabled(), 'a table too small is not offered')
    }
    await axe(page, 'booking form')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/reservations-form-desktop-light.png`, fullPage: true })
    }

    // Nothing chosen: the form asks for a table and sends nothing.
    await page.getByTestId('booking-submit').click()
    await plan.getByText('Choose a free table').waitFor()

    // Alex chooses a table; meanwhile Jordan books the same one at that time: "no available booking".
    const free = plan.locator('[data-testid="booking-table"][data-state="free"]')
    const first = free.first()
    const firstName = (await first.getAttribute('data-table'))!
    await first.click()
    const tables = (await api.json(`rest/booking/tables?shop_id=${shop.id}&perPage=100`)).data as Json[]
    const taken = tables.find((x) => x.name === firstName)
    assert(taken, `table ${firstName} is listed`)
    const bookingId = (await api.json(`rest/booking/bookings?shop_id=${shop.id}`)).data[0].id
    await apiCall(jordan.token, 'POST', 'dashboard/user/my-bookings', {
      table_id: taken.id,
      booking_id: bookingId,
      start_date: `${date} ${time}`,
      guest: 2,
    })
    const note = `E2E anniversary ${Date.now().toString(36)}`
    await page.getByTestId('booking-note').fill(note)
    await page.getByTestId('booking-submit').click()
    await page.getByTestId('booking-error').filter({ hasText: 'This table is no longer free at that time' }).waitFor()
    // The plan now shows that table taken; another free one is booked.
    await plan.locator(`[data-table="${firstName}"][data-state="taken"]`).waitFor()
    await free.first().click()
    await page.getByTestId('booking-submit').click()
    await page.waitForURL('**/reservations')
    const mine = await waitFor(() => bookingByNote(alex.token, note), { message: 'the booking exists' })
    assertEqual(mine.guest, 4, 'four guests booked')
    assertEqual(mine.status, 'new', 'new until the restaurant answers')
    const row = page.locator(`[data-testid="reservation-card"][data-id="${mine.id}"]`)
    await row.getByTestId('reservation-status').filter({ hasText: 'Waiting for confirmation' }).waitFor()

    // The seller sees it on that day and accepts it; the page shows it confirmed.
    const day = await apiCall(seller.token, 'GET', `dashboard/seller/bookings?date=${date}&perPage=100`)
    assert(
      (day.data as Json[]).some((b) => b.id === mine.id),
      'the seller lists the reservation on its day',
    )
    await apiCall(seller.token, 'POST', `dashboard/seller/bookings/${mine.id}/status`, { status: 'accepted' })
    await page.reload({ waitUntil: 'domcontentloaded' })
    await hydrated(page)
    await row.locator('[data-status="accepted"]').filter({ hasText: 'Confirmed' }).waitFor()
    const bell = await apiCall(alex.token, 'GET', 'dashboard/notifications?type=booking_status&perPage=5')
    assert(
      (bell.data as Json[]).some((n) => n.data?.id === mine.id),
      'the customer was told (booking_status)',
    )

    // The customer cancels it: it moves to the past reservations, canceled.
    await row.getByTestId('reservation-cancel').click()
    await page.getByTestId('reservation-cancel-confirm').click()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Reservation canceled' }).waitFor()
    await row.waitFor({ state: 'detached' })
    await page.getByTestId('reservations-tab-past').click()
    await page.locator(`[data-testid="reservation-card"][data-id="${mine.id}"] [data-status="canceled"]`).waitFor()
    await axe(page, 'past reservations')
    await context.close()
  },
)

test(
  'the booking form on a phone, dark, in Arabic, with the keyboard',
  { tag: PHONE_DARK_RTL },
  async ({ base, login, axe, api }) => {
    const omar = await login(OMAR)
    const seller = await login(SELLER)
    const shop = await sellerBookingShop(seller.token, api)
    const context = await omar.newContext(PHONE_DARK_ARABIC)
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await open(page, base, `/reservations/${shop.slug}`)
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    await page.getByTestId('booking-form').waitFor()
    await pickDate(page, 5)
    const plan = page.getByTestId('table-plan')
    await plan.locator('[data-state="free"]').first().waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert(overflow <= 0, `nothing wider than the phone (${overflow}px)`)
    await axe(page, 'booking form, phone, Arabic, dark')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/reservations-form-phone-dark-rtl.png`, fullPage: true })
    }

    // The first free table by keyboard: focus its radio and select it with the space bar.
    const radio = plan.locator('[data-state="free"] input[type="radio"]').first()
    await radio.focus()
    await page.keyboard.press('Space')
    await waitFor(() => radio.isChecked(), { message: 'the table is chosen by keyboard' })
    await page.getByTestId('booking-note').fill('طاولة قرب النافذة')
    await page.getByTestId('booking-submit').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/reservations')
    await page.locator('[data-sonner-toast]').filter({ hasText: 'تم حجز الطاولة' }).waitFor()
    await page.getByTestId('reservations-upcoming').waitFor()
    await page
      .getByTestId('reservation-card')
      .filter({ hasText: 'طاولة قرب النافذة' })
      .getByTestId('reservation-status')
      .filter({ hasText: 'بانتظار التأكيد' })
      .waitFor()
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert(wide <= 0, `nothing on /reservations wider than the phone (${wide}px)`)
    await axe(page, 'reservations, phone, Arabic, dark')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/reservations-phone-dark-rtl.png`, fullPage: true })
    }
    await context.close()
  },
)
