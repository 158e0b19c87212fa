import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Form } from 'react-aria-components/Form'
import { useAtom } from 'jotai'
import { Button } from '#components/ui/button'
import { Dialog, DialogActions, Modal } from '#components/ui/dialog'
import { focusFirstProblem } from '#components/ui/focus-first-problem'
import { FormMessage } from '#components/ui/form-message'
import { Icon } from '#components/ui/icon'
import { PictureField } from '#components/ui/picture-field'
import { SegmentedControl } from '#components/ui/segmented-control'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-post-dialogs'
import { t as widgetText } from '#i18n/en-widgets'
import { useAlertActions } from '#lib/alerts'
import { isApiError, messageFromBody } from '#lib/api/errors'
import { usePicture, type PictureState } from '#lib/image-upload'
import { useSubmitGuard } from '#lib/use-submit-guard'
import type { Post, PostCreateRequest, PostType } from '../api/post-queries'
import { useCreatePost } from '../api/use-create-post'
import {
  composerOpenAtom,
  composerTargetAtom,
  EMPTY_DRAFT,
  postDraftAtom,
  type ComposerTarget,
  type PostDraft,
} from '../atoms'
import { draftProblems, type DraftProblems } from '../lib/post-draft'
import * as styles from './composer-dialog.css'

export interface ComposerDialogProps {
  /** After the post exists (the route refreshes what depends on it, like the post count). */
  onCreated?: (post: Post) => void
}

/** The picture as the API takes it: a processed image, or none. */
function imageOf(picture: PictureState): PostCreateRequest['image'] {
  return picture.kind === 'ready' ? picture.payload : null
}

function requestFor(
  kind: PostType,
  draft: PostDraft,
  picture: PictureState,
  target: ComposerTarget,
) {
  const request: PostCreateRequest = {
    title: draft.title.trim(),
    // Questions need no body (docs/behaviour.md#posts-and-feeds); a body typed before switching to
    // "Question" stays in the draft (switching back shows it) but is not sent.
    body: kind === 'post' ? draft.body.trim() : '',
    type: kind,
    image: imageOf(picture),
    group: target.group?.id ?? null,
    // A new post starts on no board — unless it is written from a board's own page
    // (docs/behaviour.md#posts-and-feeds).
    boards: target.board ? [target.board.id] : [],
    status: 'A',
  }
  return request
}

/**
 * What the reopened dialog says. A refusal the member can act on (a 4xx with the server's own
 * words) is shown as sent; a server error or a lost connection gets the catalogue's sentence.
 */
function failureMessage(error: unknown): string {
  const said =
    isApiError(error) && error.status >= 400 && error.status < 500
      ? messageFromBody(error.body)
      : undefined
  return said ?? t('post_created_error')
}

function serverProblems(error: unknown): DraftProblems {
  if (!isApiError(error)) return {}
  return {
    title: error.fieldErrors.title?.[0],
    body: error.fieldErrors.body?.[0],
    image: error.fieldErrors.image?.[0],
  }
}

/**
 * Create a post or ask a question (docs/behaviour.md#posts-and-feeds: title, body for posts only,
 * one image). The dialog closes on confirm and, if the server refuses, reopens with a warning and
 * everything the member typed and chose still there.
 *
 * Render it for a signed-in member only, keyed by their id, and reset the composer's atoms when
 * the session ends (`resetComposerAtom`): a draft is the member's own data.
 */
