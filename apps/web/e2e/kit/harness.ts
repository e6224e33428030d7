// Helpers the specs share: sizes, navigation that waits for hydration, assertions on top of expect(), polling, and
// plain reads of the API (to pick test data the way a person would see it).
import { expect, type Page } from '@playwright/test'

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 390, height: 844 }

/**
 * The API's JSON as the specs read it. Specs walk the demo data freely (menus, stocks, addons); reads that matter
 * to a fixture are parsed with the contracts' schemas instead (see the `api` fixture).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON from the API, read by the specs
export type Json = any

/** The API's origin for this worker (its own stack; set by the `stack` fixture). */
export function apiBase(): string {
  const base = process.env.E2E_API_BASE
  if (!base) throw new Error('E2E_API_BASE is not set: specs run under the fixtures of e2e/fixtures.ts')
  return base
}

/** A condition that must hold: fails the test with `message` otherwise. */
export function assert(condition: unknown, message: string): asserts condition {
  expect(condition, message).toBeTruthy()
}

/** Strict equality (Object.is) with a message saying what was compared. */
export function assertEqual<T>(actual: unknown, expected: T, message: string): asserts actual is T {
  expect(actual, message).toBe(expected)
}

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>

/** Polls `fn` (expect.poll) until it returns a truthy value, and answers that value. A throw counts as "not yet". */
export async function waitFor<T>(
  fn: () => T | Promise<T>,
  {
    timeout = 10_000,
    interval = 100,
    message = 'condition',
  }: { timeout?: number; interval?: number; message?: string } = {},
): Promise<Truthy<T>> {
  let last: T | undefined
  let lastError: unknown
  await expect
    .poll(
      async () => {
        try {
          last = await fn()
          return Boolean(last)
        } catch (error) {
          lastError = error
          return false
        }
      },
      {
        timeout,
        intervals: [interval],
        message: `timed out waiting for ${message}${lastError instanceof Error ? `: ${lastError.message}` : ''}`,
      },
    )
    .toBe(true)
  return last as Truthy<T>
}

/** Navigates and waits until React has hydrated (the app marks <html data-hydrated>). */
export async function open(page: Page, base: string, path: string): Promise<void> {
  await page.goto(new URL(path, base).href, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1', { timeout: 20_000 })
}

/** Waits for hydration after a reload or a navigation the page made itself. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1', { timeout: 20_000 })
}

/** The API, asked directly (GET, no session). */
export async function apiGet(base: string, path: string): Promise<Json> {
  const res = await fetch(`${base}/api/v1/${path}`)
  if (!res.ok) throw new Error(`API ${path} answered ${res.status}`)
  return res.json()
}

/** Text as React writes it into HTML (to look for it in a server response). */
export function htmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/**
 * Waits until the page's fonts are in and no finite animation or transition is running (colours and sizes are final),
 * e.g. before an accessibility scan measures contrast.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
        ),
      { timeout: 5000, message: 'animations and transitions ended' },
    )
    .toBe(0)
}
