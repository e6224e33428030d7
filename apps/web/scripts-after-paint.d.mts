// Types of what scripts-after-paint.mjs exports for server.mjs and its tests.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const AFTER_PAINT_TYPE: string
export interface ScriptDeferral {
  push(text: string): string
  end(): string
}
export function createScriptDeferral(): ScriptDeferral
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null
export function isDocumentRequest(request: IncomingMessage): boolean
export function deferScriptsOfDocuments(request: IncomingMessage, response: ServerResponse): boolean
