import 'server-only'
import { redirect } from 'next/navigation'
import { ApiRequestError } from './client'
import { getRequestContext } from './request-context'

/** Whether this request carries a session cookie (the token itself stays on the server). */
export async function hasSession(): Promise<boolean> {
  return Boolean((await getRequestContext()).accessToken)
}

/**
 * Runs a server-side fetch of signed-in data; a 401 sends the visitor through /session/end, which checks the token
 * is really dead, clears the cookies and lands on /login with the "Unauthorized" toast (spec §8). Other errors are
 * thrown as they are (a 403 is only a failure).
 */
export async function withSession<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) redirect('/session/end')
    throw error
  }
}
