import { unstable_rethrow } from 'next/navigation'

/** The value of a promise, or the fallback when it fails: for page sections that may be missing without harm. */
export async function settle<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise
  } catch (error) {
    unstable_rethrow(error)
    console.warn(`[basil] section skipped: ${(error as Error).message}`)
    return fallback
  }
}
