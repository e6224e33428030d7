import type { Career } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { isoDate } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import type { PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

async function presentCareers(db: Executor, rows: repo.CareerRow[], ctx: RequestContext): Promise<Career[]> {
  const categoryIds = [...new Set(rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])))]
  const [translations, categoryTitles] = await Promise.all([
    loadTranslationsOf(
      db,
      'careerTranslations',
      rows.map((r) => r.id),
      ctx,
    ),
    loadTranslationsOf(db, 'categoryTranslations', categoryIds, ctx),
  ])
  return rows.map((row) => ({
    id: row.id,
    category_id: row.categoryId,
    active: row.active,
    created_at: isoDate(row.createdAt)!,
    // The foreign key clears category_id when its category goes, so a set id always names a category.
    category:
      row.categoryId === null
        ? null
        : { id: row.categoryId, translation: presentTranslation(categoryTitles.get(row.categoryId)) },
    translation: presentTranslation(translations.get(row.id)),
  }))
}

export async function listCareers(
  db: Executor,
  query: { category_id?: number },
  window: PageWindow,
  ctx: RequestContext,
) {
  const { rows, total } = await repo.listActiveCareers(db, { categoryId: query.category_id }, window)
  return { items: await presentCareers(db, rows, ctx), total }
}

export async function getCareer(db: Executor, id: number, ctx: RequestContext): Promise<Career> {
  const row = await repo.findActiveCareer(db, id)
  if (!row) throw notFound('Career not found')
  const [career] = await presentCareers(db, [row], ctx)
  return career!
}
