'use client'

// Toasts without sonner in the first load: calls are queued until the toaster (and sonner) has loaded, which happens
// the first time a toast is asked for.
export type ToastKind = 'success' | 'warning' | 'error'
type ToastRequest = { kind: ToastKind; message: string }

let deliver: ((t: ToastRequest) => void) | null = null
const queue: ToastRequest[] = []
const listeners = new Set<() => void>()

function show(kind: ToastKind, message: string) {
  if (deliver) deliver({ kind, message })
  else {
    queue.push({ kind, message })
    listeners.forEach((l) => l())
  }
}

/** Spec §2: success, warning and error toasts (top right, 5 s, icon and close button). */
export const toast = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
}

/** Called (once) when a toast is waiting for the toaster to load. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener)
  if (queue.length) listener()
  return () => listeners.delete(listener)
}

/** The loaded toaster takes over delivery and shows what was queued. */
export function attachToaster(fn: (t: ToastRequest) => void): () => void {
  deliver = fn
  queue.splice(0).forEach(fn)
  return () => {
    if (deliver === fn) deliver = null
  }
}
