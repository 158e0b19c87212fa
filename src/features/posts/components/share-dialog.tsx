import type { MouseEvent } from 'react'
import { Button } from '#components/ui/button'
import { Dialog, Modal } from '#components/ui/dialog'
import { Icon } from '#components/ui/icon'
import { TextField } from '#components/ui/text-field'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-post-dialogs'
import { t as widgetText } from '#i18n/en-widgets'
import { useAlertActions } from '#lib/alerts'
import type { Post } from '../api/post-queries'
import * as styles from './share-dialog.css'

/** The share pop-up is 550 by 400 (docs/behaviour.md#limits-and-constants). */
const SHARE_WINDOW = 'width=550,height=400,noopener,noreferrer'

/** The public address of a post is {host}/post/{slug} (docs/behaviour.md#posts-and-feeds). */
export function postShareUrl(slug: string, origin = window.location.origin): string {
  return `${origin}/post/${encodeURIComponent(slug)}`
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`
}

export function redditShareUrl(url: string, title: string): string {
  return `https://www.reddit.com/submit?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`
}

export interface ShareDialogProps {
  post: Post
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * The share dialog (docs/behaviour.md#posts-and-feeds): Facebook, Reddit, copy link, the device's
 * own share sheet. Every choice closes the dialog first, so the alert that follows is heard: the
 * page's alert region is hidden from screen readers while a modal is open.
 */
export function ShareDialog({ post, isOpen, onOpenChange }: ShareDialogProps) {
  const { push } = useAlertActions()
  const url = postShareUrl(post.slug)

  function openSharePopup(event: MouseEvent<HTMLAnchorElement>) {
    // A sized pop-up (with noopener, window.open hands back no handle, by design).
    window.open(event.currentTarget.href, 'film-waffle-share', SHARE_WINDOW)
    event.preventDefault()
    onOpenChange(false)
  }

  async function copyLink() {
    onOpenChange(false)
    try {
      await navigator.clipboard.writeText(url)
      push({ message: widgetText('copied_to_clipboard'), status: 'success' })
    } catch {
      push({ message: widgetText('copy_to_clipboard_error'), status: 'warning' })
    }
  }

  async function shareNatively() {
    onOpenChange(false)
    if (typeof navigator.share !== 'function') {
      push({ message: widgetText('native_share_unsupported'), status: 'info' })
      return
    }
    try {
      await navigator.share({ title: post.title, url })
    } catch {
      // The person closed the share sheet: nothing went wrong.
    }
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={t('share_title')}>
        <div className={styles.body}>
          <p className={styles.postTitle}>{post.title}</p>
          <TextField label={t('share_link_label')} value={url} isReadOnly />
          <div className={styles.options}>
            <a
              href={facebookShareUrl(url)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.option}
              onClick={openSharePopup}
            >
              <span className={styles.badge({ network: 'facebook' })} aria-hidden="true">
                f
              </span>
              {t('share_facebook')}
              <VisuallyHidden> {t('ui_opens_in_new_tab')}</VisuallyHidden>
            </a>
            <a
              href={redditShareUrl(url, post.title)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.option}
              onClick={openSharePopup}
            >
              <span className={styles.badge({ network: 'reddit' })} aria-hidden="true">
                r/
              </span>
              {t('share_reddit')}
              <VisuallyHidden> {t('ui_opens_in_new_tab')}</VisuallyHidden>
            </a>
            <Button variant="secondary" onPress={() => void copyLink()}>
              <Icon name="link" size={18} />
              {t('share_copy')}
            </Button>
            <Button variant="ghost" onPress={() => void shareNatively()}>
              <Icon name="share" size={18} />
              {t('share_native')}
            </Button>
          </div>
        </div>
      </Dialog>
    </Modal>
  )
}
