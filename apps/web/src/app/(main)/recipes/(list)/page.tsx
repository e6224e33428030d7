import type { Metadata } from 'next'
import { getRecipes } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { RecipeCard } from '@/modules/content/recipe-card'
import { Pager } from '@/modules/content/pager'
import { PageHeading } from '@/modules/ui/section'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('recipes.title'), description: t('recipes.subtitle'), alternates: { canonical: '/recipes' } }
}

export default async function RecipesPage({ searchParams }: Props) {
  const { page } = await searchParams
  const current = Math.max(1, Number(Array.isArray(page) ? page[0] : page) || 1)
  const [t, recipes] = await Promise.all([getT(), getRecipes(current, 12)])
  return (
    <div className="pb-6">
      <PageHeading title={t('recipes.title')} subtitle={t('recipes.subtitle')} />
      <div className="mx-auto mt-6 w-full max-w-[1320px] px-4 sm:px-6 desk:px-8">
        {recipes.data.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {recipes.data.map((r, i) => (
              <li key={r.id}>
                <RecipeCard recipe={r} t={t} priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl bg-surface p-12 text-center text-muted">{t('recipes.empty')}</p>
        )}
        <Pager basePath="/recipes" current={recipes.meta.current_page} last={recipes.meta.last_page} t={t} />
      </div>
    </div>
  )
}
