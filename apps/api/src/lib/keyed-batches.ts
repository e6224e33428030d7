// Work on one key (one cart, say) done by one batch at a time in this process: a job that finds no batch running
// starts one at once, alone; jobs that arrive while it runs wait and then go together in the next. A row that many
// requests change at once is then locked once per batch instead of once per request, and the requests waiting
// for it hold no database connection meanwhile. Other processes still meet at the database's lock, so this is
// about speed only, never about correctness.

export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown }

interface Waiting<J, R> {
  job: J
  resolve: (value: R) => void
  reject: (error: unknown) => void
}

export class KeyedBatches<K, J, R> {
  private readonly queues = new Map<K, Waiting<J, R>[]>()

  /**
   * @param run does one batch: answers one outcome per job, in order; a throw fails every job of the batch.
   * @param maxBatch the most jobs one batch takes.
   */
  constructor(
    private readonly run: (key: K, jobs: J[]) => Promise<Settled<R>[]>,
    private readonly maxBatch = 32,
  ) {}

  submit(key: K, job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key)
      if (queue) {
        queue.push({ job, resolve, reject })
        return
      }
      this.queues.set(key, [{ job, resolve, reject }])
      void this.drain(key)
    })
  }

  private async drain(key: K): Promise<void> {
    const queue = this.queues.get(key)!
    while (queue.length > 0) {
      const batch = queue.splice(0, this.maxBatch)
      try {
        const outcomes = await this.run(
          key,
          batch.map((w) => w.job),
        )
        batch.forEach((waiting, i) => {
          const outcome = outcomes[i]
          if (!outcome) waiting.reject(new Error('a batch answered fewer outcomes than it had jobs'))
          else if (outcome.ok) waiting.resolve(outcome.value)
          else waiting.reject(outcome.error)
        })
      } catch (error) {
        for (const waiting of batch) waiting.reject(error)
      }
    }
    this.queues.delete(key)
  }
}
