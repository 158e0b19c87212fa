import type { ReactNode, RefObject } from 'react'
import { t } from '../../i18n/index'
import { IconButton } from '../ui/button'
import { Icon } from '../ui/icon'
import { ButtonLink, IconButtonLink } from '../ui/link'
import { AccountAvatar } from './account-avatar'
import { chromeSurface, chromeTheme } from './chrome.css'
import * as styles from './header.css'
import { HEADER_SEARCH_ID, HeaderSearch } from './header-search'
import { HelpDialog } from './help-dialog'
import type { LayoutAccount } from './layout-account'
import { LogoLink } from './logo'

export interface HeaderProps {
  account: LayoutAccount | null
  isAuthLoading: boolean
  helpExtra?: ReactNode
  isMenuOpen: boolean
  onOpenMenu: () => void
  isSearchExpanded: boolean
  onSearchExpandedChange: (expanded: boolean) => void
  searchSlotRef: RefObject<HTMLDivElement | null>
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
}: HeaderProps) {
  return (
    <header className={`${chromeTheme} ${styles.header}`}>
      <div className={`${chromeSurface} ${styles.bar}`}>
        <LogoLink />
        <HeaderSearch
          isExpanded={isSearchExpanded}
          onCollapse={() => onSearchExpandedChange(false)}
          slotRef={searchSlotRef}
        />
        <div className={styles.actions}>
          <IconButton
            variant="ghost"
            size="lg"
            className={`${styles.barButton} ${styles.belowDesktop}`}
            aria-label={isSearchExpanded ? t('layout_search_close') : t('layout_search_open')}
            aria-expanded={isSearchExpanded}
            aria-controls={HEADER_SEARCH_ID}
            onPress={() => onSearchExpandedChange(!isSearchExpanded)}
          >
            <Icon name={isSearchExpanded ? 'close' : 'search'} size={24} />
          </IconButton>
          <IconButtonLink
            to="/ai/recommender"
            variant="ghost"
            size="lg"
            className={`${styles.barButton} ${styles.tabletUp}`}
            aria-label={t('layout_recommender_link')}
          >
            <Icon name="compass" size={24} />
          </IconButtonLink>
          <HelpDialog extra={helpExtra} triggerClassName={styles.barButton} />
          <AccountArea
            account={account}
            isAuthLoading={isAuthLoading}
            isMenuOpen={isMenuOpen}
            onOpenMenu={onOpenMenu}
          />
          <IconButton
            variant="ghost"
            size="lg"
            className={styles.barButton}
            aria-label={t('layout_menu')}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onPress={onOpenMenu}
          >
            <Icon name="menu" size={24} />
          </IconButton>
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
      <div className={styles.account} data-testid="header-account">
        <IconButton
          variant="ghost"
          size="lg"
          className={styles.barButton}
          aria-label={t('layout_account_menu', { name: account.username })}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onPress={onOpenMenu}
        >
          <AccountAvatar src={account.profilePicture} />
        </IconButton>
      </div>
    )
  }
  return (
    <div className={styles.account} data-testid="header-account">
      {/* On phones the bottom bar carries Login and Sign up, keeping the bar uncluttered. */}
      <div className={styles.anonymousActions}>
        <ButtonLink to="/login" variant="secondary" className={styles.authLink}>
          {t('layout_login')}
        </ButtonLink>
        <ButtonLink to="/register" variant="primary" className={styles.authLink}>
          {t('layout_sign_up')}
        </ButtonLink>
      </div>
    </div>
  )
}
