import { PageFrame } from '#components/layout/page-frame'
import { Icon } from '#components/ui/icon'
import { ExternalLink } from '#components/ui/link'
import { t } from '#i18n/en-widgets'
import { safeUrl } from '#lib/safe-url'
import { POLICIES, type PolicyId, type PolicySummary } from './policy-documents'
import * as styles from './policy-page.css'
import { longUtcDateFormat } from '#lib/formats'

export type { PolicyId } from './policy-documents'

export interface PolicyPageProps {
  policy: PolicyId
}

/**
 * Only an absolute http(s) address that passes the allow-list is embedded; anything else
 * (unset, relative, another scheme) falls back to the local summary.
 */
function embeddableUrl(raw: string | undefined): URL | undefined {
  const safe = safeUrl(raw)
  if (!safe || !/^https?:\/\//i.test(safe)) return undefined
  return new URL(safe)
}

/**
 * The provider's document runs its own scripts (rendering, language switch) and reads its own
 * origin's storage, so it needs `allow-scripts` and `allow-same-origin`; `allow-popups` lets
 * its links open in a new tab. Top navigation, forms and downloads stay blocked, so the
 * document can never steer or act on this page. Scripts plus same-origin would cancel the
 * sandbox for a document on our own origin, so a same-origin address loses `allow-same-origin`.
 */
function sandboxFor(url: URL): string {
  const sameOrigin = typeof window !== 'undefined' && url.origin === window.location.origin
  return sameOrigin ? 'allow-scripts allow-popups' : 'allow-scripts allow-same-origin allow-popups'
}

/**
 * A policy page (docs/behaviour.md#navigation-and-layout). In http mode with an address
 * configured the provider's document is embedded; in mock mode, or without an address, a local
 * summary is shown instead, so nothing is fetched from outside.
 */
export function PolicyPage({ policy }: PolicyPageProps) {
  const definition = POLICIES[policy]
  const title = t(definition.titleKey)
  const url = import.meta.env.VITE_API_MODE === 'http' ? embeddableUrl(definition.url()) : undefined

  if (url) {
    return (
      <PageFrame
        title={title}
        actions={
          <ExternalLink href={url.href} variant="inline">
            {t('policy_open_in_new_tab')}
          </ExternalLink>
        }
      >
        <div className={styles.embed}>
          <iframe
            className={styles.frame}
            src={url.href}
            title={t('policy_frame_title', { name: title })}
            sandbox={sandboxFor(url)}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        </div>
      </PageFrame>
    )
  }

  const summary = definition.summary
  return (
    <PageFrame
      title={title}
      subtitle={t('policy_last_updated', {
        date: longUtcDateFormat().format(new Date(`${summary.updated}T00:00:00Z`)),
      })}
    >
      <PolicySummaryView summary={summary} />
    </PageFrame>
  )
}

function PolicySummaryView({ summary }: { summary: PolicySummary }) {
  return (
    <article className={styles.article}>
      <p className={styles.notice}>
        <Icon name="info" size={20} className={styles.noticeIcon} />
        <span>{t('policy_summary_notice')}</span>
      </p>
      {summary.sections.map((section) => (
        <section
          key={section.id}
          className={styles.section}
          aria-labelledby={`policy-${section.id}`}
        >
          <h2 id={`policy-${section.id}`} className={styles.sectionHeading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
