import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { t, type TextKey } from '../../i18n/index'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab: "Top posts · FILM WAFFLE". */
    titleKey?: TextKey
  }
}

export function documentTitle(titleKey: TextKey | undefined): string {
  return titleKey === undefined ? t('app_name') : `${t(titleKey)} · ${t('app_name')}`
}

/** Names the tab after the deepest matched route that declares `staticData.titleKey`. */
export function useDocumentTitle(): void {
  const titleKey = useMatches({
    select: (matches) =>
      matches.findLast((match) => match.staticData.titleKey !== undefined)?.staticData.titleKey,
  })
  useEffect(() => {
    document.title = documentTitle(titleKey)
  }, [titleKey])
}
