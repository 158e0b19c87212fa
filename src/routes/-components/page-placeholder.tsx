import type { ReactNode } from 'react'
import { PageFrame } from '#components/layout/page-frame'
import { t, type TextKey } from '#i18n/index'

/**
 * The page of a screen that a later feature fills in: its real heading and a friendly line, in
 * the real layout, so every route in docs/behaviour.md is reachable and titled from day one. `lead`
 * is what already works there (the composer panel above a feed).
 */
export function PagePlaceholder({ titleKey, lead }: { titleKey: TextKey; lead?: ReactNode }) {
  return (
    <PageFrame title={t(titleKey)}>
      {lead}
      <p>{t('app_page_coming_soon')}</p>
    </PageFrame>
  )
}
