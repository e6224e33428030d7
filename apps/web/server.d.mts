// Types of what server.mjs exports for its tests.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

export function compileTrust(value: string | undefined): (address: string, index: number) => boolean
export function rewriteForwarding(request: IncomingMessage, trust: (address: string, index: number) => boolean): void
export function passStorage(request: IncomingMessage, response: ServerResponse, apiUrl: string): boolean
export const LIVE_SOCKET_PATH: string
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined
export function isOwnOrigin(request: IncomingMessage): boolean
export function passSocket(request: IncomingMessage, socket: Duplex, head: Buffer, apiUrl: string): boolean
