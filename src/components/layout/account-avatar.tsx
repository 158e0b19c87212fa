import { useState } from 'react'
import * as styles from './account-avatar.css'
import { UserIcon } from './layout-icons'

/**
 * Only http(s) and same-origin addresses may reach an <img src>: a profile picture is data from
 * the server, and React does not neutralise every scheme (e.g. `data:`).
 */
function allowedImageSrc(src: string | null): string | null {
  if (!src) return null
  try {
    const url = new URL(src, window.location.origin)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

function AvatarImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <UserIcon size={20} />
  return <img className={styles.image} src={src} alt="" onError={() => setFailed(true)} />
}

/** Decorative avatar (the control around it carries the name); falls back to a default icon. */
export function AccountAvatar({ src, size = 36 }: { src: string | null; size?: number }) {
  const safeSrc = allowedImageSrc(src)
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {safeSrc ? (
        <AvatarImage key={safeSrc} src={safeSrc} />
      ) : (
        <UserIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  )
}
