import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { t } from '#i18n/index'
import { visuallyHidden } from '#styles/global.css'
import { cx } from './class-names'
import { Icon } from './icon'
import { NativeButton } from './native-button'
import * as fieldStyles from './field.css'
import * as styles from './text-entry.css'

export interface TextEntryProps {
  label: string
  /** Keep the label for screen readers only when the context says what to write. */
  isLabelHidden?: boolean
  placeholder?: string
  /** Controlled value (e.g. a draft kept in an atom); leave out for an uncontrolled box. */
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /**
   * Receives the trimmed text. The box clears right away; if a returned promise rejects the
   * text comes back, so a failed send never eats what the user wrote.
   */
  onSubmit: (value: string) => void | Promise<unknown>
  /** Shows the spinner and ignores new submissions. */
  isLoading?: boolean
  isDisabled?: boolean
  submitLabel?: string
  /** Growth stops at this many pixels; it scrolls after that. */
  maxHeight?: number
  autoFocus?: boolean
  className?: string
  /** Extra controls beside the send button (an image picker, a cancel button). */
  actions?: ReactNode
}

/**
 * A text box that grows with its content. A native `<textarea>` with its `<label>` and hint (as
 * the header search is a native input): comments are written on /post and in feed threads, whose
 * first load has no room for react-aria's field and validation code (issue 10), and the box needs
 * nothing the browser does not give. Ctrl+Enter or ⌘+Enter sends and clears it; plain
 * Enter is a new line, as anyone writing a paragraph expects. However it was sent, focus is back
 * in the box, ready for the next one.
 */
export function TextEntry({
  label,
  isLabelHidden = false,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  isLoading = false,
  isDisabled = false,
  submitLabel = t('ui_send'),
  maxHeight = 320,
  autoFocus,
  className,
  actions,
}: TextEntryProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const text = value ?? uncontrolled
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const hintId = `${id}-hint`

  function setText(next: string) {
    if (value === undefined) setUncontrolled(next)
    onChange?.(next)
  }

  useLayoutEffect(() => {
    const element = textareaRef.current
    if (!element) return
    element.style.height = 'auto'
    element.style.height = `${Math.min(element.scrollHeight, maxHeight)}px`
  }, [text, maxHeight])

  const canSubmit = text.trim() !== '' && !isLoading && !isDisabled

  function submit() {
    if (!canSubmit) return
    const submitted = text.trim()
    setText('')
    // Sent with the button, which an empty box disables: without this, focus falls to <body>.
    textareaRef.current?.focus()
    const result = onSubmit(submitted)
    if (result instanceof Promise) {
      result.catch(() => {
        // Put the text back only if the user has not started a new one meanwhile.
        if (textareaRef.current?.value === '') setText(text)
      })
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={isLabelHidden ? visuallyHidden : fieldStyles.label}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        rows={1}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        disabled={isDisabled}
        placeholder={placeholder}
        aria-describedby={hintId}
        // Opt-in for boxes the user has just asked for (a reply box opened by "Reply").
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        onKeyDown={handleKeyDown}
        className={cx(fieldStyles.input, styles.textarea)}
      />
      <div className={styles.footer}>
        <span id={hintId} className={styles.hint}>
          {t('ui_submit_shortcut')}
        </span>
        {actions}
        <NativeButton
          size="sm"
          className={styles.submit}
          isPending={isLoading}
          disabled={isDisabled || text.trim() === ''}
          onClick={submit}
        >
          <Icon name="send" size={16} />
          {submitLabel}
        </NativeButton>
      </div>
    </div>
  )
}
