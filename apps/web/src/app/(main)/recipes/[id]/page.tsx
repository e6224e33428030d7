import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getRecipeCached as getRecipe } from '@/lib/api/cached'
import { getGlobalData } from '@/lib/api/global'
import { getT } from '@/lib/i18n/server'
import { formatPrice } from '@/lib/price'
import { CartDock } from '@/modules/cart/cart-dock'
import { AddRecipeToCart } from '@/modules/content/add-recipe-to-cart'
import { RichText } from '@/modules/content/rich-text'
import { ClockIcon, FlameIcon, UsersIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const recipe = await getRecipe(id)
  if (!recipe) return {}
  const title = recipe.translation?.title ?? ''
  const description = recipe.translation?.description ?? undefined
  return {
    title,
    description,
    alternates: { canonical: `/recipes/${recipe.id}` },
    openGraph: { title, description, type: 'article', images: recipe.img ? [{ url: recipe.img }] : undefined },
  }
}

export default async function RecipePage({ params }: Props) {
  const { id } = await params
  const [recipe, t, global] = await Promise.all([getRecipe(id), getT(), getGlobalData()])
  if (!recipe) notFound()
  const title = recipe.translation?.title ?? ''
  const discount =
    recipe.discount_price && recipe.discount_type
      ? recipe.discount_type === 'percent'
        ? t('recipes.discountPercent', { value: recipe.discount_price })
        : t('recipes.discountFix', { value: formatPrice(recipe.discount_price, global.currency) })
      : null
  const facts = [
    { key: 'time', Icon: ClockIcon, label: t('recipes.totalTime'), value: recipe.total_time },
    {
      key: 'kcal',
      Icon: FlameIcon,
      label: t('recipes.calories'),
      value: recipe.calories ? t('recipes.caloriesValue', { count: recipe.calories }) : null,
    },
    {
      key: 'servings',
      Icon: UsersIcon,
      label: t('recipes.servings'),
      value: recipe.servings ? t('recipes.servingsValue', { count: recipe.servings }) : null,
    },
  ].filter((f) => f.value)
  // Operators write these as HTML lists or as one item per line.
  const asLines = (text: string | undefined) =>
    text && !/<[a-z]/i.test(text)
      ? text
          .split(/\n+/)
          .map((s) => s.trim())
          .filter(Boolean)
      : null
  const steps = asLines(recipe.instruction?.title)
  const ingredients = asLines(recipe.ingredient?.title)
  return (
    <article className="mx-auto w-full max-w-[1320px] px-4 pb-24 pt-6 sm:px-6 desk:px-8 desk:pb-6" data-testid="recipe">
      <div className="grid gap-8 desk:grid-cols-[1fr_340px]">
        <div className="min-w-0">
          <div className="grid gap-6 lg:grid-cols-2">
            <SafeImage
              src={recipe.img}
              alt=""
              width={640}
              height={480}
              priority
              className="aspect-[4/3] w-full rounded-3xl bg-surface object-cover"
            />
            <div className="flex flex-col gap-4">
              {recipe.shop ? (
                <Link
                  href={`/shop/${recipe.shop.id}`}
                  className="w-fit text-sm font-semibold text-primary-ink hover:underline"
                >
                  {t('recipes.from', { shop: recipe.shop.translation?.title ?? '' })}
                </Link>
              ) : null}
              <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
              {recipe.translation?.description ? <p className="text-muted">{recipe.translation.description}</p> : null}
              <dl className="grid grid-cols-3 gap-2" data-testid="recipe-facts">
                {facts.map(({ key, Icon, label, value }) => (
                  <div key={key} className="rounded-2xl bg-surface p-3" data-testid={`recipe-${key}`}>
                    <dt className="text-xs text-muted">
                      <Icon size={18} className="mb-1 text-muted" />
                      {label}
                    </dt>
                    <dd className="font-bold">{value}</dd>
                  </div>
                ))}
              </dl>
              {discount ? (
                <p
                  className="rounded-2xl bg-primary-soft px-4 py-3 text-sm font-semibold text-primary-ink"
                  data-testid="recipe-discount"
                >
                  {t('recipes.discount')}: {discount}
                </p>
              ) : null}
              <AddRecipeToCart recipe={recipe} />
            </div>
          </div>
          <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
            <section aria-labelledby="ingredients-title">
              <h2 id="ingredients-title" className="mb-3 text-xl font-extrabold">
                {t('recipes.ingredients')}
              </h2>
              {ingredients === null ? (
                <RichText html={recipe.ingredient?.title} className="rounded-2xl bg-surface px-5 py-3" />
              ) : ingredients.length ? (
                <ul className="flex flex-col gap-2">
                  {ingredients.map((line, i) => (
                    <li key={i} className="flex gap-3 rounded-xl bg-surface px-4 py-2.5">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              {recipe.stocks.length ? (
                <>
                  <h3 className="mb-3 mt-6 font-bold">{t('recipes.products')}</h3>
                  <ul className="flex flex-col gap-2">
                    {recipe.stocks.map((s) => (
                      <li key={s.id} className="flex items-center gap-3 rounded-xl ring-1 ring-line p-2">
                        <SafeImage
                          src={s.product.img}
                          alt=""
                          width={48}
                          height={48}
                          className="size-12 rounded-lg bg-surface object-cover"
                        />
                        <span className="min-w-0 flex-1 truncate font-medium">{s.product.translation?.title}</span>
                        <span className="text-sm text-muted">×{Math.max(1, s.qty, s.min_quantity)}</span>
                        <span className="text-sm font-bold" dir="ltr">
                          {formatPrice(s.total_price, global.currency)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
            <section aria-labelledby="instructions-title">
              <h2 id="instructions-title" className="mb-3 text-xl font-extrabold">
                {t('recipes.instructions')}
              </h2>
              {steps && steps.length > 1 ? (
                <ol className="flex flex-col gap-4" data-testid="recipe-instructions">
                  {steps.map((step, i) => (
                    <li key={i} className="flex gap-4">
                      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-fg">
                        {i + 1}
                      </span>
                      <p className="pt-1 leading-relaxed">{step}</p>
                    </li>
                  ))}
                </ol>
              ) : (
                <RichText html={recipe.instruction?.title} />
              )}
              {recipe.nutritions.length ? (
                <>
                  <h2 className="mb-3 mt-10 text-xl font-extrabold" id="nutrition-title">
                    {t('recipes.nutrition')}
                  </h2>
                  <table
                    className="w-full overflow-hidden rounded-2xl text-sm ring-1 ring-line"
                    aria-labelledby="nutrition-title"
                    data-testid="recipe-nutrition"
                  >
                    <tbody className="divide-y divide-line">
                      {recipe.nutritions.map((n) => (
                        <tr key={n.id}>
                          <th scope="row" className="px-4 py-2.5 text-start font-medium">
                            {n.translation?.title}
                          </th>
                          <td className="px-4 py-2.5 text-end">{n.weight}</td>
                          <td className="px-4 py-2.5 text-end text-muted">{n.percentage}%</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              ) : null}
            </section>
          </div>
        </div>
        <CartDock />
      </div>
    </article>
  )
}
