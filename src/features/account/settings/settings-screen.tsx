import type { ReactNode } from 'react'
import { t } from '#i18n/en-account'
import type { Profile } from '../api/account-api'
import { AccountCard, AccountPage } from '../components/account-layout'
import * as layout from '../components/account-layout.css'
import { ApiKeyPanel } from './api-key-panel'
import { ChangePasswordForm } from './change-password-form'
import { DeleteAccount } from './delete-account'
import { InviteFriendForm } from './invite-friend-form'
import * as styles from './settings.css'

function Section({
  id,
  title,
  text,
  tone,
  children,
}: {
  id: string
  title: string
  text?: string
  tone?: 'danger'
  children: ReactNode
}) {
  return (
    <AccountCard as="section" labelledBy={id} tone={tone}>
      <div className={layout.sectionHead}>
        <h2 id={id} className={layout.sectionHeading}>
          {title}
        </h2>
        {text && <p className={layout.sectionText}>{text}</p>}
      </div>
      {children}
    </AccountCard>
  )
}

export interface SettingsScreenProps {
  onProfileSaved: (profile: Profile) => void
  /** After the account is gone: sign out locally and leave the members' pages. */
  onAccountDeleted: () => Promise<void> | void
}

/**
 * /settings (docs/behaviour.md#accounts-and-sign-in): password, invitations, API key and the danger
 * zone.
 */
export function SettingsScreen({ onProfileSaved, onAccountDeleted }: SettingsScreenProps) {
  return (
    <AccountPage
      title={t('page_settings_title')}
      subtitle={t('account_settings_subtitle')}
      width="wide"
    >
      <div className={styles.sections}>
        <Section id="settings-password" title={t('account_profile_password_title')}>
          <ChangePasswordForm onSaved={onProfileSaved} />
        </Section>
        <Section
          id="settings-invite"
          title={t('account_invite_title')}
          text={t('account_invite_text')}
        >
          <InviteFriendForm />
        </Section>
        <Section
          id="settings-api-key"
          title={t('account_api_key_title')}
          text={t('account_api_key_text')}
        >
          <ApiKeyPanel />
        </Section>
        <Section
          id="settings-danger"
          title={t('account_danger_zone_title')}
          text={t('account_danger_zone_text')}
          tone="danger"
        >
          <DeleteAccount onDeleted={onAccountDeleted} />
        </Section>
      </div>
    </AccountPage>
  )
}
