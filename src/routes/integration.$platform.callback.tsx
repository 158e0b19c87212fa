import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { isIntegrationPlatform } from '#features/integrations/api/integration-queries'
import { IntegrationCallback } from '#features/integrations/components/integration-callback'
import { t } from '#i18n/en-content'
import { parseToken } from '#lib/search-params'

export const Route = createFileRoute('/integration/$platform/callback')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({
    code: parseToken(search.code),
  }),
  beforeLoad: async ({ context, params, location }) => {
    // An unknown address goes to /404 (docs/behaviour.md#navigation-and-layout), before anyone is
    // asked to sign in.
    if (!isIntegrationPlatform(params.platform)) throw redirect({ to: '/404', replace: true })
    // The call links the signed-in member's account (openapi: bearer only): visitors sign in
    // first and come back to the same link, code included.
    const user = await context.session.ensureUser()
    if (user === null) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
    }
    return { platform: params.platform }
  },
  staticData: { titleKey: 'page_integration_title' },
  component: IntegrationCallbackPage,
})

function IntegrationCallbackPage() {
  const { platform } = Route.useRouteContext()
  const { code } = Route.useSearch()
  return (
    <PageFrame title={t('page_integration_title')} width="reading">
      <IntegrationCallback platform={platform} code={code} />
    </PageFrame>
  )
}
