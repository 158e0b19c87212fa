import { useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components/Form'
import { Button } from '#components/ui/button'
import { Dialog, DialogActions, Modal } from '#components/ui/dialog'
import { focusFirstProblem } from '#components/ui/focus-first-problem'
import { FormMessage } from '#components/ui/form-message'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-post-dialogs'
import { useAlertActions } from '#lib/alerts'
import { useSubmitGuard } from '#lib/use-submit-guard'
import type { Post } from '../api/post-queries'
import { useUpdatePost } from '../api/use-edit-post'
import * as styles from './composer-dialog.css'

interface Problems {
  title?: string
  body?: string
}

export interface PostEditDialogProps {
  post: Post
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * Edit one's own post (title non-empty, body too for a post; openapi `updatePost`: the id, the
 * existing boards, status A). Like every dialog (docs/behaviour.md#posts-and-feeds) it closes on
 * confirm and reopens with a warning — and what was typed — if the server refuses. Keep it mounted
 * between openings: the typed text lives here.
 */
export function PostEditDialog({ post, isOpen, onOpenChange }: PostEditDialogProps) {
  const [title, setTitle] = useState(post.title)
  const [body, setBody] = useState(post.body)
  const [problems, setProblems] = useState<Problems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const update = useUpdatePost()
  const { guard } = useSubmitGuard()
  const { push } = useAlertActions()
  const formRef = useRef<HTMLFormElement>(null)
  const isQuestion = post.type === 'question'

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: Problems = {}
    if (title.trim() === '') found.title = t('missing_title_post')
    if (!isQuestion && body.trim() === '') found.body = t('missing_body_post')
    setProblems(found)
    if (found.title || found.body) {
      focusFirstProblem(formRef.current)
      return
    }
    void guard(async () => {
      setFailure(null)
      onOpenChange(false)
      try {
        const saved = await update.mutateAsync({
          id: post.id,
          title: title.trim(),
          body: body.trim(),
          type: post.type,
          group: post.group ? post.group[0] : null,
          boards: post.boards.map((board) => board.id),
          status: 'A',
        })
        setTitle(saved.title)
        setBody(saved.body)
        push({ message: t('post_updated'), status: 'success' })
      } catch {
        push({ message: t('post_updated_error'), status: 'warning' })
        setFailure(t('post_updated_error'))
        onOpenChange(true)
      }
    })
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={t('post_edit_title')}>
        <Form ref={formRef} className={styles.form} validationBehavior="aria" onSubmit={submit}>
          {failure && (
            <FormMessage tone="warning" announce>
              {failure}
            </FormMessage>
          )}
          <TextField
            label={t('composer_title_label')}
            name="title"
            value={title}
            onChange={(value) => {
              setTitle(value)
              setProblems((current) => ({ ...current, title: undefined }))
            }}
            isRequired
            errorMessage={problems.title}
          />
          <TextField
            label={isQuestion ? t('post_edit_details_label') : t('composer_body_label')}
            name="body"
            multiline
            rows={6}
            value={body}
            onChange={(value) => {
              setBody(value)
              setProblems((current) => ({ ...current, body: undefined }))
            }}
            isRequired={!isQuestion}
            errorMessage={problems.body}
          />
          <DialogActions>
            <Button variant="secondary" slot="close">
              {t('ui_cancel')}
            </Button>
            {/* No pending state: the dialog closes on submit (docs/behaviour.md#posts-and-feeds),
                and a button unmounted while pending leaves react-aria's announcer pointing at a
                label that is gone. The submit guard still stops a second submission. */}
            <Button type="submit" variant="primary">
              {t('post_edit_save')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  )
}
