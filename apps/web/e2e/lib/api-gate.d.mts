/** The switchable proxy in front of the API (api-gate.mjs). */
export interface ApiGate {
  setDown(down: boolean): void
  close(): Promise<void>
}
export declare function startApiGate(options: {
  port: number
  target: { hostname: string; port: number }
}): Promise<ApiGate>
