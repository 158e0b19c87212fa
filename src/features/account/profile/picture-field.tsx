import { Button } from '#components/ui/button'
import { PictureField } from '#components/ui/picture-field'
import { t } from '#i18n/en-account'
import { safeUrl } from '#lib/safe-url'
import type { PictureState } from '#lib/image-upload'
import * as styles from './edit-profile.css'

export interface ProfilePictureFieldProps {
  label: string
  hint: string
  /** The picture saved on the profile now (an address from data). */
  current: string | null
  shape: 'round' | 'wide'
  state: PictureState
  onChoose: (file: File | undefined) => void
  onRemove: () => void
  onKeep: () => void
  isDisabled?: boolean
}

/** One picture of the profile: what is saved now, and the picture field for one replacement. */
export function ProfilePictureField({
  label,
  hint,
  current,
  shape,
  state,
  onChoose,
  onRemove,
  onKeep,
  isDisabled,
}: ProfilePictureFieldProps) {
  const currentUrl = safeUrl(current)
  const name = label.toLowerCase()

  return (
    <PictureField
      label={label}
      hint={hint}
      state={state}
      onChoose={onChoose}
      processingText={t('account_picture_processing')}
      readyText={t('account_picture_ready')}
      isDisabled={isDisabled}
    >
      <div className={styles.pictureCurrent}>
        {currentUrl && state.kind !== 'removed' ? (
          <img
            src={currentUrl}
            alt={t('account_current_picture', { name })}
            className={shape === 'round' ? styles.avatarPreview : styles.coverPreview}
          />
        ) : (
          <span className={shape === 'round' ? styles.avatarEmpty : styles.coverEmpty}>
            {state.kind === 'removed'
              ? t('account_picture_removed', { name })
              : t('account_no_picture', { name })}
          </span>
        )}
        {currentUrl &&
          (state.kind === 'removed' ? (
            <Button variant="ghost" size="sm" onPress={onKeep} isDisabled={isDisabled}>
              {t('account_undo_remove_picture')}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onPress={onRemove} isDisabled={isDisabled}>
              {t('account_remove_picture', { name })}
            </Button>
          ))}
      </div>
    </PictureField>
  )
}
