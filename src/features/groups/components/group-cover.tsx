import { useState } from 'react'
import { LeadPicture } from '#components/ui/deferred-picture'
import { Icon } from '#components/ui/icon'
import { safeUrl } from '#lib/safe-url'
import * as styles from './group-hero.css'

/**
 * The group's cover, or a placeholder of the same size when there is none, the address is
 * unsafe, or the picture fails: the box, not the picture, sets the size, so nothing jumps.
 * Decorative (alt ""): the group's name is the page's heading. It is the first thing on its own
 * page, so it loads at once.
 */
export function GroupCover({ src }: { src: string | null | undefined }) {
  const url = safeUrl(src)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const showImage = url !== undefined && failedUrl !== url
  return (
    <div className={styles.cover}>
      {showImage ? (
        <LeadPicture
          src={url}
          alt=""
          width={1200}
          height={300}
          decoding="async"
          className={styles.coverImage}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span className={styles.coverPlaceholder} data-testid="group-cover-placeholder">
          <Icon name="film" size={40} />
        </span>
      )}
    </div>
  )
}
