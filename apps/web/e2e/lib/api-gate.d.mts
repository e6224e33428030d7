/** The switchable proxy in front of the API (api-gate.mjs). */
export interface ApiGate {
  setDown(down: boolean): void
  /** Answers rest/settings with these values replaced (null: as the API says), as if the operator changed them. */
  setSettings(overrides: Record<string, string | null> | null): void
  close(): Promise<void>
}
export declare function startApiGate(options: {
  port: number
  target: { hostname: string; port: number }
}): Promise<ApiGate>
