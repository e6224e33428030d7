// What the specs' init scripts keep on the page's window (read back with page.evaluate).
export {}

declare global {
  interface Window {
    /** The classes of <html> at each recorded moment (theme tests). */
    __classLog: string[]
    /** Set once on a page: still there means no reload happened. */
    __noReload?: boolean
    /** Content-Security-Policy violations seen on the page. */
    __cspViolations: string[]
    /** When the last input event happened (Date.now()). */
    __lastInput?: number
    /** Set by an injected inline handler if it ever runs. */
    __pwned?: number
  }
}
