import { useState, type KeyboardEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { TextEntry } from '#components/ui/text-entry'
import { t } from '#i18n/en-comments'
import { useAlertActions } from '#lib/alerts'

export interface CommentBoxProps {
  label: string
  isLabelHidden?: boolean
  placeholder?: string
  submitLabel?: string
  defaultValue?: string
  /** For a box the member has just asked for (Reply, Edit): the caret goes straight in. */
  focusOnMount?: boolean
  /**
   * A box that can be closed (a reply or an edit): its Cancel button and Escape call this.
   * Without it (the post's own comment box) the box has neither.
   */
  onCancel?: () => void
  className?: string
  /** Receives the trimmed text; reject to have the box give the text back. */
  onSubmit: (body: string) => Promise<unknown>
}

/**
 * The text entry for comments, replies and edits. TextEntry never sends a blank text (its send
 * button is disabled), so a blank Ctrl/Cmd + Enter would otherwise do nothing at all; here it
 * says why (missing_body_comment, docs/behaviour.md#comments) and still sends nothing.
 */
export function CommentBox({
  label,
  isLabelHidden = true,
  placeholder,
  submitLabel,
  defaultValue = '',
  focusOnMount,
  onCancel,
  className,
  onSubmit,
}: CommentBoxProps) {
  const [text, setText] = useState(defaultValue)
  const [isSending, setSending] = useState(false)
  const { push } = useAlertActions()

  function handleKeys(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onCancel && !event.nativeEvent.isComposing) {
      event.preventDefault()
      event.stopPropagation()
      onCancel()
      return
    }
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return
    if (text.trim() === '' && !isSending) {
      push({ message: t('missing_body_comment'), status: 'warning' })
    }
  }

  async function send(body: string) {
    setSending(true)
    try {
      await onSubmit(body)
    } finally {
      setSending(false)
    }
  }

  return (
    // The capture phase sees the shortcuts before the text area handles (and stops) them; the
    // keys still reach the text area, which stays the only interactive element here.
    <div className={className} onKeyDownCapture={handleKeys}>
      <TextEntry
        label={label}
        isLabelHidden={isLabelHidden}
        placeholder={placeholder}
        submitLabel={submitLabel}
        value={text}
        onChange={setText}
        onSubmit={send}
        isLoading={isSending}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the member's own press
        autoFocus={focusOnMount}
        actions={
          onCancel && (
            <NativeButton variant="ghost" size="sm" onClick={onCancel}>
              {t('ui_cancel')}
            </NativeButton>
          )
        }
      />
    </div>
  )
}
