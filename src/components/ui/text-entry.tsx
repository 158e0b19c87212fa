import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Label, Text, TextArea, TextField as RACTextField } from 'react-aria-components/TextField'
import { t } from '#i18n/en-widgets'
import { Button } from './button'
import { cx } from './class-names'
import { Icon } from './icon'
import { VisuallyHidden } from './visually-hidden'
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
  maxLength?: number
  /** Growth stops at this many pixels; it scrolls after that. */
  maxHeight?: number
  autoFocus?: boolean
  className?: string
  /** Extra controls beside the send button (an image picker, a cancel button). */
  actions?: ReactNode
}

/**
 * A text box that grows with its content. Ctrl+Enter or ⌘+Enter sends and clears it; plain
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
  maxLength,
  maxHeight = 320,
  autoFocus,
  className,
  actions,
}: TextEntryProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const text = value ?? uncontrolled
  const textareaRef = useRef<HTMLTextAreaElement>(null)

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
    <RACTextField
      value={text}
      onChange={setText}
      isDisabled={isDisabled}
      maxLength={maxLength}
      // Opt-in for boxes the user has just asked for (a reply box opened by "Reply").
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={autoFocus}
      className={cx(fieldStyles.field, className)}
    >
      {isLabelHidden ? (
        <VisuallyHidden>
          <Label>{label}</Label>
        </VisuallyHidden>
      ) : (
        <Label className={fieldStyles.label}>{label}</Label>
      )}
      <TextArea
        ref={textareaRef}
        rows={1}
        placeholder={placeholder}
        onKeyDown={handleKeyDown}
        className={cx(fieldStyles.input, styles.textarea)}
      />
      <div className={styles.footer}>
        <Text slot="description" className={styles.hint}>
          {t('ui_submit_shortcut')}
        </Text>
        {actions}
        <Button
          size="sm"
          className={styles.submit}
          isPending={isLoading}
          isDisabled={isDisabled || text.trim() === ''}
          onPress={submit}
        >
          <Icon name="send" size={16} />
          {submitLabel}
        </Button>
      </div>
    </RACTextField>
  )
}
