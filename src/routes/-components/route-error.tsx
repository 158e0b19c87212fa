import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/index'
import { isApiError } from '#lib/api/errors'

/** What went wrong, in words a member can act on (the normalised API message when there is one). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message
  if (error instanceof Error && error.message !== '') return error.message
  return t('app_error_generic')
}

/**
 * A page that failed to load or render. "Try again" clears TanStack Query's error boundary and
 * re-runs the route's loaders, so the failed request is repeated rather than the error replayed.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorBoundary = useQueryErrorResetBoundary()

  function tryAgain() {
    queryErrorBoundary.reset()
    reset()
    void router.invalidate()
  }

  return (
    <PageFrame title={t('app_error_title')}>
      <div role="alert">
        <p>{errorMessage(error)}</p>
      </div>
      <NativeButton variant="primary" onClick={tryAgain}>
        {t('app_try_again')}
      </NativeButton>
    </PageFrame>
  )
}
