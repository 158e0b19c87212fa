import { useState, type FormEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { Icon } from '#components/ui/icon'
import { Link } from '#components/ui/link'
import { characterCount, TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { useUpdateProfile, type Profile, type ProfileUpdate } from '../api/account-api'
import { FormMessage } from '#components/ui/form-message'
import { NativeForm } from '#components/ui/native-form'
import { AccountCard, AccountPage } from '../components/account-layout'
import * as layout from '../components/account-layout.css'
import { fieldError, serverMessageOr } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { isBlank } from '../lib/validation'
import { ProfilePictureField } from './picture-field'
import { picturePayload, usePicture } from '#lib/image-upload'
import * as styles from './edit-profile.css'

/** A tagline has at most 50 characters, counted as the API counts them (docs/behaviour.md#profiles). */
export const TAGLINE_MAX_LENGTH = 50

interface Draft {
  first_name: string
  last_name: string
  username: string
  tagline: string
  bio: string
  date_of_birth: string
  current_password: string
  update_password: string
  confirm_password: string
}

type Errors = Partial<Record<keyof Draft, string>>

function draftOf(user: Profile): Draft {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    tagline: user.tagline,
    bio: user.bio,
    date_of_birth: user.date_of_birth ?? '',
    current_password: '',
    update_password: '',
    confirm_password: '',
  }
}

/**
 * A new password needs the current one and a matching confirmation (docs/behaviour.md#profiles).
 */
export function passwordChangeErrors(draft: {
  current_password: string
  update_password: string
  confirm_password: string
}): Errors {
  const errors: Errors = {}
  if (draft.update_password === '' && draft.confirm_password === '') return errors
  if (draft.update_password !== draft.confirm_password)
    errors.confirm_password = t('profile_password_mismatch')
  if (draft.current_password === '')
    errors.current_password = t('profile_current_password_required')
  return errors
}

const SERVER_FIELDS: (keyof Draft)[] = [
  'username',
  'first_name',
  'last_name',
  'tagline',
  'bio',
  'date_of_birth',
  'current_password',
  'update_password',
  'confirm_password',
]

export interface EditProfileFormProps {
  user: Profile
  /** The saved profile, for the route to put in the session's cache. */
  onSaved: (profile: Profile) => void
}

/**
 * /profile/edit (docs/behaviour.md#profiles): details, pictures and an optional password change.
 */
export function EditProfileForm({ user, onSaved }: EditProfileFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(user))
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const profilePicture = usePicture({ compress: true })
  const coverPicture = usePicture({ compress: false })
  const update = useUpdateProfile()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  const isProcessing =
    profilePicture.state.kind === 'processing' || coverPicture.state.kind === 'processing'
  const hasBrokenPicture =
    profilePicture.state.kind === 'failed' || coverPicture.state.kind === 'failed'

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }))
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isProcessing) return
    const problems: Errors = passwordChangeErrors(draft)
    if (isBlank(draft.username)) problems.username = t('username_required')
    if (characterCount(draft.tagline) > TAGLINE_MAX_LENGTH)
      problems.tagline = t('profile_tagline_too_long', { max: TAGLINE_MAX_LENGTH })
    setErrors(problems)
    if (Object.values(problems).some(Boolean)) return
    setFailure(null)

    const body: ProfileUpdate = {
      first_name: draft.first_name.trim(),
      last_name: draft.last_name.trim(),
      username: draft.username.trim(),
      tagline: draft.tagline,
      bio: draft.bio,
      date_of_birth: draft.date_of_birth === '' ? null : draft.date_of_birth,
    }
    const picture = picturePayload(profilePicture.state)
    if (picture !== undefined) body.profile_picture = picture
    const cover = picturePayload(coverPicture.state)
    if (cover !== undefined) body.cover_picture = cover
    if (draft.update_password !== '') {
      body.current_password = draft.current_password
      body.update_password = draft.update_password
      body.confirm_password = draft.confirm_password
    }

    void guard(async () => {
      let saved: Profile
      try {
        saved = await update.mutateAsync(body)
      } catch (error) {
        const fromServer: Errors = {}
        for (const field of SERVER_FIELDS) {
          const message = fieldError(error, field)
          if (message) fromServer[field] = message
        }
        setErrors(fromServer)
        const message = serverMessageOr(error, 'profile_update_error')
        setFailure(message)
        push({ message, status: 'danger' })
        return
      }
      onSaved(saved)
      setDraft((current) => ({
        ...current,
        current_password: '',
        update_password: '',
        confirm_password: '',
      }))
      profilePicture.reset()
      coverPicture.reset()
      push({ message: t('profile_updated'), status: 'success' })
    })
  }

  return (
    <NativeForm className={styles.layout} onSubmit={submit}>
      {failure && <FormMessage tone="danger">{failure}</FormMessage>}

      <AccountCard as="section" labelledBy="profile-details-title">
        <h2 id="profile-details-title" className={layout.sectionHeading}>
          {t('account_profile_details_title')}
        </h2>
        <TextField
          label={t('account_email_label')}
          name="email"
          type="email"
          value={user.email}
          isReadOnly
          description={t('account_email_readonly')}
        />
        <div className={layout.fieldRow}>
          <TextField
            label={t('account_first_name_label')}
            name="first_name"
            autoComplete="given-name"
            value={draft.first_name}
            onChange={(value) => set('first_name', value)}
            errorMessage={errors.first_name}
          />
          <TextField
            label={t('account_last_name_label')}
            name="last_name"
            autoComplete="family-name"
            value={draft.last_name}
            onChange={(value) => set('last_name', value)}
            errorMessage={errors.last_name}
          />
        </div>
        <div className={layout.fieldRow}>
          <TextField
            label={t('account_username_label')}
            name="username"
            autoComplete="username"
            value={draft.username}
            onChange={(value) => set('username', value)}
            isRequired
            errorMessage={errors.username}
          />
          <TextField
            label={t('account_date_of_birth_label')}
            name="date_of_birth"
            type="date"
            autoComplete="bday"
            value={draft.date_of_birth}
            onChange={(value) => set('date_of_birth', value)}
            errorMessage={errors.date_of_birth}
          />
        </div>
        <TextField
          label={t('account_tagline_label')}
          name="tagline"
          value={draft.tagline}
          maxLength={TAGLINE_MAX_LENGTH}
          onChange={(value) => set('tagline', value)}
          errorMessage={errors.tagline}
        />
        <TextField
          label={t('account_bio_label')}
          name="bio"
          multiline
          rows={4}
          value={draft.bio}
          onChange={(value) => set('bio', value)}
          errorMessage={errors.bio}
        />
      </AccountCard>

      <AccountCard as="section" labelledBy="profile-pictures-title">
        <h2 id="profile-pictures-title" className={layout.sectionHeading}>
          {t('account_profile_pictures_title')}
        </h2>
        <div className={styles.pictures}>
          <ProfilePictureField
            label={t('account_profile_picture_label')}
            hint={t('account_profile_picture_hint')}
            current={user.profile_picture}
            shape="round"
            state={profilePicture.state}
            onChoose={(file) => void profilePicture.choose(file)}
            onRemove={profilePicture.remove}
            onKeep={profilePicture.reset}
            isDisabled={isSubmitting}
          />
          <ProfilePictureField
            label={t('account_cover_picture_label')}
            hint={t('account_cover_picture_hint')}
            current={user.cover_picture}
            shape="wide"
            state={coverPicture.state}
            onChoose={(file) => void coverPicture.choose(file)}
            onRemove={coverPicture.remove}
            onKeep={coverPicture.reset}
            isDisabled={isSubmitting}
          />
        </div>
      </AccountCard>

      <AccountCard as="section" labelledBy="profile-password-title">
        <div className={layout.sectionHead}>
          <h2 id="profile-password-title" className={layout.sectionHeading}>
            {t('account_profile_password_title')}
          </h2>
          <p className={layout.sectionText}>{t('account_profile_password_text')}</p>
        </div>
        <PasswordChangeFields
          values={draft}
          errors={errors}
          onChange={(key, value) => set(key, value)}
        />
      </AccountCard>

      <div className={styles.saveBar}>
        <NativeButton
          type="submit"
          variant="primary"
          size="lg"
          className={styles.saveButton}
          isPending={isSubmitting}
          disabled={isProcessing || hasBrokenPicture}
        >
          {t('account_profile_save')}
        </NativeButton>
      </div>
    </NativeForm>
  )
}

