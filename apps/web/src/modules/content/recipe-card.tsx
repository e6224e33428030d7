import type { Recipe } from '@basil/contracts'
import type { TFunction } from '@/lib/i18n/translate'
import { IntentLink } from '@/modules/ui/intent-link'
import { ClockIcon, FlameIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'

export function RecipeCard({ recipe, t, priority }: { recipe: Recipe; t: TFunction; priority?: boolean }) {
  const title = recipe.translation?.title ?? ''
  return (
    <article
      className="group relative overflow-hidden rounded-3xl bg-card shadow-card ring-1 ring-line"
      data-testid="recipe-card"
    >
      <div className="aspect-[4/3] overflow-hidden bg-surface">
        <SafeImage
          src={recipe.img}
          alt=""
          width={480}
          height={360}
          priority={priority}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="p-4">
        <h2 className="line-clamp-2 text-lg font-bold leading-snug">
          <IntentLink href={`/recipes/${recipe.id}`} className="after:absolute after:inset-0 after:content-['']">
            {title}
          </IntentLink>
        </h2>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {recipe.total_time ? (
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={15} /> {recipe.total_time}
            </span>
          ) : null}
          {recipe.calories ? (
            <span className="inline-flex items-center gap-1">
              <FlameIcon size={15} /> {t('recipes.caloriesValue', { count: recipe.calories })}
            </span>
          ) : null}
        </p>
        {recipe.discount_price ? (
          <span className="absolute start-3 top-3 rounded-full bg-primary px-2.5 py-1 text-xs font-bold text-primary-fg">
            {t('recipes.discount')}
          </span>
        ) : null}
      </div>
    </article>
  )
}
