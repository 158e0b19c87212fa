import { useRef, type ReactNode, type RefObject } from 'react'
import { Link } from '@tanstack/react-router'
import { t } from '#i18n/index'
import { button, iconButton } from '../ui/button.css'
import { cx } from '../ui/class-names'
import { Icon } from '../ui/icon'
import { NativeIconButton } from '../ui/native-button'
import { AccountAvatar } from './account-avatar'
import { chromeSurface, chromeTheme } from './chrome.css'
import * as styles from './header.css'
import { HEADER_SEARCH_ID, HeaderSearch } from './header-search'
import { HelpDialog } from './help-dialog'
import type { LayoutAccount } from './layout-account'
import { LogoLink } from './logo'
import { openingOverlay } from './preload'

export interface HeaderProps {
  account: LayoutAccount | null
  isAuthLoading: boolean
  helpExtra?: ReactNode
  isMenuOpen: boolean
  onOpenMenu: () => void
  isSearchExpanded: boolean
  onSearchExpandedChange: (expanded: boolean) => void
  searchSlotRef: RefObject<HTMLDivElement | null>
  /** The search posts dialog, when the app offers one (tablets and desktops open it here). */
  onOpenSearch?: () => void
}

export function Header({
  account,
  isAuthLoading,
  helpExtra,
  isMenuOpen,
  onOpenMenu,
  isSearchExpanded,
  onSearchExpandedChange,
  searchSlotRef,
  onOpenSearch,
}: HeaderProps) {
  const searchToggleRef = useRef<HTMLButtonElement>(null)
  return (
    <header className={`${chromeTheme} ${styles.header}`}>
      <div className={`${chromeSurface} ${styles.bar}`}>
        <LogoLink />
        <HeaderSearch
          isExpanded={isSearchExpanded}
          onCollapse={() => {
            // Escape in the phone's search field: focus goes back to the button that opened it.
            onSearchExpandedChange(false)
            searchToggleRef.current?.focus()
          }}
          slotRef={searchSlotRef}
        />
        <div className={styles.actions}>
          {onOpenSearch && (
            <NativeIconButton
              variant="ghost"
              size="lg"
              className={`${styles.barButton} ${styles.tabletUp}`}
              aria-label={t('layout_search_posts')}
              aria-haspopup="dialog"
              {...openingOverlay('search')}
              aria-keyshortcuts="/ Control+K Meta+K"
              title={t('layout_search_posts_shortcut')}
              onClick={onOpenSearch}
            >
              <Icon name="text-search" size={24} />
            </NativeIconButton>
          )}
          <NativeIconButton
            variant="ghost"
            size="lg"
            className={`${styles.barButton} ${styles.belowDesktop}`}
            aria-label={isSearchExpanded ? t('layout_search_close') : t('layout_search_open')}
            aria-expanded={isSearchExpanded}
            aria-controls={HEADER_SEARCH_ID}
            ref={searchToggleRef}
            onClick={() => onSearchExpandedChange(!isSearchExpanded)}
          >
            <Icon name={isSearchExpanded ? 'close' : 'search'} size={24} />
          </NativeIconButton>
          <Link
            to="/ai/recommender"
            className={cx(
              iconButton({ variant: 'ghost', size: 'lg' }),
              styles.barButton,
              styles.tabletUp,
            )}
            aria-label={t('layout_recommender_link')}
          >
            <Icon name="compass" size={24} />
          </Link>
          <HelpDialog extra={helpExtra} triggerClassName={styles.barButton} />
          <AccountArea
            account={account}
            isAuthLoading={isAuthLoading}
            isMenuOpen={isMenuOpen}
            onOpenMenu={onOpenMenu}
          />
          <NativeIconButton
            variant="ghost"
            size="lg"
            className={styles.barButton}
            aria-label={t('layout_menu')}
            aria-haspopup="dialog"
            {...openingOverlay('menu')}
            aria-expanded={isMenuOpen}
            onClick={onOpenMenu}
          >
            <Icon name="menu" size={24} />
          </NativeIconButton>
        </div>
      </div>
    </header>
  )
}

function AccountArea({
  account,
  isAuthLoading,
  isMenuOpen,
  onOpenMenu,
}: Pick<HeaderProps, 'account' | 'isAuthLoading' | 'isMenuOpen' | 'onOpenMenu'>) {
  // Nothing at all in the account area while auth is loading
  // (docs/behaviour.md#navigation-and-layout); the slot keeps its size.
  if (isAuthLoading) {
    return <div className={styles.account} data-testid="header-account" />
  }
  if (account) {
    return (
      <div className={styles.account} data-testid="header-account">
        <NativeIconButton
          variant="ghost"
          size="lg"
          className={styles.barButton}
          aria-label={t('layout_account_menu', { name: account.username })}
          aria-haspopup="dialog"
          {...openingOverlay('menu')}
          aria-expanded={isMenuOpen}
          onClick={onOpenMenu}
        >
          <AccountAvatar src={account.profilePicture} />
        </NativeIconButton>
      </div>
    )
  }
  return (
    <div className={styles.account} data-testid="header-account">
      {/* On phones the bottom bar carries Login and Sign up, keeping the bar uncluttered. */}
      <div className={styles.anonymousActions}>
        <Link to="/login" className={cx(button({ variant: 'secondary' }), styles.authLink)}>
          {t('layout_login')}
        </Link>
        <Link to="/register" className={cx(button({ variant: 'primary' }), styles.authLink)}>
          {t('layout_sign_up')}
        </Link>
      </div>
    </div>
  )
}
