import { useLeadPlaceholder } from '#components/ui/deferred-picture'
import { Skeleton } from '#components/ui/loader'
import { t } from '#i18n/en-home'
import * as styles from './ad-banner.css'

/**
 * The banner's final box while its data loads: nothing below it moves when the ad arrives.
 */
export function AdBannerPlaceholder() {
  // The ad is /home's main picture: the shelves' posters wait for it.
  useLeadPlaceholder()
  return (
    <div className={styles.banner} aria-hidden="true">
      <div className={styles.bar}>
        <p className={styles.label}>{t('ad_label')}</p>
      </div>
      <div className={styles.placeholderSlide}>
        <Skeleton className={styles.placeholder} />
        <span className={styles.caption}>
          <span className={styles.placeholderCaption}>{'\u00a0'}</span>
        </span>
      </div>
    </div>
  )
}
