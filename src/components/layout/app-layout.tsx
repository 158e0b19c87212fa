import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import { t } from '#i18n/index'
import { onDemand } from '#lib/on-demand'
import * as styles from './app-layout.css'
import { BottomBar } from './bottom-bar'
import { Footer } from './footer'
import { Header } from './header'
import { preloadWhenIdle } from './preload'
import type { LayoutAccount } from './layout-account'

// The drawer (a react-aria modal) is not needed for the first paint: it runs on first use (or when
// its button is pointed at), its files downloaded ahead once the page is idle (./preload.ts). This
// keeps overlays out of the first-load budget.
const SlideMenu = onDemand(() => import('./slide-menu').then((module) => module.SlideMenu))

export interface AppLayoutProps {
  account: LayoutAccount | null
  isAuthLoading: boolean
  onLogout: () => void
  onCreatePost?: () => void
  /**
   * Opens the search posts dialog (a feature's, composed by the root route): the header's
   * "Search posts" on tablets and desktops, the bottom bar's search on phones, "/" and Ctrl/Cmd+K.
   */
  onOpenSearch?: () => void
  /** Extra content for the Help dialog (the account feature's contact form). */
  helpExtra?: ReactNode
  children: ReactNode
}

export const MAIN_ID = 'main'

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type))
  )
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without adding `#main` to the URL (the router owns the location).
  const main = document.getElementById(MAIN_ID)
  if (!main) return
  event.preventDefault()
  main.focus()
  main.scrollIntoView()
}

/**
 * The application shell. Session data arrives through props (shared components never import a
 * feature), so the root route maps its session onto `account`.
 */
export function AppLayout({
  account,
  isAuthLoading,
  onLogout,
  onCreatePost,
  onOpenSearch,
  helpExtra,
  children,
}: AppLayoutProps) {
  const [isMenuOpen, setMenuOpen] = useState(false)
  const [isSearchExpanded, setSearchExpanded] = useState(false)
  const searchSlotRef = useRef<HTMLDivElement>(null)

  const openMenu = useCallback(() => setMenuOpen(true), [])
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false)
  if (isMenuOpen && !hasOpenedMenu) setHasOpenedMenu(true)

  useEffect(() => preloadWhenIdle('menu', SlideMenu.load), [])

  const changeSearchExpanded = useCallback((expanded: boolean) => {
    // Render the field before focusing it: a collapsed field is display:none and unfocusable.
    flushSync(() => setSearchExpanded(expanded))
    if (expanded) searchSlotRef.current?.querySelector('input')?.focus()
  }, [])

  const focusSearch = useCallback(() => changeSearchExpanded(true), [changeSearchExpanded])

  useEffect(() => {
    if (!onOpenSearch) return
    function openOnShortcut(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return
      const isCommandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k'
      const isSlash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey
      if (!isCommandK && !isSlash) return
      // "/" is a character wherever text is typed; only Ctrl/Cmd+K opens the search from there.
      if (isSlash && isTyping(event.target)) return
      event.preventDefault()
      onOpenSearch?.()
    }
    document.addEventListener('keydown', openOnShortcut)
    return () => document.removeEventListener('keydown', openOnShortcut)
  }, [onOpenSearch])

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t('layout_skip_to_content')}
      </a>
      <Header
        account={account}
        isAuthLoading={isAuthLoading}
        helpExtra={helpExtra}
        isMenuOpen={isMenuOpen}
        onOpenMenu={openMenu}
        isSearchExpanded={isSearchExpanded}
        onSearchExpandedChange={changeSearchExpanded}
        searchSlotRef={searchSlotRef}
        onOpenSearch={onOpenSearch}
      />
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <SlideMenu
            isOpen={isMenuOpen}
            onOpenChange={setMenuOpen}
            account={account}
            onLogout={onLogout}
          />
        </Suspense>
      )}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BottomBar
        account={account}
        isAuthLoading={isAuthLoading}
        onCreatePost={onCreatePost}
        onSearch={onOpenSearch ?? focusSearch}
      />
    </div>
  )
}
