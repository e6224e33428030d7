import type { Page } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { imageUrl, isoDate } from '../../../lib/present.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import type { PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

async function presentPages(db: Executor, rows: repo.PageRow[], ctx: RequestContext): Promise<Page[]> {
  const translations = await loadTranslationsOf(
    db,
    'pageTranslations',
    rows.map((r) => r.id),
    ctx,
  )
  return rows.map((row) => {
    const t = translations.get(row.id)
    return {
      id: row.id,
      type: row.type,
      img: imageUrl(row.img, ctx),
      bg_img: imageUrl(row.bgImg, ctx),
      active: row.active,
      input: row.input,
      created_at: isoDate(row.createdAt)!,
      updated_at: isoDate(row.updatedAt)!,
      translation: t
        ? { id: t.id, locale: t.locale, title: t.title, description: t.description, button_text: t.buttonText }
        : null,
    }
  })
}

export async function listPages(
  db: Executor,
  type: repo.PageType | undefined,
  window: PageWindow,
  ctx: RequestContext,
) {
  const { rows, total } = await repo.listActivePages(db, { type }, window)
  return { items: await presentPages(db, rows, ctx), total }
}

export async function getPage(db: Executor, type: repo.PageType, ctx: RequestContext): Promise<Page> {
  const row = await repo.findActivePage(db, type)
  if (!row) throw notFound('Page not found')
  const [page] = await presentPages(db, [row], ctx)
  return page!
}

/** Privacy policy and terms: the page's text only. */
export async function getLegalPage(db: Executor, type: 'policy' | 'term', ctx: RequestContext) {
  const page = await getPage(db, type, ctx)
  const t = page.translation
  return {
    id: page.id,
    created_at: page.created_at,
    updated_at: page.updated_at,
    translation: t && { id: t.id, locale: t.locale, title: t.title, description: t.description },
  }
}

const IMAGE_KEY = /^(img|image|[a-z]+_img)$/

/** Sections are free-form, but their pictures follow the API's rule: image fields are absolute URLs. */
function withAbsoluteImages(value: unknown, ctx: RequestContext): unknown {
  if (Array.isArray(value)) return value.map((v) => withAbsoluteImages(v, ctx))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      IMAGE_KEY.test(key) && typeof v === 'string' ? imageUrl(v, ctx) : withAbsoluteImages(v, ctx),
    ]),
  )
}

export async function getLandingPage(db: Executor, type: string, ctx: RequestContext) {
  const row = await repo.findLandingPage(db, type)
  if (!row) throw notFound('Landing page not found')
  const translations = await loadTranslationsOf(db, 'landingPageTranslations', [row.id], ctx)
  return {
    id: row.id,
    type: row.type,
    img: imageUrl(row.img, ctx),
    data: withAbsoluteImages(translations.get(row.id)?.data ?? null, ctx) as Record<string, unknown> | null,
  }
}

export async function getStats(db: Executor) {
  // Orders have no table yet: they arrive with the ordering module, which will count them here.
  return { users: await repo.countCustomers(db), orders: 0 }
}
