'use client'

// Whether the open product was opened here with pushState (then closing goes back one step, so Back and close agree).
let openedByPush = false

/** Spec §2: opens a product with shallow navigation: ?product={uuid} is pushed, nothing reloads, Back closes it. */
export function openProduct(uuid: string): void {
  const url = new URL(window.location.href)
  url.searchParams.set('product', uuid)
  openedByPush = true
  window.history.pushState(null, '', url)
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
}

export function forgetProductPush(): void {
  openedByPush = false
}
