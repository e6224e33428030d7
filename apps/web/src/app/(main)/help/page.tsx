import type { Metadata } from 'next'
import { getFaqs } from '@/lib/api/content'
import { getGlobalData } from '@/lib/api/global'
import { getT } from '@/lib/i18n/server'
import { settle } from '@/lib/settle'
import { FaqList } from '@/modules/content/faq-list'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('help.title') }
}

export default async function HelpPage() {
  const [t, faqs, { settings }] = await Promise.all([getT(), settle(getFaqs(), []), getGlobalData()])
  const contacts = [
    { label: t('help.email'), value: settings.email, href: settings.email ? `mailto:${settings.email}` : undefined },
    {
      label: t('help.phone'),
      value: settings.phone,
      href: settings.phone ? `tel:${settings.phone.replace(/[^\d+]/g, '')}` : undefined,
    },
    { label: t('help.address'), value: settings.address, href: undefined },
  ].filter((c) => c.value)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10 pt-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('help.title')}</h1>
      <p className="mt-2 text-muted">{t('help.subtitle')}</p>
      <div className="mt-8">
        <FaqList faqs={faqs} />
      </div>
      {contacts.length ? (
        <section aria-labelledby="contact-title" className="mt-10 rounded-3xl bg-surface p-6">
          <h2 id="contact-title" className="text-xl font-extrabold">
            {t('help.contact')}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {contacts.map((c) => (
              <div key={c.label}>
                <dt className="text-xs text-muted">{c.label}</dt>
                <dd className="font-semibold" dir="auto">
                  {c.href ? (
                    <a href={c.href} className="hover:underline">
                      {c.value}
                    </a>
                  ) : (
                    c.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  )
}
