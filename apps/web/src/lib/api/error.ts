/**
 * A failed API call, the one error class of both sides: the server-only adapter (`./client.ts`) and the browser
 * client (`./browser.ts`). It carries the contract's error body (`message`, `statusCode`, `params` per field) and the
 * HTTP status (0 when the API could not be reached from the browser).
 */
export class ApiError extends Error {
  readonly statusCode?: string
  readonly params?: Record<string, string[]>
  /** Seconds to wait before trying again (the `Retry-After` of a 429). */
  readonly retryAfter?: number
  /** The API path asked for (server side; for logs). */
  readonly path?: string

  constructor(
    message: string,
    readonly status: number,
    details: { statusCode?: string; params?: Record<string, string[]>; retryAfter?: number; path?: string } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.statusCode = details.statusCode
    this.params = details.params
    this.retryAfter = details.retryAfter
    this.path = details.path
  }

  /** The first message the API gave for a field (validation errors), if any. */
  field(name: string): string | undefined {
    return this.params?.[name]?.[0]
  }
}
