import type { ReactNode, RefObject } from 'react'
import { Link } from '@tanstack/react-router'
import { Button } from 'react-aria-components/Button'
import { AccountAvatar } from './account-avatar'
import { chromeTheme } from './chrome.css'
import { chromeControl } from './chrome-controls.css'
import * as styles from './header.css'
import { HEADER_SEARCH_ID, HeaderSearch } from './header-search'
import { HelpDialog } from './help-dialog'
import type { LayoutAccount } from './layout-account'
import { CloseIcon, MenuIcon, RecommenderIcon, SearchIcon } from './layout-icons'
import { LogoLink } from './logo'

export interface HeaderProps {
  account: LayoutAccount | null
  isAuthLoading: boolean
  helpExtra?: ReactNode
  isMenuOpen: boolean
  onOpenMenu: () => void
  isSearchExpanded: boolean
  onSearchExpandedChange: (expanded: boolean) => void
  searchInputRef: RefObject<HTMLInputElement | null>
}

export function Header({
  account,
  isAuthLoading,
  helpExtra,
  isMenuOpen,
  onOpenMenu,
  isSearchExpanded,
  onSearchExpandedChange,
  searchInputRef,
}: HeaderProps) {
  return (
    <header className={`${chromeTheme} ${styles.header}`}>
      <div className={styles.bar}>
        <LogoLink />
        <HeaderSearch
          isExpanded={isSearchExpanded}
          onCollapse={() => onSearchExpandedChange(false)}
          inputRef={searchInputRef}
        />
        <div className={styles.actions}>
          <Button
            className={`${chromeControl({ kind: 'icon' })} ${styles.phoneOnly}`}
            aria-label={isSearchExpanded ? 'Close search' : 'Search'}
            aria-expanded={isSearchExpanded}
            aria-controls={HEADER_SEARCH_ID}
            onPress={() => onSearchExpandedChange(!isSearchExpanded)}
          >
            {isSearchExpanded ? <CloseIcon /> : <SearchIcon />}
          </Button>
          <Link
            to="/ai/recommender"
            className={`${chromeControl({ kind: 'icon' })} ${styles.tabletUp}`}
            aria-label="Film recommender"
          >
            <RecommenderIcon />
          </Link>
          <HelpDialog extra={helpExtra} />
          <AccountArea
            account={account}
            isAuthLoading={isAuthLoading}
            isMenuOpen={isMenuOpen}
            onOpenMenu={onOpenMenu}
          />
          <Button
            className={chromeControl({ kind: 'icon' })}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onPress={onOpenMenu}
          >
            <MenuIcon />
          </Button>
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
  // Spec: nothing at all in the account area while auth is loading (the slot keeps its size).
  if (isAuthLoading) {
    return <div className={styles.account} data-testid="header-account" />
  }
  if (account) {
    return (
      <div className={`${styles.account} ${styles.accountCompact}`} data-testid="header-account">
        <Button
          className={chromeControl({ kind: 'icon' })}
          aria-label={`Account menu for ${account.username}`}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onPress={onOpenMenu}
        >
          <AccountAvatar src={account.profilePicture} />
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.account} data-testid="header-account">
      {/* On phones the bottom bar carries Login and Sign up, so the header stays uncluttered. */}
      <div className={styles.anonymousActions}>
        <Link to="/login" className={chromeControl({ kind: 'ghost' })}>
          Login
        </Link>
        <Link to="/register" className={chromeControl({ kind: 'accent' })}>
          Sign Up
        </Link>
      </div>
    </div>
  )
}
