'use client'

import type { Product } from '@basil/contracts'
import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { useApiContext } from '@/lib/query/api-context'
import type { ShopState } from '@/lib/shop-state'
import { closeProduct, forgetProductPush, readProductParam, subscribeProductParam, takeOpener } from './product-url'

// Its own Suspense boundary below: without one, the first open (while this chunk still loads) suspends up to the
// route's loading.tsx, which hides the whole shop page for a moment; the page then collapses to the skeleton's
// height, the browser clamps the scroll position, and the menu behind the dialog is left far from where it was.
const ProductDialog = dynamic(() => import('./product-dialog'))

/** Shows the product named by ?product= (the server's copy when it rendered that one, else fetched). */
export function ProductDialogHost({
  initialUuid,
  initialProduct,
  shopState,
}: {
  initialUuid: string | null
  initialProduct: Product | null
  /** The shop's state as its page read it: the dialog says the same. */
  shopState: ShopState
}) {
  const uuid = useSyncExternalStore(subscribeProductParam, readProductParam, () => initialUuid)
  const { lang, currency_id } = useApiContext()
  const fromServer = initialProduct && initialProduct.uuid === uuid ? initialProduct : null
  const query = useQuery({
    queryKey: ['rest/products', uuid, lang, currency_id],
    queryFn: ({ signal }) =>
      apiFetch(`rest/products/${uuid}`, responses.product, { query: { lang, currency_id }, signal }),
    enabled: !!uuid && !fromServer,
  })
  useEffect(() => {
    if (uuid) return
    forgetProductPush()
    // Keyboard users get back to the card they opened the product from (the dialog unmounts on close).
    const back = takeOpener()
    if (back?.isConnected) requestAnimationFrame(() => back.focus({ preventScroll: true }))
  }, [uuid])
  if (!uuid) return null
  return (
    <Suspense fallback={null}>
      <ProductDialog
        open
        product={fromServer ?? query.data?.data ?? null}
        loading={!fromServer && query.isPending}
        onClose={closeProduct}
        shopState={shopState}
      />
    </Suspense>
  )
}
