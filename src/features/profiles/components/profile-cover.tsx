import { useState } from 'react'
import { LeadPicture } from '#components/ui/deferred-picture'
import { Icon } from '#components/ui/icon'
import { safeUrl } from '#lib/safe-url'
import * as styles from './profile-cover.css'

export interface ProfileCoverProps {
  src: string | null | undefined
  size?: 'hero' | 'card'
  /** Eager only where the cover is above the fold (the own profile's header). */
  loading?: 'lazy' | 'eager'
}

/**
 * A member's cover picture, or a placeholder of the same size when there is none, the address
 * is unsafe, or the picture fails to load. Decorative (alt ""): the member's name is printed
 * beside it, and a banner says nothing a screen reader user would miss.
 */
export function ProfileCover({ src, size = 'hero', loading = 'lazy' }: ProfileCoverProps) {
  const url = safeUrl(src)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const showImage = url !== undefined && failedUrl !== url
  return (
    <div className={styles.cover({ size })}>
      {showImage ? (
        <LeadPicture
          isLead={loading === 'eager'}
          src={url}
          alt=""
          width={1500}
          height={400}
          decoding="async"
          className={styles.image}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <Icon name="film" size={size === 'hero' ? 40 : 24} />
        </div>
      )}
    </div>
  )
}
