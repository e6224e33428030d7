import type { Category } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { imageUrl } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import { groupBy, type PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

type CategoryBase = Omit<Category, 'children'>

/** Categories with their translations, for embedding elsewhere (careers show their category). */
export async function presentCategoryBases(
  db: Executor,
  rows: repo.CategoryRow[],
  ctx: RequestContext,
): Promise<CategoryBase[]> {
  const translations = await loadTranslationsOf(
    db,
    'categoryTranslations',
    rows.map((r) => r.id),
    ctx,
  )
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    keywords: row.keywords,
    type: row.type,
    input: row.input,
    img: imageUrl(row.img, ctx),
    active: row.active,
    parent_id: row.parentId,
    translation: presentTranslation(translations.get(row.id)),
  }))
}

/** Categories with their active direct children; one query for the children, one for all translations. */
async function presentCategories(db: Executor, rows: repo.CategoryRow[], ctx: RequestContext): Promise<Category[]> {
  const children = await repo.listActiveChildren(
    db,
    rows.map((r) => r.id),
  )
  const presented = await presentCategoryBases(db, [...rows, ...children], ctx)
  const byId = new Map(presented.map((c) => [c.id, c]))
  const childrenByParent = groupBy(children, (c) => c.parentId)
  return rows.map((row) => ({
    ...byId.get(row.id)!,
    children: (childrenByParent.get(row.id) ?? []).map((c) => byId.get(c.id)!),
  }))
}

export async function listCategories(
  db: Executor,
  query: { type?: repo.CategoryType; parent_id?: number },
  window: PageWindow,
  ctx: RequestContext,
) {
  // Without a parent the list is the top of a tree of the given type; with one, that parent's children of any type
  // unless a type is asked for.
  const filter: repo.CategoryFilter =
    query.parent_id === undefined
      ? { type: query.type ?? 'main', parentId: null }
      : { type: query.type, parentId: query.parent_id }
  const { rows, total } = await repo.listCategories(db, filter, window)
  return { items: await presentCategories(db, rows, ctx), total }
}

export async function getCategory(db: Executor, id: number, ctx: RequestContext): Promise<Category> {
  const row = await repo.findActiveCategory(db, id)
  if (!row) throw notFound('Category not found')
  const [category] = await presentCategories(db, [row], ctx)
  return category!
}

export async function listSubCategories(db: Executor, parentId: number, window: PageWindow, ctx: RequestContext) {
  const parent = await repo.findActiveCategory(db, parentId)
  if (!parent) throw notFound('Category not found')
  const { rows, total } = await repo.listCategories(db, { parentId }, window)
  return { items: await presentCategories(db, rows, ctx), total }
}
