import { useLayoutEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { t, type TextKey } from '#i18n/index'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab: "Top posts · FILM WAFFLE". */
    titleKey?: TextKey
  }
}

export function documentTitle(titleKey: TextKey | undefined): string {
  return titleKey === undefined ? t('app_name') : `${t(titleKey)} · ${t('app_name')}`
}

/** What a route's loader may return to name the tab after its data (a post's own title). */
export interface TitledLoaderData {
  pageTitle?: string
}

function pageTitleOf(loaderData: unknown): string | undefined {
  if (typeof loaderData !== 'object' || loaderData === null) return undefined
  const title = (loaderData as TitledLoaderData).pageTitle
  return typeof title === 'string' && title.trim() !== '' ? title : undefined
}

/**
 * Names the tab after the deepest matched route that names itself: a `pageTitle` from its
 * loader (the post being read) wins over its `staticData.titleKey` ("Top posts").
 */
export function useDocumentTitle(): void {
  const named = useMatches({
    select: (matches) => {
      const match = matches.findLast(
        (m) => pageTitleOf(m.loaderData) !== undefined || m.staticData.titleKey !== undefined,
      )
      return { pageTitle: pageTitleOf(match?.loaderData), titleKey: match?.staticData.titleKey }
    },
    structuralSharing: true,
  })
  const { pageTitle, titleKey } = named
  // In the commit that draws the page, not after the browser paints it (a passive effect may run
  // a frame later): the tab's name never lags behind the heading, for people and for tests.
  useLayoutEffect(() => {
    document.title =
      pageTitle === undefined ? documentTitle(titleKey) : `${pageTitle} · ${t('app_name')}`
  }, [pageTitle, titleKey])
}
