export type CardMode = { mode: 'stripe' | 'sandbox' | 'off'; why: string }
export function isLoopbackHost(host: string): boolean
export function chooseCardMode(env: Record<string, string | undefined>, options: { webHost: string }): CardMode
export function sandboxKeys(dataDir: string): { secretKey: string; webhookSecret: string; file: string }
