import { Link } from '@tanstack/react-router'
import { Button } from 'react-aria-components/Button'
import * as styles from './bottom-bar.css'
import { chromeTheme } from './chrome.css'
import { srOnly } from './chrome-controls.css'
import type { LayoutAccount } from './layout-account'
import { HomeIcon, PlusIcon, RecommenderIcon, SearchIcon, UserIcon } from './layout-icons'

export interface BottomBarProps {
  account: LayoutAccount | null
  isAuthLoading: boolean
  onCreatePost?: () => void
  onSearch: () => void
}

/** Phone-only tab bar (hidden from 640 px up by CSS); every target is at least 44 px. */
export function BottomBar({ account, isAuthLoading, onCreatePost, onSearch }: BottomBarProps) {
  return (
    <nav className={`${chromeTheme} ${styles.bar}`} aria-label="Quick navigation">
      <ul className={styles.list}>
        <li className={styles.cell}>
          <Link to="/home" className={styles.item}>
            <HomeIcon size={22} />
            <span className={styles.label}>Home</span>
          </Link>
        </li>
        <li className={styles.cell}>
          <Link to="/ai/recommender" className={styles.item}>
            <RecommenderIcon size={22} />
            <span className={styles.label}>Recommender</span>
          </Link>
        </li>
        {!isAuthLoading && account && onCreatePost && (
          <li className={styles.cell}>
            <Button className={styles.createButton} onPress={onCreatePost}>
              <PlusIcon size={26} />
              <span className={srOnly}>Create post</span>
            </Button>
          </li>
        )}
        <li className={styles.cell}>
          <Button className={styles.item} onPress={onSearch}>
            <SearchIcon size={22} />
            <span className={styles.label}>Search</span>
          </Button>
        </li>
        {/* While auth loads the account cells stay empty, as in the header. */}
        {!isAuthLoading && account && (
          <li className={styles.cell}>
            <Link to="/profile" className={styles.item}>
              <UserIcon size={22} />
              <span className={styles.label}>Profile</span>
            </Link>
          </li>
        )}
        {!isAuthLoading && !account && (
          <>
            <li className={styles.cell}>
              <Link to="/login" className={styles.pill}>
                Login
              </Link>
            </li>
            <li className={styles.cell}>
              <Link to="/register" className={`${styles.pill} ${styles.pillAccent}`}>
                Sign up
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  )
}
