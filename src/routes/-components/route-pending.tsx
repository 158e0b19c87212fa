import { Loader } from '#components/ui/loader'
import { t } from '#i18n/index'

/** Shown while a slow page loads (after the router's pending delay, so quick loads never flash it). */
export function RoutePending() {
  return <Loader block size="lg" label={t('app_loading_page')} />
}
