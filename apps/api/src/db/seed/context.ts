import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import path from 'node:path'
import type { Executor } from '../client.ts'
import { renderImages, type ImageJob } from './images.ts'
import { seedLocales, type L10n } from './vocabulary/l10n.ts'

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for our widest table. */
const CHUNK = 1000

export async function insertAll<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: Array<PgInsertValue<T>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK))
  }
}

/** Inserts and returns the new ids in the order of `rows` (a multi-row INSERT returns rows in VALUES order). */
export async function insertIds<T extends PgTable & { id: PgColumn }>(
  tx: Executor,
  table: T,
  rows: Array<PgInsertValue<T>>,
): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += CHUNK) {
    const out = await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: table.id as PgColumn })
    for (const row of out) ids.push(Number(row.id))
  }
  if (ids.length !== rows.length) throw new Error('seed: insert returned an unexpected number of rows')
  return ids
}

type Localized<F extends Record<string, L10n | null | undefined>> = { ownerId: number; locale: string } & {
  [K in keyof F]: F[K] extends L10n ? string : string | null
}

/** One translation row per language: `localized(7, {title})` → en, ar and fr rows of owner 7. */
export function localized<F extends Record<string, L10n | null | undefined>>(
  ownerId: number,
  fields: F,
): Array<Localized<F>> {
  return seedLocales.map((locale) => {
    const row: Record<string, unknown> = { ownerId, locale }
    for (const [key, value] of Object.entries(fields)) row[key] = value ? value[locale] : null
    return row as Localized<F>
  })
}

/**
 * Renders pictures in the background while the database is being filled: sharp works on its own threads, so the
 * two overlap. `drain()` waits for everything queued so far.
 */
export class ImageQueue {
  private readonly jobs: ImageJob[] = []
  private readonly files = new Set<string>()
  private running: Promise<void> = Promise.resolve()

  constructor(private readonly imagesDir: string) {}

  /** Queues a picture and returns its stored path (relative to the images folder). */
  add(job: ImageJob): string {
    if (!this.files.has(job.file)) {
      this.files.add(job.file)
      this.jobs.push(job)
    }
    return job.file
  }

  /** Like `add`, but only draws the picture when no earlier call queued the same file (products share pictures). */
  addOnce(file: string, draw: () => ImageJob): string {
    return this.files.has(file) ? file : this.add(draw())
  }

  /** Starts rendering what is queued (call after each part of the seed). */
  flush(): void {
    const batch = this.jobs.splice(0)
    if (batch.length === 0) return
    this.running = this.running.then(async () => {
      await renderImages(this.imagesDir, batch)
    })
  }

  async drain(): Promise<void> {
    this.flush()
    await this.running
  }

  static forStorage(storageDir: string): ImageQueue {
    return new ImageQueue(path.join(storageDir, 'images'))
  }
}

/** What every part of the seed shares. */
export interface SeedContext {
  tx: Executor
  now: Date
  images: ImageQueue
}
