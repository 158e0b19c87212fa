import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { ButtonLink } from '#components/ui/link'
import { t } from '#i18n/index'

export const Route = createFileRoute('/404')({
  staticData: { titleKey: 'page_not_found_title' },
  component: NotFoundPage,
})

function NotFoundPage() {
  return (
    <PageFrame title={t('app_not_found_code')} subtitle={t('app_not_found_text')}>
      <ButtonLink to="/home" variant="secondary">
        {t('app_not_found_home_link')}
      </ButtonLink>
    </PageFrame>
  )
}
