import { useEffect, useId, useMemo, useState, type FocusEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { NativeButton } from '#components/ui/native-button'
import { cx } from '#components/ui/class-names'
import { LeadPicture } from '#components/ui/deferred-picture'
import { Icon } from '#components/ui/icon'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-home'
import { safeUrl } from '#lib/safe-url'
import { adQueries, type Advertisement } from '../api/ad-queries'
import { adPictures } from '../lib/ad-pictures'
import { AdBannerPlaceholder } from './ad-banner-placeholder'
import { AD_ROTATION_MS } from '../lib/rotation'
import * as styles from './ad-banner.css'

interface Banner {
  ad: Advertisement
  href: string
}

/**
 * `first`: the ad shown with the page, often /home's largest picture (its LCP element), is asked
 * for at once and first; the ones rotated in later wait their turn.
 */
function AdPicture({ ad, first }: { ad: Advertisement; first: boolean }) {
  // Each <source> carries its own width and height so the browser reserves the right box.
  const { sources, img } = adPictures(ad)
  if (!img) return null
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source
          key={source.field}
          media={source.media}
          srcSet={source.src}
          width={source.width}
          height={source.height}
        />
      ))}
      <LeadPicture
        isLead={first}
        src={img.src}
        alt=""
        width={img.width}
        height={img.height}
        decoding="async"
        className={styles.image}
      />
    </picture>
  )
}

/**
 * The /home ad banner (docs/behaviour.md#ads): one advertisement at a time, the next every 25
 * seconds with a 200 ms fade (none when motion is reduced). Moving content must be pausable (WCAG
 * 2.2.2): it holds still while the pointer is over it or focus is inside it, and a button stops it.
 * A banner is extra: with no ads, or when the list fails, nothing is shown.
 */
export function AdBanner() {
  const ads = useQuery(adQueries.banners())
  const labelId = useId()
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)

  // Only ads whose link passes the allow-list: an ad that cannot be followed is not shown.
  const banners = useMemo<Banner[]>(
    () =>
      (ads.data?.results ?? []).flatMap((ad) => {
        const href = safeUrl(ad.url)
        return href ? [{ ad, href }] : []
      }),
    [ads.data],
  )
  const count = banners.length
  const rotates = count > 1
  const paused = hovered || focused || stopped

  useEffect(() => {
    if (!rotates || paused) return
    // Restarted by every change of ad, so each one gets its full 25 seconds on screen.
    const timer = window.setTimeout(() => setIndex((current) => current + 1), AD_ROTATION_MS)
    return () => window.clearTimeout(timer)
  }, [rotates, paused, index])

  if (ads.isPending) return <AdBannerPlaceholder />
  const current = banners[index % Math.max(count, 1)]
  if (!current) return null

  function leaveFocus(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <aside
      className={styles.banner}
      aria-labelledby={labelId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <div className={styles.bar}>
        <p id={labelId} className={styles.label}>
          {t('ad_label')}
        </p>
        {rotates && (
          <div className={styles.controls}>
            <span aria-hidden="true">
              {(index % count) + 1} / {count}
            </span>
            <NativeButton variant="ghost" size="sm" onClick={() => setStopped((value) => !value)}>
              {stopped ? t('ad_play') : t('ad_pause')}
            </NativeButton>
          </div>
        )}
      </div>
      {/* Keyed by ad, so each new one mounts and fades in; the first is there with the page. */}
      <a
        key={current.ad.id}
        href={current.href}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className={cx(styles.slide, index > 0 && styles.slideEntering)}
      >
        <AdPicture ad={current.ad} first={index === 0} />
        <span className={styles.caption}>
          <span className={styles.title}>{current.ad.title}</span>
          <Icon name="external" size={18} className={styles.external} />
          <VisuallyHidden> {t('ui_opens_in_new_tab')}</VisuallyHidden>
        </span>
      </a>
    </aside>
  )
}