export function ComposerDialog({ onCreated }: ComposerDialogProps) {
  const [isOpen, setOpen] = useAtom(composerOpenAtom)
  const [target, setTarget] = useAtom(composerTargetAtom)
  const [draft, setDraft] = useAtom(postDraftAtom)
  const picture = usePicture({ compress: true })
  const [problems, setProblems] = useState<DraftProblems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const createPost = useCreatePost()
  const { guard } = useSubmitGuard()
  const { push, dismiss } = useAlertActions()
  const formRef = useRef<HTMLFormElement>(null)
  const { reset: resetPicture } = picture

  function discard() {
    setDraft(EMPTY_DRAFT)
    resetPicture()
    setProblems({})
    setFailure(null)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = draftProblems(target.kind, draft, picture.state)
    setProblems(found ?? {})
    if (found) {
      focusFirstProblem(formRef.current)
      return
    }
    const request = requestFor(target.kind, draft, picture.state, target)
    void guard(async () => {
      setFailure(null)
      setOpen(false)
      const sending = push({ message: t('composer_sending'), status: 'info', timeout: 0 })
      try {
        const post = await createPost.mutateAsync(request)
        dismiss(sending)
        push({ message: t('post_created'), status: 'success' })
        discard()
        onCreated?.(post)
      } catch (error) {
        dismiss(sending)
        push({ message: t('post_created_error'), status: 'warning' })
        setProblems(serverProblems(error))
        setFailure(failureMessage(error))
        setOpen(true)
      }
    })
  }

  /** Ctrl or Cmd + Enter publishes from either field, like the app's other text boxes. */
  function submitOnShortcut(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      formRef.current?.requestSubmit()
    }
  }

  const isQuestion = target.kind === 'question'
  const hasDraft =
    draft.title !== '' ||
    draft.body !== '' ||
    picture.state.kind !== 'unchanged' ||
    failure !== null

  return (
    <Modal isOpen={isOpen} onOpenChange={setOpen} size="lg">
      <Dialog
        title={isQuestion ? t('composer_ask_question_title') : t('composer_create_post_title')}
      >
        <Form ref={formRef} className={styles.form} validationBehavior="aria" onSubmit={submit}>
          {failure && (
            <FormMessage tone="warning" announce>
              {failure}
            </FormMessage>
          )}
          <SegmentedControl
            label={t('composer_kind_label')}
            isLabelHidden
            value={target.kind}
            onChange={(kind) => setTarget({ ...target, kind })}
            options={[
              {
                value: 'post',
                label: t('composer_kind_post'),
                icon: <Icon name="film" size={18} />,
              },
              {
                value: 'question',
                label: t('composer_kind_question'),
                icon: <Icon name="help" size={18} />,
              },
            ]}
          />
          {target.board && (
            <p className={styles.group}>
              <Icon name="film" size={16} />
              {t('composer_in_board', { board: target.board.name })}
            </p>
          )}
          {target.group && (
            <p className={styles.group}>
              <Icon name="user" size={16} />
              {t('composer_in_group', { group: target.group.name })}
            </p>
          )}
          <TextField
            label={t('composer_title_label')}
            name="title"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type this
            autoFocus
            placeholder={
              isQuestion
                ? t('composer_title_placeholder_question')
                : t('composer_title_placeholder_post')
            }
            value={draft.title}
            onChange={(title) => {
              setDraft((current) => ({ ...current, title }))
              setProblems((current) => ({ ...current, title: undefined }))
            }}
            onKeyDown={submitOnShortcut}
            isRequired
            errorMessage={problems.title}
          />
          {!isQuestion && (
            <TextField
              label={t('composer_body_label')}
              name="body"
              multiline
              rows={6}
              placeholder={t('composer_body_placeholder')}
              value={draft.body}
              onChange={(body) => {
                setDraft((current) => ({ ...current, body }))
                setProblems((current) => ({ ...current, body: undefined }))
              }}
              onKeyDown={submitOnShortcut}
              isRequired
              errorMessage={problems.body}
            />
          )}
          <PictureField
            label={t('composer_image_label')}
            hint={t('composer_image_hint')}
            state={picture.state}
            onChoose={(file) => {
              setProblems((current) => ({ ...current, image: undefined }))
              void picture.choose(file)
            }}
            processingText={t('composer_image_processing')}
            readyText={t('composer_image_ready')}
            problem={problems.image}
            tooManyMessage={widgetText('max_photos_reached_post')}
          />
          <DialogActions>
            {hasDraft && (
              <Button variant="ghost" onPress={discard} className={styles.discard}>
                <Icon name="trash" size={16} />
                {t('composer_discard')}
              </Button>
            )}
            <Button variant="secondary" slot="close">
              {t('ui_cancel')}
            </Button>
            {/* No pending state: the dialog closes on submit (docs/behaviour.md#posts-and-feeds),
                and a button unmounted while pending leaves react-aria's announcer pointing at a
                label that is gone. The submit guard still stops a second submission. */}
            <Button type="submit" variant="primary">
              <Icon name="send" size={16} />
              {isQuestion ? t('composer_submit_question') : t('composer_submit_post')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  )
}
