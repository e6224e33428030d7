// Storefront review, defects 6, 8 and 13: a signed-in user without a cart sees no console error; a member kicked from
// a group order is told so in their language (and is no longer a member); the home and search pages name each of
// their landmarks uniquely (axe landmark-unique), desktop and phone.
import { axeFor, scan } from '../kit/axe.ts'
import { findProductOfAnotherShop } from '../kit/data.ts'
import type { Page } from '@playwright/test'
import { test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, hydrated, type Json, open, PHONE, waitFor } from '../kit/harness.ts'

const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const KICKED = {
  en: 'You have been kicked from group order',
  fr: 'Vous avez été retiré de la commande groupée',
  ar: 'تمت إزالتك من الطلب الجماعي',
}

/** The API as another client sees it (status and body, whatever the status). */
async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${apiBase()}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: await res.json().catch(() => null) }
}

async function clearServerCart(token: string) {
  const { status, body } = await api(token, 'GET', 'dashboard/user/cart')
  if (status === 200)
    assertEqual(
      (await api(token, 'DELETE', 'dashboard/user/cart/delete', { ids: [body.data.id] })).status,
      200,
      'cart deleted',
    )
}

async function signIn(page: Page, base: string, next: string) {
  await open(page, base, `/login?next=${encodeURIComponent(next)}`)
  await page.locator('input[name=login]').fill(CUSTOMER.email)
  await page.locator('input[name=password]').fill(CUSTOMER.password)
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => url.pathname === next, { timeout: 20_000 })
  await hydrated(page)
}

test('review defect 8: signed in without a cart, pages log no console error (the API still answers 404)', async ({
  page,
  base,
  login,
}) => {
  const { token } = await login(CUSTOMER)
  await clearServerCart(token)
  // The wire contract is unchanged for other clients: no cart is a 404.
  assertEqual((await api(token, 'GET', 'dashboard/user/cart')).status, 404, 'GET dashboard/user/cart without a cart')

  const found = await findProductOfAnotherShop(0)
  assert(found, 'an open shop with a product in stock')
  const { shop } = found
  const recipe = (await apiGet(apiBase(), 'rest/receipts/paginate?perPage=1')).data[0]
  await signIn(page, base, `/shop/${shop.id}`)
  // The cart panel shows "empty" once the user's cart was asked for and found missing.
  await page.getByTestId('cart-panel').getByTestId('cart-empty').waitFor()
  for (const path of ['/', recipe && `/recipes/${recipe.id}`, `/shop/${shop.id}`].filter(Boolean)) {
    await open(page, base, path)
    await page.waitForLoadState('networkidle')
  }
  await page.getByTestId('cart-panel').getByTestId('cart-empty').waitFor()
  assertEqual((await api(token, 'GET', 'dashboard/user/cart')).status, 404, 'still no cart')
  // Any console error (a failed request included) fails the test in the harness.
})

/** The owner's group cart, made through the API as the owner's app would: a line of an open shop, group on. */
async function openGroupCart(token: string) {
  await clearServerCart(token)
  const found = await findProductOfAnotherShop(0)
  assert(found, 'an open shop with a product in stock')
  const { shop, product } = found
  const stock = product.stock ?? product.stocks[0]
  const inserted = await api(token, 'POST', 'dashboard/user/cart/insert-product', {
    shop_id: shop.id,
    products: [{ stock_id: stock.id, quantity: Math.max(1, product.min_qty ?? 1) }],
  })
  assertEqual(inserted.status, 200, `insert-product: ${JSON.stringify(inserted.body)}`)
  const cartId = inserted.body.data.id
  assertEqual((await api(token, 'POST', `dashboard/user/cart/set-group/${cartId}`)).status, 200, 'group started')
  const cart = (await api(token, 'GET', 'dashboard/user/cart')).body.data
  assert(cart.group && cart.invite, "the owner's cart is a group with an invitation")
  return { shop, product, cartId, invite: cart.invite }
}

/** A browser joins the group by its share link under a name and lands on the shop. */
async function joinAs(page: Page, base: string, group: Json, name: string) {
  await open(page, base, `/group/${group.cartId}?shop_id=${group.shop.id}&invite=${group.invite}`)
  await page.getByTestId('group-name').fill(name)
  await page.getByTestId('group-join-submit').click()
  await page.waitForURL((u) => u.pathname === `/shop/${group.shop.id}`)
  await waitFor(
    () => page.evaluate(() => JSON.parse(localStorage.getItem('basil-group') ?? '{}').state?.membership?.uuid),
    { message: `${name} is a member` },
  )
}

/** The owner removes the member by the id the owner sees. */
async function kick(token: string, name: string) {
  const cart = (await api(token, 'GET', 'dashboard/user/cart')).body.data
  const member = cart.user_carts.find((u: Json) => u.name === name)
  assert(member, `${name} is in the owner's cart`)
  const res = await api(token, 'DELETE', `dashboard/user/cart/member/delete?ids[0]=${member.id}`)
  assertEqual(res.status, 200, `kick ${name}: ${JSON.stringify(res.body)}`)
}

