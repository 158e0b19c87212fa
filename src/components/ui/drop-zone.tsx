import { useCallback, useId, useState, type ReactNode } from 'react'
import {
  DropZone as RACDropZone,
  Text,
  type DropZoneProps as RACDropZoneProps,
} from 'react-aria-components/DropZone'
import { FileTrigger } from 'react-aria-components/FileTrigger'
import { isFileDropItem } from 'react-aria-components/useDrop'
import { t } from '#i18n/en-widgets'
import { Button, IconButton } from './button'
import { cx } from './class-names'
import { Icon } from './icon'
import * as styles from './drop-zone.css'

type DropEvent = Parameters<NonNullable<RACDropZoneProps['onDrop']>>[0]

/** The image types the product accepts: PNG and JPEG (docs/behaviour.md#images). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const

/** Upload names are shown up to 25 characters, then an ellipsis (docs/behaviour.md#images). */
export const FILE_NAME_MAX_LENGTH = 25

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpg',
}

export function truncateFileName(name: string, max = FILE_NAME_MAX_LENGTH): string {
  return name.length > max ? `${name.slice(0, max)}…` : name
}

export interface FileRules {
  accept: readonly string[]
  /** Bytes; Infinity for no limit. */
  maxSize: number
  /** Bytes. */
  minSize: number
  /** 0 means unlimited. */
  maxFiles: number
  multiple: boolean
  /** What to say when too many files arrive; the generic "Too many files" by default. */
  tooManyMessage?: string
}

export interface FileRejection {
  file: File
  errors: string[]
}

function fileType(file: File): string {
  if (file.type) return file.type
  // Some systems give no MIME type; fall back on the extension.
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return EXTENSION_TYPES[extension] ?? ''
}

/**
 * Sorts incoming files into accepted and rejected with the drop zone's messages
 * (docs/behaviour.md#images). A batch that would exceed the file limit is refused whole, like a
 * picker limited to that many files.
 */
export function validateFiles(
  incoming: readonly File[],
  alreadyChosen: number,
  rules: FileRules,
): { accepted: File[]; rejected: FileRejection[] } {
  const checked = incoming.map((file) => {
    const errors: string[] = []
    if (!rules.accept.includes(fileType(file))) {
      errors.push(t('drop_zone_invalid_type', { types: rules.accept.join(', ') }))
    }
    if (file.size > rules.maxSize) errors.push(t('drop_zone_too_large', { size: rules.maxSize }))
    if (file.size < rules.minSize) errors.push(t('drop_zone_too_small', { size: rules.minSize }))
    return { file, errors }
  })

  const valid = checked.filter((c) => c.errors.length === 0).length
  const tooMany =
    (!rules.multiple && incoming.length > 1) ||
    (rules.multiple && rules.maxFiles > 0 && alreadyChosen + valid > rules.maxFiles) ||
    (!rules.multiple && rules.maxFiles > 0 && valid > rules.maxFiles)
  if (tooMany) {
    for (const c of checked) c.errors.push(rules.tooManyMessage ?? t('drop_zone_too_many'))
  }

  return {
    accepted: checked.filter((c) => c.errors.length === 0).map((c) => c.file),
    rejected: checked.filter((c) => c.errors.length > 0),
  }
}

function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

function FilePreview({ file }: { file: File }) {
  const [failed, setFailed] = useState(false)
  // A ref callback with cleanup (React 19) ties the object URL's life to the <img> itself.
  const attachPreview = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return
      const objectUrl = URL.createObjectURL(file)
      image.src = objectUrl
      return () => URL.revokeObjectURL(objectUrl)
    },
    [file],
  )
  // jsdom and very old browsers have no object URLs, and a file may not decode: the icon stands in.
  const canPreview = typeof URL.createObjectURL === 'function' && !failed
  return (
    <span className={styles.preview}>
      {canPreview ? (
        <img
          ref={attachPreview}
          alt=""
          width={48}
          height={48}
          className={styles.previewImage}
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon name="image" size={22} />
      )}
    </span>
  )
}

