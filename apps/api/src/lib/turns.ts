// Reads take turns with everything else on the event loop (security probe D17).
//
// Under a heavy catalogue read load the event loop is saturated: every turn of the loop handles each connection that
// sent a request, so a turn lasts tens of milliseconds, and a write, which waits for the database several times, waits
// one such turn each time (a cart write made about seven waits of 25 ms under 50 read connections). A gate that lets at
// most `perTurn` reads start in one turn of the loop, and holds the others until a later turn, keeps each turn short:
// the reads are served as fast as before (the loop was full anyway), in arrival order, and the database's answers to a
// write are read a turn later instead of after every pending read.

export interface TurnGate {
  /** `null` when the caller may go on now; otherwise a promise resolved on the turn it is let in. */
  admit(): Promise<void> | null
  /** How many callers wait for a turn now. */
  waiting(): number
}

export function createTurnGate(perTurn: number): TurnGate {
  let used = 0
  let scheduled = false
  let queue: Array<() => void> = []
  let head = 0

  // Runs once per turn of the loop (the check phase, after the turn's I/O) while anyone used or awaits the gate.
  const turn = () => {
    used = 0
    while (used < perTurn && head < queue.length) {
      used++
      queue[head++]!()
    }
    if (head === queue.length) {
      queue = []
      head = 0
    }
    if (used > 0 || queue.length > 0) setImmediate(turn)
    else scheduled = false
  }

  return {
    admit() {
      if (!scheduled) {
        scheduled = true
        setImmediate(turn)
      }
      if (used < perTurn && head === queue.length) {
        used++
        return null
      }
      return new Promise<void>((resolve) => queue.push(resolve))
    },
    waiting: () => queue.length - head,
  }
}
