import { Button } from '../../../components/ui/button'
import { DropZone, IMAGE_TYPES } from '../../../components/ui/drop-zone'
import { Loader } from '../../../components/ui/loader'
import { t } from '../../../i18n/en-account'
import { safeUrl } from '../../../lib/safe-url'
import { FormMessage } from '../../../components/ui/form-message'
import type { PictureState } from '../../../lib/image-upload'
import * as styles from './edit-profile.css'

export interface PictureFieldProps {
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

/** One picture of the profile: what is saved now, and a drop zone for one replacement. */
export function PictureField({
  label,
  hint,
  current,
  shape,
  state,
  onChoose,
  onRemove,
  onKeep,
  isDisabled,
}: PictureFieldProps) {
  const currentUrl = safeUrl(current)
  const name = label.toLowerCase()
  const files = 'file' in state ? [state.file] : []

  return (
    <div className={styles.picture}>
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
      <DropZone
        label={label}
        description={hint}
        accept={IMAGE_TYPES}
        multiple={false}
        maxFiles={1}
        files={files}
        onFiles={(chosen) => onChoose(chosen[0])}
        isDisabled={isDisabled}
      />
      {state.kind === 'processing' && (
        <div className={styles.processing}>
          <Loader size="sm" label={t('account_picture_processing')} />
          <span aria-hidden="true">{t('account_picture_processing')}</span>
        </div>
      )}
      {state.kind === 'ready' && (
        <FormMessage tone="success">{t('account_picture_ready')}</FormMessage>
      )}
      {state.kind === 'failed' && (
        <FormMessage tone="danger" announce>
          {state.message}
        </FormMessage>
      )}
    </div>
  )
}
