import { PageFrame } from '../../components/layout/page-frame'
import { t, type TextKey } from '../../i18n/index'

/**
 * The page of a screen that a later feature fills in: its real heading and a friendly line, in
 * the real layout, so every route of the spec is reachable and titled from day one.
 */
export function PagePlaceholder({ titleKey }: { titleKey: TextKey }) {
  return (
    <PageFrame title={t(titleKey)}>
      <p>{t('app_page_coming_soon')}</p>
    </PageFrame>
  )
}
