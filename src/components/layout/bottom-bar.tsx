import { Link } from '@tanstack/react-router'
import { t } from '#i18n/index'
import { button } from '../ui/button.css'
import { cx } from '../ui/class-names'
import { Icon } from '../ui/icon'
import { link } from '../ui/link.css'
import { NativeButton, NativeIconButton } from '../ui/native-button'
import * as styles from './bottom-bar.css'
import { chromeSurface, chromeTheme } from './chrome.css'
import type { LayoutAccount } from './layout-account'
import { openingOverlay } from './preload'

export interface BottomBarProps {
  account: LayoutAccount | null
  isAuthLoading: boolean
  onCreatePost?: () => void
  onSearch: () => void
}

/** Phone-only tab bar (CSS hides it from 640 px up); every target is at least 44 px. */
export function BottomBar({ account, isAuthLoading, onCreatePost, onSearch }: BottomBarProps) {
  const member = !isAuthLoading && account !== null
  const visitor = !isAuthLoading && account === null
  return (
    <nav className={`${chromeTheme} ${styles.bar}`} aria-label={t('layout_bottom_bar_label')}>
      <ul className={`${chromeSurface} ${styles.list}`}>
        <li className={styles.cell}>
          <Link to="/home" className={cx(link({ variant: 'plain' }), styles.item)}>
            <Icon name="home" size={22} />
            <span className={styles.label}>{t('layout_nav_home')}</span>
          </Link>
        </li>
        <li className={styles.cell}>
          <Link to="/ai/recommender" className={cx(link({ variant: 'plain' }), styles.item)}>
            <Icon name="compass" size={22} />
            <span className={styles.label}>{t('layout_bottom_recommender')}</span>
          </Link>
        </li>
        {member && onCreatePost && (
          <li className={styles.cell}>
            <NativeIconButton
              variant="primary"
              size="lg"
              className={styles.createButton}
              aria-label={t('layout_create_post')}
              {...openingOverlay('composer')}
              onClick={onCreatePost}
            >
              <Icon name="plus" size={26} />
            </NativeIconButton>
          </li>
        )}
        <li className={styles.cell}>
          <NativeButton
            variant="ghost"
            className={styles.item}
            onClick={onSearch}
            {...openingOverlay('search')}
          >
            <Icon name="text-search" size={22} />
            <span className={styles.label}>{t('layout_search_open')}</span>
          </NativeButton>
        </li>
        {/* While auth loads the account cells stay empty, as in the header. */}
        {member && (
          <li className={styles.cell}>
            <Link to="/profile" className={cx(link({ variant: 'plain' }), styles.item)}>
              <Icon name="user" size={22} />
              <span className={styles.label}>{t('layout_nav_profile')}</span>
            </Link>
          </li>
        )}
        {visitor && (
          <>
            <li className={styles.cell}>
              <Link to="/login" className={cx(button({ variant: 'secondary' }), styles.authLink)}>
                {t('layout_login')}
              </Link>
            </li>
            <li className={styles.cell}>
              <Link to="/register" className={cx(button({ variant: 'primary' }), styles.authLink)}>
                {t('layout_sign_up_short')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  )
}
