// Statements queued on one connection without waiting for each. The driver keeps a queue per connection and sends the
// next statement from inside the handler that reads the previous one's answer, so statements queued together cost one
// wait on the event loop instead of one each. That matters while a row lock is held: under heavy load every wait for
// the event loop is milliseconds during which other writers of the same row stand in line (security probe D17).
//
// Statements run in the order they were queued: the driver's queue is first in, first out, and a statement reaches it
// synchronously when its builder's `then` is called. So pass builders, or promises of functions that call `then` on
// their builder before returning (not async functions that await it: those reach the driver a microtask later). Inside a transaction a failed statement makes the later ones fail too; the first
// failure is what `settle` reports.

import type { Database, Transaction } from './client.ts'

/** A statement builder (Drizzle's builders run when awaited) or a promise already running. */
type Statement<T> = PromiseLike<T>

export class Pipeline {
  private readonly running: Promise<unknown>[] = []
  private failure: { error: unknown } | undefined

  /** Starts `statement` now and returns its result when it comes; a failure is kept for `settle`, never left unhandled. */
  add<T>(statement: Statement<T>): Promise<T> {
    // Called now, not a microtask later as Promise.resolve would: a builder reaches the connection in call order.
    const result = new Promise<T>((resolve, reject) => {
      statement.then(resolve, reject)
    })
    this.running.push(
      result.then(
        () => undefined,
        (error: unknown) => {
          this.failure ??= { error }
        },
      ),
    )
    return result
  }

  /** Waits for every statement queued so far; throws the first failure. */
  async settle(): Promise<void> {
    await Promise.all(this.running)
    if (this.failure) throw this.failure.error
  }
}

/**
 * Runs statements queued together and returns their results in order, like Promise.all, but waits for all of them
 * before throwing the first failure (so that none is still running, or unhandled, when the caller's transaction ends).
 */
export async function runTogether<T extends readonly unknown[]>(statements: {
  [K in keyof T]: Statement<T[K]>
}): Promise<T> {
  const pipeline = new Pipeline()
  const results = statements.map((statement) => pipeline.add(statement))
  await pipeline.settle()
  return (await Promise.all(results)) as unknown as T
}

/**
 * A transaction whose last writes travel with its COMMIT. `body` runs as in `db.transaction`, and may, as its last
 * act, queue statements on `tail` instead of awaiting them: the driver sends them and then COMMIT without waiting
 * for their answers, so row locks taken before the tail are released one wait for the event loop sooner. PostgreSQL
 * answers COMMIT of a transaction in which a statement failed with a rollback, so nothing of it is kept, and the
 * first failure is thrown here. Only statements whose failure is an error belong in the tail: a check that needs
 * a statement's answer before deciding to commit must be awaited in `body`.
 */
export async function transactionWithTail<T>(
  db: Database,
  body: (tx: Transaction, tail: Pipeline) => Promise<T>,
): Promise<T> {
  const tail = new Pipeline()
  const result = await db.transaction((tx) => body(tx, tail))
  await tail.settle()
  return result
}
