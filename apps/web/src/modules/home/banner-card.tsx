import type { Banner } from '@basil/contracts'
import { IntentLink } from '@/modules/ui/intent-link'
import { SafeImage } from '@/modules/ui/safe-image'

function bannerHref(banner: Banner, kind: 'banner' | 'ad'): string | null {
  if (kind === 'ad') return `/ads/${banner.id}`
  if (banner.clickable && banner.url && /^(https?:\/\/|\/)/.test(banner.url)) return banner.url
  if (banner.shop_id) return `/shop/${banner.shop_id}`
  return null
}

/** A promotional banner (or an ad, which opens its page of participating shops). */
export function BannerCard({
  banner,
  kind = 'banner',
  priority,
}: {
  banner: Banner
  kind?: 'banner' | 'ad'
  priority?: boolean
}) {
  const href = bannerHref(banner, kind)
  const title = banner.translation?.title ?? ''
  const body = (
    <>
      <SafeImage
        src={banner.img}
        alt=""
        width={640}
        height={320}
        priority={priority}
        className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03]"
      />
      <span
        className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent"
        aria-hidden="true"
      />
      <span className="absolute inset-x-5 bottom-4 text-white">
        <span className="block text-lg font-extrabold leading-tight drop-shadow">{title}</span>
        {banner.translation?.description ? (
          <span className="mt-0.5 line-clamp-1 block text-sm text-white/90">{banner.translation.description}</span>
        ) : null}
      </span>
    </>
  )
  const className = 'group relative block aspect-[2/1] overflow-hidden rounded-3xl bg-surface'
  if (!href)
    return (
      <div className={className} data-testid={kind === 'ad' ? 'ad-card' : 'banner-card'}>
        {body}
      </div>
    )
  const external = /^https?:\/\//.test(href)
  return external ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" data-testid="banner-card">
      {body}
    </a>
  ) : (
    <IntentLink href={href} className={className} data-testid={kind === 'ad' ? 'ad-card' : 'banner-card'}>
      {body}
    </IntentLink>
  )
}
