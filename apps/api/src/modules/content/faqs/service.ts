import type { Faq } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { isoDate } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import type { PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

export async function listFaqs(
  db: Executor,
  query: { type?: string },
  window: PageWindow,
  ctx: RequestContext,
): Promise<{ items: Faq[]; total: number }> {
  const { rows, total } = await repo.listActiveFaqs(db, query, window)
  const translations = await loadTranslationsOf(
    db,
    'faqTranslations',
    rows.map((r) => r.id),
    ctx,
  )
  const items = rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    active: row.active,
    created_at: isoDate(row.createdAt)!,
    translation: presentTranslation(translations.get(row.id)),
  }))
  return { items, total }
}