/** The member's page says so (the spec's words, in the page's language) and forgets the membership. */
async function expectKicked(page: Page, lang: keyof typeof KICKED, label: string) {
  const toast = page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: KICKED[lang] })
  await toast.waitFor({ timeout: 12_000 })
  await toast.hover() // keeps it open for the checks below
  assertEqual((await toast.locator('[data-title]').textContent())!.trim(), KICKED[lang], `${label}: toast text`)
  await waitFor(
    () => page.evaluate(() => JSON.parse(localStorage.getItem('basil-group') ?? '{}').state?.membership === null),
    { message: `${label}: membership cleared` },
  )
  await scan(page, `${label}: kicked toast`)
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/kicked-${label.replace(/\W+/g, '-')}.png` })
}

test('review defect 6: a kicked group member is told so (en, fr, ar; light and dark; phone) with no console error and shops on alone', async ({
  base,
  newContext,
  login,
}) => {
  const { token } = await login(CUSTOMER)
  const group = await openGroupCart(token)

  // Desktop, English, light: told, no longer a member, and the cart is their own again.
  const desktop = await (await newContext()).newPage()
  desktop.setDefaultTimeout(15_000)
  await joinAs(desktop, base, group, 'Robin')
  const panel = desktop.getByTestId('cart-panel')
  await panel.getByTestId('member-banner').waitFor()
  await kick(token, 'Robin')
  await expectKicked(desktop, 'en', 'desktop light en')
  await panel.getByTestId('member-banner').waitFor({ state: 'detached' })
  await open(desktop, base, `/shop/${group.shop.id}?product=${group.product.uuid}`)
  const dialog = desktop.getByTestId('product-dialog')
  await dialog.and(desktop.locator('[data-ready]')).waitFor()
  await dialog.getByTestId('add-to-cart').click()
  await dialog.waitFor({ state: 'detached' })
  await panel.getByTestId('cart-line').first().waitFor()
  assertEqual(await panel.getByTestId('member-banner').count(), 0, 'shopping alone, not in the group')
  const owner = (await api(token, 'GET', 'dashboard/user/cart')).body.data
  assert(!owner.user_carts.some((u: Json) => u.name === 'Robin'), "the owner's cart no longer lists Robin")

  // Phone, French, dark.
  const phone = await (
    await newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      cookies: [
        { name: 'lang', value: 'fr' },
        { name: 'theme', value: 'dark' },
      ],
    })
  ).newPage()
  phone.setDefaultTimeout(15_000)
  await joinAs(phone, base, group, 'Sam')
  await kick(token, 'Sam')
  await expectKicked(phone, 'fr', 'phone dark fr')

  // Desktop, Arabic (right to left), dark.
  const arabic = await (
    await newContext({
      cookies: [
        { name: 'lang', value: 'ar' },
        { name: 'theme', value: 'dark' },
      ],
    })
  ).newPage()
  arabic.setDefaultTimeout(15_000)
  await joinAs(arabic, base, group, 'Noor')
  assertEqual(await arabic.locator('html').getAttribute('dir'), 'rtl', 'right to left')
  await kick(token, 'Noor')
  await expectKicked(arabic, 'ar', 'desktop dark ar')

  await clearServerCart(token)
})

/** axe's landmark rules (best practice, outside the WCAG tags of scan()), landmark-unique first. */
async function expectUniqueLandmarks(page: Page, label: string) {
  const result = await axeFor(page)
    .withRules([
      'landmark-unique',
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
      'landmark-no-duplicate-main',
    ])
    .analyze()
  const problems = result.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help}\n        ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n        ')}`,
  )
  if (problems.length) throw new Error(problems.join('\n'))
  await scan(page, label)
}

/** The names a screen reader lists for the home page's two promotion rows and the search page's search forms. */
async function landmarkNames(page: Page, path: string): Promise<(string | null)[]> {
  if (path === '/') {
    const names = []
    for (const id of ['banners', 'ads-row']) {
      const section = page.getByTestId(id)
      await section.waitFor({ state: 'attached' })
      const heading = await section.getAttribute('aria-labelledby')
      names.push((await page.locator(`[id="${heading}"]`).textContent())!.trim())
    }
    return names
  }
  const forms = page.locator('form[role=search]')
  const names = []
  for (let i = 0; i < (await forms.count()); i++) {
    if (await forms.nth(i).isVisible()) names.push(await forms.nth(i).getAttribute('aria-label'))
  }
  return names
}

test('review defect 13: landmarks on / and /search are uniquely named (axe landmark-unique), desktop and phone, en fr ar', async ({
  newContext,
  base,
}) => {
  const english: Record<string, (string | null)[]> = {}
  const runs = [
    { label: 'desktop light en', lang: 'en', options: {} },
    {
      label: 'phone dark ar',
      lang: 'ar',
      options: {
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        cookies: [
          { name: 'lang', value: 'ar' },
          { name: 'theme', value: 'dark' },
        ],
      },
    },
    {
      label: 'phone light fr',
      lang: 'fr',
      options: { viewport: PHONE, isMobile: true, hasTouch: true, cookies: [{ name: 'lang', value: 'fr' }] },
    },
    {
      label: 'desktop dark fr',
      lang: 'fr',
      options: {
        cookies: [
          { name: 'lang', value: 'fr' },
          { name: 'theme', value: 'dark' },
        ],
      },
    },
  ]
  for (const { label, lang, options } of runs) {
    const page = await (await newContext(options)).newPage()
    page.setDefaultTimeout(15_000)
    for (const path of ['/', '/search?q=pizza']) {
      await open(page, base, path)
      if (path !== '/') await page.getByTestId('search-products-count').first().waitFor()
      await expectUniqueLandmarks(page, `${label} ${path}`)
      const names = await landmarkNames(page, path)
      assert(
        names.length >= (path === '/' || !label.startsWith('phone') ? 2 : 1),
        `${label} ${path}: the landmarks are there (${JSON.stringify(names)})`,
      )
      assert(
        names.every(Boolean) && new Set(names).size === names.length,
        `${label} ${path}: distinct names ${JSON.stringify(names)}`,
      )
      if (lang === 'en') english[path] = names
      else
        assert(
          names.every((n) => !english[path]!.includes(n)),
          `${label} ${path}: translated names ${JSON.stringify(names)}`,
        )
    }
  }
})
