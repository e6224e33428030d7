'use client'

import { useTranslation } from '@/lib/i18n/react'
import { Dialog } from '@/modules/ui/dialog'

/** Spec §8: "You can only add items from one restaurant to your shopping cart", offering to replace the cart. */
export default function ReplaceCartDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onCancel()}
      title={t('product.replaceTitle')}
      description={t('product.replaceText')}
      size="sm"
    >
      <div className="flex gap-2 px-6 pb-6 pt-5">
        <button
          type="button"
          onClick={onCancel}
          className="flex-1 rounded-full px-4 py-3 font-semibold ring-1 ring-line hover:bg-surface"
        >
          {t('product.cancel')}
        </button>
        <button
          type="button"
          data-testid="replace-cart"
          onClick={onConfirm}
          className="flex-1 rounded-full bg-primary px-4 py-3 font-semibold text-primary-fg"
        >
          {t('product.replaceConfirm')}
        </button>
      </div>
    </Dialog>
  )
}
