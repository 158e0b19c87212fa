import { useId, type ReactNode } from 'react'
import type { PictureState } from '#lib/image-upload'
import { DropZone, IMAGE_TYPES } from './drop-zone'
import { FormMessage } from './form-message'
import { Loader } from './loader'
import * as styles from './picture-field.css'

export interface PictureFieldProps {
  label: string
  hint: string
  /** Where the chosen picture is (`usePicture().state`): processing, ready or refused. */
  state: PictureState
  /** One file chosen, or `undefined` when the member took it out again. */
  onChoose: (file: File | undefined) => void
  /** "Preparing your picture…" while it is compressed and read. */
  processingText: string
  /** "Picture ready" once it is. */
  readyText: string
  /** A refusal from elsewhere (the form's check, the server) shown instead of the picture's own. */
  problem?: string
  /** What the drop zone says when more than one file is dropped. */
  tooManyMessage?: string
  isDisabled?: boolean
  /** Shown above the drop zone (for example the picture saved now, with "Remove"). */
  children?: ReactNode
}

/**
 * One optional picture (a post's image, a group's or a profile's pictures): a one-file drop
 * zone, then its progress, readiness or refusal, announced as it changes.
 */
export function PictureField({
  label,
  hint,
  state,
  onChoose,
  processingText,
  readyText,
  problem,
  tooManyMessage,
  isDisabled,
  children,
}: PictureFieldProps) {
  const files = 'file' in state ? [state.file] : []
  const shown = problem ?? (state.kind === 'failed' ? state.message : undefined)
  const problemId = useId()
  return (
    <div className={styles.field}>
      {children}
      <DropZone
        label={label}
        description={hint}
        accept={IMAGE_TYPES}
        multiple={false}
        maxFiles={1}
        tooManyMessage={tooManyMessage}
        files={files}
        onFiles={(chosen) => onChoose(chosen[0])}
        isDisabled={isDisabled}
        problemId={shown ? problemId : undefined}
      />
      {state.kind === 'processing' && (
        <div className={styles.status}>
          <Loader size="sm" label={processingText} />
          <span aria-hidden="true">{processingText}</span>
        </div>
      )}
      {state.kind === 'ready' && <FormMessage tone="success">{readyText}</FormMessage>}
      {shown && (
        <div id={problemId}>
          <FormMessage tone="danger" announce>
            {shown}
          </FormMessage>
        </div>
      )}
    </div>
  )
}
