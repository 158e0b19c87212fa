import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageFrame } from '#components/layout/page-frame'
import { ListErrorState } from '#components/ui/list-states'
import { t } from '#i18n/index'
import { isApiError } from '#lib/api/errors'

/**
 * A file of the app's own (a page's code, a dialog's, the later stylesheet) that did not download,
 * in Chromium's, Firefox's and Safari's words, or Vite's for a stylesheet.
 */
const DOWNLOAD_FAILED =
  /^(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/

/** When the page last loaded itself again for a file that did not download (session storage). */
const RELOADED_AT = 'film-waffle:reloaded-for-update'

/** Whether `error` is a file of the app's own that did not download. */
function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && DOWNLOAD_FAILED.test(error.message)
}

/**
 * What went wrong, in words a member can act on: the normalised API message when there is one.
 * Anything else is a fault of the app's own (a render that threw, say a `TypeError`), whose words
 * are for developers: the member reads "An unexpected error occurred.", and the error itself is in
 * the console, where React reports every error a boundary caught.
 */
function errorMessage(error: unknown): string {
  if (isDownloadFailure(error))
    return t(navigator.onLine ? 'app_error_update' : 'app_error_network')
  if (isApiError(error)) return error.message
  return t('app_error_generic')
}

/**
 * A page that failed to load or render. "Try again" clears TanStack Query's error boundary and
 * re-runs the route's loaders, so the failed request is repeated rather than the error replayed.
 *
 * A file of the app's own that did not download is most often a deploy: a tab opened before it asks
 * for files the server no longer has, and asking again cannot help. Online, the page then loads
 * itself again at once (index.html is never cached, so the new version comes), at most once a
 * minute, so a server that lost its files cannot loop; and "Try again" loads it again too. Offline,
 * it says so and never reloads, which would trade the site for the browser's offline page: "Try
 * again" asks again in place until the device is back online (docs/behaviour.md#a-file-that-did-not-download).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorBoundary = useQueryErrorResetBoundary()
  const downloadFailed = isDownloadFailure(error)

  useEffect(() => {
    if (!downloadFailed || !navigator.onLine) return
    try {
      if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < 60_000) return
      sessionStorage.setItem(RELOADED_AT, String(Date.now()))
    } catch {
      return // No session storage: "Try again" still loads the page again.
    }
    location.reload()
  }, [downloadFailed])

  function tryAgain() {
    if (downloadFailed && navigator.onLine) return location.reload()
    queryErrorBoundary.reset()
    reset()
    void router.invalidate()
  }

  return (
    <PageFrame title={t('app_error_title')}>
      <ListErrorState
        icon="alert"
        message={errorMessage(error)}
        retryLabel={t('app_try_again')}
        onRetry={tryAgain}
      />
    </PageFrame>
  )
}