export interface DropZoneProps {
  label: string
  description?: ReactNode
  accept?: readonly string[]
  /** Bytes; unlimited by default. */
  maxSize?: number
  /** Bytes; 0 by default. */
  minSize?: number
  /** 0 (the default) means unlimited. */
  maxFiles?: number
  /** Allow choosing several files at once (default true). Off, a new file replaces the old. */
  multiple?: boolean
  /** Replaces "Too many files" (e.g. "You can only choose 1 image per post!"). */
  tooManyMessage?: string
  /** Controlled list of chosen files; leave out to let the drop zone keep them. */
  files?: readonly File[]
  /** Called with the whole current list after every addition or removal. */
  onFiles: (files: File[]) => void
  isDisabled?: boolean
  /**
   * The id of a message saying why the chosen file cannot be used (compression refused it, the
   * form's own check). The browse button is described by it and marked `data-problem`, so a form
   * that moves focus to its first problem (focusFirstProblem) lands here.
   */
  problemId?: string
  className?: string
}

/** Pick images by dropping them or through the file dialog; shows what was chosen or refused. */
export function DropZone({
  label,
  description,
  accept = IMAGE_TYPES,
  maxSize = Number.POSITIVE_INFINITY,
  minSize = 0,
  maxFiles = 0,
  multiple = true,
  tooManyMessage,
  files: controlledFiles,
  onFiles,
  isDisabled = false,
  problemId,
  className,
}: DropZoneProps) {
  const [ownFiles, setOwnFiles] = useState<readonly File[]>([])
  const files = controlledFiles ?? ownFiles
  const [rejected, setRejected] = useState<FileRejection[]>([])
  const labelId = useId()

  function update(next: File[]) {
    if (controlledFiles === undefined) setOwnFiles(next)
    onFiles(next)
  }

  function add(incoming: readonly File[]) {
    if (incoming.length === 0 || isDisabled) return
    const replacing = !multiple
    const result = validateFiles(incoming, replacing ? 0 : files.length, {
      accept,
      maxSize,
      minSize,
      maxFiles,
      multiple,
      tooManyMessage,
    })
    setRejected(result.rejected)
    if (result.accepted.length > 0)
      update(replacing ? result.accepted : [...files, ...result.accepted])
  }

  function remove(index: number) {
    update(files.filter((_, i) => i !== index))
  }

  async function handleDrop(event: DropEvent) {
    const items = event.items.filter(isFileDropItem)
    add(await Promise.all(items.map((item) => item.getFile())))
  }

  const hints = [t('drop_zone_accepted_types')]
  if (Number.isFinite(maxSize)) hints.push(t('drop_zone_max_size', { size: formatSize(maxSize) }))

  return (
    <div className={cx(styles.root, className)}>
      <RACDropZone
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void handleDrop(event)}
        className={styles.zone}
      >
        {({ isDropTarget }) => (
          <>
            <Icon name="upload" size={28} className={styles.zoneIcon} />
            <Text slot="label" id={labelId} className={styles.zoneText}>
              <strong>{label}</strong>
              {' — '}
              {isDropTarget ? t('drop_zone_drop_here') : t('drop_zone_hint')}
            </Text>
            <FileTrigger
              acceptedFileTypes={accept}
              allowsMultiple={multiple}
              onSelect={(list) => add(list ? Array.from(list) : [])}
            >
              <Button
                variant="secondary"
                size="sm"
                isDisabled={isDisabled}
                aria-describedby={problemId}
                data-problem={problemId !== undefined || undefined}
              >
                {multiple && maxFiles !== 1
                  ? t('drop_zone_browse_multiple')
                  : t('drop_zone_browse')}
              </Button>
            </FileTrigger>
            <span className={styles.zoneText}>{hints.join(', ')}</span>
            {description && <span className={styles.zoneText}>{description}</span>}
          </>
        )}
      </RACDropZone>

      {/* Always mounted, so the refusal is announced the moment it appears. */}
      <div role="alert">
        {rejected.length > 0 && (
          <ul aria-label={t('drop_zone_rejected_files')} className={styles.errors}>
            {rejected.map(({ file, errors }, index) => (
              <li key={`${file.name}-${index}`} className={styles.errorItem}>
                <Icon name="alert" size={16} />
                <span className={styles.errorName} title={file.name}>
                  {truncateFileName(file.name)}:
                </span>
                {errors.map((message) => (
                  <span key={message}>{message}</span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </div>

      {files.length > 0 && (
        <ul aria-label={t('drop_zone_chosen_files')} className={styles.fileList}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className={styles.file}
            >
              <FilePreview file={file} />
              <span className={styles.fileName} title={file.name}>
                {truncateFileName(file.name)}
              </span>
              <span className={styles.fileSize}>{formatSize(file.size)}</span>
              <IconButton
                size="sm"
                aria-label={t('drop_zone_remove_file', { name: file.name })}
                onPress={() => remove(index)}
                isDisabled={isDisabled}
              >
                <Icon name="trash" size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
