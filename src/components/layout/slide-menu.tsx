import { useEffect, type ComponentType, type SVGProps } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { AccountAvatar } from './account-avatar'
import { chromeTheme } from './chrome.css'
import { chromeControl, srOnly } from './chrome-controls.css'
import type { LayoutAccount } from './layout-account'
import {
  BellIcon,
  CloseIcon,
  FeedIcon,
  HomeIcon,
  LogoutIcon,
  RecommenderIcon,
  SettingsIcon,
  UserIcon,
} from './layout-icons'
import { LogoLink } from './logo'
import * as styles from './slide-menu.css'

export interface SlideMenuProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  account: LayoutAccount | null
  onLogout: () => void
}

interface MenuLink {
  to: '/home' | '/grid' | '/ai/recommender' | '/notifications' | '/profile' | '/settings'
  label: string
  Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>
  membersOnly: boolean
}

/** Spec "Menu": the first four always; Profile and Settings (and Logout) only when signed in. */
const MENU_LINKS: readonly MenuLink[] = [
  { to: '/home', label: 'Home', Icon: HomeIcon, membersOnly: false },
  { to: '/grid', label: 'Feed', Icon: FeedIcon, membersOnly: false },
  { to: '/ai/recommender', label: 'Recommender', Icon: RecommenderIcon, membersOnly: false },
  { to: '/notifications', label: 'Notifications', Icon: BellIcon, membersOnly: false },
  { to: '/profile', label: 'Profile', Icon: UserIcon, membersOnly: true },
  { to: '/settings', label: 'Settings', Icon: SettingsIcon, membersOnly: true },
]

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={srOnly}> {count} unread</span>
    </span>
  )
}

/** The slide-out menu: a modal drawer, so focus is trapped inside and Escape closes it. */
export function SlideMenu({ isOpen, onOpenChange, account, onLogout }: SlideMenuProps) {
  const router = useRouter()

  // Any navigation closes the drawer, including back/forward and links outside it.
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
        <Dialog className={styles.dialog} aria-label="Menu">
          <div className={styles.top}>
            <LogoLink onNavigate={close} />
            <Button
              className={chromeControl({ kind: 'icon' })}
              aria-label="Close menu"
              onPress={close}
            >
              <CloseIcon />
            </Button>
          </div>
          <div className={styles.scroller}>
            {account && (
              <div className={styles.profile}>
                <AccountAvatar src={account.profilePicture} size={44} />
                <div className={styles.profileText}>
                  <span className={styles.profileLabel}>Signed in as</span>
                  <span className={styles.profileName}>{account.username}</span>
                </div>
              </div>
            )}
            <nav aria-label="Main">
              <ul className={styles.list}>
                {links.map(({ to, label, Icon }) => (
                  <li key={to}>
                    <Link to={to} className={styles.item} onClick={close}>
                      <Icon className={styles.itemIcon} size={22} />
                      <span>{label}</span>
                      {to === '/notifications' && account && (
                        <UnreadBadge count={account.numNotifications} />
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
                className={styles.item}
                onPress={() => {
                  close()
                  onLogout()
                }}
              >
                <LogoutIcon className={styles.itemIcon} size={22} />
                <span>Logout</span>
              </Button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
