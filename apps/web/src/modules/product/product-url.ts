'use client'

// The open product lives in the URL (?product={uuid}). It is read straight from location and followed through
// popstate and our own pushes, so it stays right whatever history entry Back lands on (a #hash entry included).
const CHANGE = 'basil:product-url'
let openedByPush = false
// The control the product was opened from: focus goes back there when it closes.
let opener: HTMLElement | null = null

function notify() {
  window.dispatchEvent(new Event(CHANGE))
}

export function readProductParam(): string | null {
  return new URL(window.location.href).searchParams.get('product')
}

export function subscribeProductParam(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

/** Spec §2: opens a product with shallow navigation: ?product={uuid} is pushed, nothing reloads, Back closes it. */
export function openProduct(uuid: string): void {
  const url = new URL(window.location.href)
  url.searchParams.set('product', uuid)
  openedByPush = true
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  // null state: Next.js adds its own and keeps its router's URL in step.
  window.history.pushState(null, '', url)
  notify()
}

/** Closes the product: one step back when we pushed it, else (a shared link) the parameter is replaced away. */
export function closeProduct(): void {
  if (openedByPush) {
    openedByPush = false
    window.history.back()
    return
  }
  const url = new URL(window.location.href)
  url.searchParams.delete('product')
  window.history.replaceState(null, '', url)
  notify()
}

export function forgetProductPush(): void {
  openedByPush = false
}

/** The element that opened the product (once). */
export function takeOpener(): HTMLElement | null {
  const element = opener
  opener = null
  return element
}
