import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { t } from '#i18n/en-widgets'
import { Badge } from '../ui/badge'
import { Button, IconButton } from '../ui/button'
import { Icon, type IconName } from '../ui/icon'
import { Link } from '../ui/link'
import { AccountAvatar } from './account-avatar'
import { chromeSurface, chromeTheme } from './chrome.css'
import type { LayoutAccount } from './layout-account'
import { LogoLink } from './logo'
import * as styles from './slide-menu.css'

export interface SlideMenuProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  account: LayoutAccount | null
  onLogout: () => void
}

interface MenuLink {
  to:
    | '/home'
    | '/grid'
    | '/groups'
    | '/ai/recommender'
    | '/notifications'
    | '/profile'
    | '/activity'
    | '/settings'
  labelKey:
    | 'layout_nav_home'
    | 'layout_nav_feed'
    | 'layout_nav_recommender'
    | 'layout_nav_notifications'
    | 'layout_nav_profile'
    | 'layout_nav_settings'
    | 'layout_nav_groups'
    | 'layout_nav_activity'
  icon: IconName
  membersOnly: boolean
}

/**
 * The menu (docs/behaviour.md#navigation-and-layout): Home, Feed, Recommender and Notifications
 * always; Profile and Settings (and Logout) only when signed in. Groups (the directory, open to
 * all) and Activity (the member's log) join them for issue 11.
 */
const MENU_LINKS: readonly MenuLink[] = [
  { to: '/home', labelKey: 'layout_nav_home', icon: 'home', membersOnly: false },
  { to: '/grid', labelKey: 'layout_nav_feed', icon: 'grid', membersOnly: false },
  { to: '/groups', labelKey: 'layout_nav_groups', icon: 'users', membersOnly: false },
  {
    to: '/ai/recommender',
    labelKey: 'layout_nav_recommender',
    icon: 'compass',
    membersOnly: false,
  },
  { to: '/notifications', labelKey: 'layout_nav_notifications', icon: 'bell', membersOnly: false },
  { to: '/profile', labelKey: 'layout_nav_profile', icon: 'user', membersOnly: true },
  { to: '/activity', labelKey: 'layout_nav_activity', icon: 'calendar', membersOnly: true },
  { to: '/settings', labelKey: 'layout_nav_settings', icon: 'settings', membersOnly: true },
]

/**
 * The slide-out menu: a react-aria modal drawer, so focus is trapped inside, Escape or a press
 * outside closes it, and focus returns to the button that opened it.
 */
export function SlideMenu({ isOpen, onOpenChange, account, onLogout }: SlideMenuProps) {
  const router = useRouter()

  // Any navigation closes the drawer: its own links, back/forward, a redirect.
  useEffect(() => {
    if (!isOpen) return
    return router.subscribe('onBeforeNavigate', () => onOpenChange(false))
  }, [isOpen, onOpenChange, router])

  const close = () => onOpenChange(false)
  const links = MENU_LINKS.filter((link) => account !== null || !link.membersOnly)

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={`${chromeTheme} ${styles.panel}`}>
        <Dialog className={`${chromeSurface} ${styles.dialog}`} aria-label={t('layout_menu')}>
          <div className={styles.top}>
            <LogoLink onNavigate={close} />
            <IconButton
              variant="ghost"
              size="lg"
              className={styles.closeButton}
              aria-label={t('layout_menu_close')}
              onPress={close}
            >
              <Icon name="close" size={24} />
            </IconButton>
          </div>
          <div className={styles.scroller}>
            {account && (
              <div className={styles.profile}>
                <AccountAvatar src={account.profilePicture} size={44} />
                <div className={styles.profileText}>
                  <span className={styles.profileLabel}>{t('layout_menu_signed_in_as')}</span>
                  <span className={styles.profileName}>{account.username}</span>
                </div>
              </div>
            )}
            <nav aria-label={t('layout_nav_label')}>
              <ul className={styles.list}>
                {links.map(({ to, labelKey, icon }) => (
                  <li key={to}>
                    <Link to={to} variant="nav" className={styles.item} onClick={close}>
                      <Icon name={icon} size={22} className={styles.itemIcon} />
                      <span className={styles.itemLabel}>{t(labelKey)}</span>
                      {to === '/notifications' && account && account.numNotifications > 0 && (
                        <>
                          {' '}
                          <Badge count={account.numNotifications} label={t('layout_unread')} />
                        </>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {account && (
            <div className={styles.footer}>
              <Button
                variant="ghost"
                fullWidth
                className={styles.logout}
                onPress={() => {
                  close()
                  onLogout()
                }}
              >
                <Icon name="logout" size={22} className={styles.itemIcon} />
                {t('layout_nav_logout')}
              </Button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
