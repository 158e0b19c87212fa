import { useQuery } from '@tanstack/react-query'
import { Card } from '#components/ui/card'
import { Icon } from '#components/ui/icon'
import { ButtonLink } from '#components/ui/link'
import { Loader } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import { isApiError, messageFromBody } from '#lib/api/errors'
import { integrationQueries, type IntegrationPlatform } from '../api/integration-queries'
import * as styles from './integration-callback.css'

export interface IntegrationCallbackProps {
  platform: IntegrationPlatform
  /** The `code` the platform's redirect carried; undefined when the link has none. */
  code: string | undefined
}

export function platformName(platform: IntegrationPlatform): string {
  return t(`integration_platform_${platform}`)
}

/**
 * Where a social platform sends the member back after they allowed the link
 * (docs/behaviour.md#logs-and-integrations): the code goes to the matching call, then the page says
 * whether the account is connected and leads back to the profile.
 */
export function IntegrationCallback({ platform, code }: IntegrationCallbackProps) {
  const name = platformName(platform)
  if (code === undefined) {
    return (
      <Outcome
        ok={false}
        title={t('integration_failure_title', { platform: name })}
        text={t('integration_missing_code')}
      />
    )
  }
  return <CallbackWithCode platform={platform} code={code} name={name} />
}

function CallbackWithCode({
  platform,
  code,
  name,
}: {
  platform: IntegrationPlatform
  code: string
  name: string
}) {
  const result = useQuery(integrationQueries.callback(platform, code))
  if (result.isPending) {
    return (
      <Card as="div" className={styles.card}>
        <Loader block label={t('integration_connecting', { platform: name })} />
        <p className={styles.text}>{t('integration_connecting', { platform: name })}</p>
      </Card>
    )
  }
  if (result.isError) {
    // A refused code (400) says why in the server's words (its message, or what it said about the
    // `code` field); anything else in ours, never a status line.
    const serverMessage =
      isApiError(result.error) && result.error.status === 400
        ? (messageFromBody(result.error.body) ?? result.error.fieldErrors.code?.[0])
        : undefined
    return (
      <Outcome
        ok={false}
        title={t('integration_failure_title', { platform: name })}
        text={serverMessage || t('integration_failure_text', { platform: name })}
      />
    )
  }
  return (
    <Outcome
      ok={result.data.connected}
      title={
        result.data.connected
          ? t('integration_success_title', { platform: name })
          : t('integration_failure_title', { platform: name })
      }
      text={result.data.message}
    />
  )
}

function Outcome({ ok, title, text }: { ok: boolean; title: string; text: string }) {
  return (
    <Card as="div" className={styles.card} data-outcome={ok ? 'success' : 'failure'}>
      <span className={ok ? styles.iconOk : styles.iconFail}>
        <Icon name={ok ? 'check-circle' : 'x-circle'} size={40} />
      </span>
      {/* The outcome is announced as it replaces "Connecting…"; a failure assertively. */}
      <div role={ok ? 'status' : 'alert'} className={styles.message}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
      </div>
      <ButtonLink to="/profile" variant={ok ? 'primary' : 'secondary'}>
        <Icon name="user" size={18} />
        {t('integration_back')}
      </ButtonLink>
    </Card>
  )
}
