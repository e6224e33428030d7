// Types of what server.mjs exports for its tests.
import type { IncomingMessage, ServerResponse } from 'node:http'

export function compileTrust(value: string | undefined): (address: string, index: number) => boolean
export function rewriteForwarding(request: IncomingMessage, trust: (address: string, index: number) => boolean): void
export function passStorage(request: IncomingMessage, response: ServerResponse, apiUrl: string): boolean
