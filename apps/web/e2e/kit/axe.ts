// One accessibility scan for every spec: axe with the WCAG 2.0/2.1 A and AA rules over the whole page; any violation
// fails the test with the rule, its impact and the first offending elements.
import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe for one page, run in that page (axe.run, as the browser extension does). AxeBuilder's default instead runs the
 * rules frame by frame and then opens a blank page of its own, injects axe there again and merges the results in it:
 * a new renderer and a second copy of axe for every scan. The storefront's pages have no frames of another origin,
 * the one case that needs it, so the results are the same (checked on home, shop, search and login: the same rules
 * passed, incomplete and violated); measured on this machine, a scan of the home page took 1.9-2.2 s of CPU and
 * 1.5-1.7 s instead of 2.7-4.0 s and 2.7-3.4 s.
 *
 * Only violations are read, so only they are kept whole (`resultTypes`): axe still runs every rule, but lists one
 * element, not all, for each rule that passed or could not decide. The result of a home-page scan was 1.09 MB
 * instead of 84 kB, and the scan took 1.1 s instead of 1.8-2.2 s (shop: 0.9-1.0 s instead of 1.2-1.4 s); the
 * violations are the same.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
}

/** Toasts slide and fade in over 400 ms: waits until those on the page have settled (sonner marks a toast
 * data-mounted when its entry starts, and the opacity reaches 1 at the end), so contrast is measured on their final
 * colours. A toast that is leaving never settles: the wait gives up after 2 s. */
async function toastsSettled(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]')
  if (!(await toasts.count())) return
  await page
    .locator('[data-sonner-toast][data-mounted="true"]')
    .first()
    .waitFor({ timeout: 2000 })
    .catch(() => {})
  await expect
    .poll(() => toasts.evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')), {
      timeout: 2000,
    })
    .toBe(true)
    .catch(() => {})
}

export async function scan(page: Page, label: string): Promise<void> {
  const analyze = () => axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  await toastsSettled(page)
  let result = await analyze()
  // A toast can appear (or start to leave) while axe runs, and then its text is measured half faded: 10-orders once
  // failed on the colour contrast of a new toast's title. Violations are looked at once more after the toasts have
  // settled; a real one is there both times.
  if (result.violations.length) {
    await toastsSettled(page)
    result = await analyze()
  }
  const problems = result.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help}\n        ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n        ')}`,
  )
  expect(problems, 'axe violations').toEqual([])
}
