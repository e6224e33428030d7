'use client'

import { useTranslation } from '@/lib/i18n/react'
import { buttonClass } from '@/modules/ui/button-class'
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
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md', 'flex-1')}>
          {t('product.cancel')}
        </button>
        <button
          type="button"
          data-testid="replace-cart"
          onClick={onConfirm}
          className={buttonClass('primary', 'md', 'flex-1')}
        >
          {t('product.replaceConfirm')}
        </button>
      </div>
    </Dialog>
  )
}