type PasswordKey = 'current_password' | 'update_password' | 'confirm_password'

/** Current, new and confirm password: shared by the profile form and the settings page. */
export function PasswordChangeFields({
  values,
  errors,
  onChange,
}: {
  values: Record<PasswordKey, string>
  errors: Partial<Record<PasswordKey, string>>
  onChange: (key: PasswordKey, value: string) => void
}) {
  return (
    <>
      <TextField
        label={t('account_current_password_label')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={values.current_password}
        onChange={(value) => onChange('current_password', value)}
        errorMessage={errors.current_password}
      />
      <div className={layout.fieldRow}>
        <TextField
          label={t('account_new_password_label')}
          name="update_password"
          type="password"
          autoComplete="new-password"
          value={values.update_password}
          onChange={(value) => onChange('update_password', value)}
          errorMessage={errors.update_password}
        />
        <TextField
          label={t('account_confirm_new_password_label')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={(value) => onChange('confirm_password', value)}
          errorMessage={errors.confirm_password}
        />
      </div>
    </>
  )
}

/** The whole /profile/edit screen: heading, the way back to the profile, the form. */
export function EditProfileScreen({ user, onSaved }: EditProfileFormProps) {
  return (
    <AccountPage
      title={t('page_profile_edit_title')}
      subtitle={t('account_profile_subtitle')}
      width="wide"
    >
      <div className={styles.layout}>
        <p className={styles.backRow}>
          <Link to="/profile" variant="inline" className={styles.backLink}>
            <Icon name="chevron-left" size={18} />
            {t('account_back_to_profile')}
          </Link>
        </p>
        <EditProfileForm key={user.id} user={user} onSaved={onSaved} />
      </div>
    </AccountPage>
  )
}
