import { useState } from 'react'
import { safeUrl } from '#lib/safe-url'
import { Icon } from '../ui/icon'
import * as styles from './account-avatar.css'

function AvatarImage({ src, size }: { src: string; size: number }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <Icon name="user" size={Math.round(size * 0.55)} />
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
    />
  )
}

/**
 * The member's picture, or the default icon when there is none, it is not an allowed URL, or
 * it fails to load. Decorative: the control around it carries the accessible name.
 */
export function AccountAvatar({ src, size = 36 }: { src: string | null; size?: number }) {
  const safeSrc = safeUrl(src)
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {safeSrc ? (
        <AvatarImage key={safeSrc} src={safeSrc} size={size} />
      ) : (
        <Icon name="user" size={Math.round(size * 0.55)} />
      )}
    </span>
  )
}
