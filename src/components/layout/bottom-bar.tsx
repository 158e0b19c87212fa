import { t } from '../../i18n/index'
import { Button, IconButton } from '../ui/button'
import { Icon } from '../ui/icon'
import { ButtonLink, Link } from '../ui/link'
import * as styles from './bottom-bar.css'
import { chromeSurface, chromeTheme } from './chrome.css'
import type { LayoutAccount } from './layout-account'

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
          <Link to="/home" variant="plain" className={styles.item}>
            <Icon name="home" size={22} />
            <span className={styles.label}>{t('layout_nav_home')}</span>
          </Link>
        </li>
        <li className={styles.cell}>
          <Link to="/ai/recommender" variant="plain" className={styles.item}>
            <Icon name="compass" size={22} />
            <span className={styles.label}>{t('layout_bottom_recommender')}</span>
          </Link>
        </li>
        {member && onCreatePost && (
          <li className={styles.cell}>
            <IconButton
              variant="primary"
              size="lg"
              className={styles.createButton}
              aria-label={t('layout_create_post')}
              onPress={onCreatePost}
            >
              <Icon name="plus" size={26} />
            </IconButton>
          </li>
        )}
        <li className={styles.cell}>
          <Button variant="ghost" className={styles.item} onPress={onSearch}>
            <Icon name="search" size={22} />
            <span className={styles.label}>{t('layout_search_open')}</span>
          </Button>
        </li>
        {/* While auth loads the account cells stay empty, as in the header. */}
        {member && (
          <li className={styles.cell}>
            <Link to="/profile" variant="plain" className={styles.item}>
              <Icon name="user" size={22} />
              <span className={styles.label}>{t('layout_nav_profile')}</span>
            </Link>
          </li>
        )}
        {visitor && (
          <>
            <li className={styles.cell}>
              <ButtonLink to="/login" variant="secondary" className={styles.authLink}>
                {t('layout_login')}
              </ButtonLink>
            </li>
            <li className={styles.cell}>
              <ButtonLink to="/register" variant="primary" className={styles.authLink}>
                {t('layout_sign_up_short')}
              </ButtonLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  )
}
