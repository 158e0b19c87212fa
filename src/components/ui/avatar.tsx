import { useState } from 'react'
import { safeUrl } from '#lib/safe-url'
import { cx } from './class-names'
import { DeferredPicture, type DeferredPictureProps } from './deferred-picture'
import { Icon } from './icon'
import * as styles from './avatar.css'

const PIXELS = { xs: 24, sm: 32, md: 40, lg: 64, xl: 112 } as const

export interface AvatarProps {
  /** The picture's URL from data; unsafe or missing URLs fall back to the default icon. */
  src: string | null | undefined
  /**
   * Text alternative. Say whose picture it is ("Profile picture of ana"); pass "" when the
   * name is printed right beside it, so it is not read twice.
   */
  alt: string
  size?: keyof typeof PIXELS
  /** Above-the-fold avatars (own profile header) should load eagerly. */
  loading?: 'lazy' | 'eager'
  className?: string
}

/** A round profile picture with a reserved size and the default person icon as fallback. */
export function Avatar({ src, alt, size = 'md', loading = 'lazy', className }: AvatarProps) {
  const url = safeUrl(src)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const pixels = PIXELS[size]
  const showImage = url !== undefined && failedUrl !== url
  // A lazy avatar (in a list) waits until it is near the screen and the page's main picture is in.
  const AvatarPicture = loading === 'lazy' ? DeferredPicture : EagerPicture

  return (
    <span className={cx(styles.avatar({ size }), className)}>
      {showImage ? (
        <AvatarPicture
          src={url}
          alt={alt}
          width={pixels}
          height={pixels}
          decoding="async"
          className={styles.image}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Icon name="user" size={Math.round(pixels * 0.6)} label={alt || undefined} />
      )}
    </span>
  )
}

function EagerPicture(props: DeferredPictureProps) {
  return <img {...props} alt={props.alt} loading="eager" />
}
