import { useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Form } from 'react-aria-components/Form'
import { Button } from '#components/ui/button'
import { Dialog, DialogActions, Modal } from '#components/ui/dialog'
import { focusFirstProblem } from '#components/ui/focus-first-problem'
import { FormMessage } from '#components/ui/form-message'
import { Icon } from '#components/ui/icon'
import { Loader } from '#components/ui/loader'
import { PictureField } from '#components/ui/picture-field'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-community'
import { t as widgetText } from '#i18n/en-widgets'
import { useAlertActions } from '#lib/alerts'
import { isApiError, messageFromBody } from '#lib/api/errors'
import { usePicture, type PictureState } from '#lib/image-upload'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { groupQueries, type Group } from '../api/group-queries'
import { useCreateGroup } from '../api/use-create-group'
import { useUpdateGroup } from '../api/use-edit-group'
import {
  EMPTY_GROUP_DRAFT,
  groupCreateRequest,
  groupDraftOf,
  groupDraftProblems,
  groupUpdateRequest,
  subcategoriesOf,
  type GroupDraft,
  type GroupDraftProblems,
} from '../lib/group-draft'
import { MultipleChoiceChips, SingleChoiceChips } from './choice-chips'
import * as styles from './create-group-dialog.css'

export interface CreateGroupDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The signed-in member: the group's first administrator (docs/behaviour.md#groups). */
  viewerId: number
  /** After the group exists; the caller goes to /group/{slug} (docs/behaviour.md#groups). */
  onCreated?: (group: Group) => void
  /**
   * A group to edit instead (its administrators only): the same dialog filled in, with the same
   * checks and status "A" (docs/behaviour.md#groups); pictures left alone stay as they are.
   */
  group?: Group
  /** After the edit is saved (every cached copy of the group already shows it). */
  onSaved?: (group: Group) => void
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
  return said ?? t('group_created_error')
}

function serverProblems(error: unknown): GroupDraftProblems {
  if (!isApiError(error)) return {}
  const fields = error.fieldErrors
  return {
    name: fields.name?.[0],
    description: fields.description?.[0],
    category: fields.category?.[0],
    subcategory: fields.subcategory?.[0],
    profile_picture: fields.profile_picture?.[0],
    cover_picture: fields.cover_picture?.[0],
  }
}

function hasPicture(state: PictureState): boolean {
  return state.kind !== 'unchanged'
}

/**
 * Create an interest group (docs/behaviour.md#groups; the payload is openapi
 * `GroupCreateRequest`). Like every dialog (docs/behaviour.md#posts-and-feeds) it closes on confirm
 * and, if the server refuses, reopens with the `group_created_error` warning and everything the
 * member typed and chose still there — which is why the draft lives here, outside the Modal: keep
 * this component mounted while the dialog may reopen, and key it by the member so a draft never
 * outlives them.
 */
export function CreateGroupDialog({
  isOpen,
  onOpenChange,
  viewerId,
  onCreated,
  group,
  onSaved,
}: CreateGroupDialogProps) {
  const initialDraft = group ? groupDraftOf(group) : EMPTY_GROUP_DRAFT
  const [draft, setDraft] = useState<GroupDraft>(initialDraft)
  const [problems, setProblems] = useState<GroupDraftProblems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const profilePicture = usePicture({ compress: true })
  // The cover is size-restricted (250000 bytes, docs/behaviour.md#images) and sent as chosen.
  const coverPicture = usePicture({ compress: false })
  // The categories are fetched when the dialog is used, not with the page
  // (docs/behaviour.md#groups).
  const categories = useQuery({ ...groupQueries.categories(), enabled: isOpen })
  const createGroup = useCreateGroup()
  const updateGroup = useUpdateGroup()
  const { guard } = useSubmitGuard()
  const { push, dismiss } = useAlertActions()
  const formRef = useRef<HTMLFormElement>(null)
  const { reset: resetProfilePicture } = profilePicture
  const { reset: resetCoverPicture } = coverPicture

  const subcategories = subcategoriesOf(categories.data, draft.category)

  function clearProblem(field: keyof GroupDraftProblems) {
    setProblems((current) => ({ ...current, [field]: undefined }))
  }

  function discard() {
    setDraft(initialDraft)
    resetProfilePicture()
    resetCoverPicture()
    setProblems({})
    setFailure(null)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const pictures = { profile: profilePicture.state, cover: coverPicture.state }
    const found = groupDraftProblems(draft, pictures)
    setProblems(found ?? {})
    if (found || draft.category === null) {
      focusFirstProblem(formRef.current)
      return
    }
    // The category is required (openapi createGroup): past the check above it is a number.
    const complete = { ...draft, category: draft.category }
    const save = group
      ? () =>
          updateGroup.mutateAsync(groupUpdateRequest(group, complete, pictures, categories.data))
      : () =>
          createGroup.mutateAsync(groupCreateRequest(complete, pictures, viewerId, categories.data))
    void guard(async () => {
      setFailure(null)
      onOpenChange(false)
      const sending = push({
        message: t(group ? 'group_saving' : 'group_creating'),
        status: 'info',
        timeout: 0,
      })
      try {
        const saved = await save()
        dismiss(sending)
        push({ message: t(group ? 'group_saved' : 'group_created'), status: 'success' })
        if (group) {
          // The pictures are the group's now: the fields start from "unchanged" again.
          resetProfilePicture()
          resetCoverPicture()
          setFailure(null)
          onSaved?.(saved)
        } else {
          discard()
          onCreated?.(saved)
        }
      } catch (error) {
        dismiss(sending)
        push({ message: t(group ? 'group_saved_error' : 'group_created_error'), status: 'warning' })
        setProblems(serverProblems(error))
        setFailure(failureMessage(error))
        onOpenChange(true)
      }
    })
  }

  // Clearing the form is for a new group; an edit is left with Cancel.
  const hasDraft =
    !group &&
    (draft.name !== '' ||
      draft.description !== '' ||
      draft.category !== null ||
      hasPicture(profilePicture.state) ||
      hasPicture(coverPicture.state) ||
      failure !== null)

  let categoryField
  if (categories.isPending) {
    categoryField = (
      <div className={styles.pictureStatus}>
        <Loader size="sm" label={t('group_categories_loading')} />
        <span aria-hidden="true">{t('group_categories_loading')}</span>
      </div>
    )
  } else if (categories.isError) {
    categoryField = (
      <div className={styles.categoryError}>
        <FormMessage tone="danger" announce>
          {t('group_categories_error')}
        </FormMessage>
        <Button variant="secondary" size="sm" onPress={() => void categories.refetch()}>
          {t('group_categories_retry')}
        </Button>
        {problems.category && (
          <FormMessage tone="danger" announce>
            {problems.category}
          </FormMessage>
        )}
      </div>
    )
  } else {
    categoryField = (
      <>
        <SingleChoiceChips
          label={t('group_category_choose')}
          options={categories.data}
          value={draft.category}
          isRequired
          errorMessage={problems.category}
          onChange={(category) => {
            // Topics belong to a category: a new category starts with none of the old one's.
            setDraft((current) => ({ ...current, category, subcategories: [] }))
            clearProblem('category')
            clearProblem('subcategory')
          }}
        />
        {draft.category === null ? (
          <p className={styles.hint}>{t('group_subcategories_hint')}</p>
        ) : subcategories.length === 0 ? (
          <p className={styles.hint}>{t('group_subcategories_none')}</p>
        ) : (
          <MultipleChoiceChips
            label={t('group_subcategories_label')}
            options={subcategories}
            value={draft.subcategories}
            errorMessage={problems.subcategory}
            onChange={(ids) => {
              setDraft((current) => ({ ...current, subcategories: ids }))
              clearProblem('subcategory')
            }}
          />
        )}
      </>
    )
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={t(group ? 'group_edit_title' : 'group_create_title')}>
        <Form ref={formRef} className={styles.form} validationBehavior="aria" onSubmit={submit}>
          {failure && (
            <FormMessage tone="warning" announce>
              {failure}
            </FormMessage>
          )}
          <TextField
            label={t('group_name_label')}
            name="name"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type this
            autoFocus
            placeholder={t('group_name_placeholder')}
            value={draft.name}
            onChange={(name) => {
              setDraft((current) => ({ ...current, name }))
              clearProblem('name')
            }}
            isRequired
            errorMessage={problems.name}
          />
          <TextField
            label={t('group_description_label')}
            name="description"
            multiline
            rows={4}
            placeholder={t('group_description_placeholder')}
            value={draft.description}
            onChange={(description) => {
              setDraft((current) => ({ ...current, description }))
              clearProblem('description')
            }}
            isRequired
            errorMessage={problems.description}
          />
          {categoryField}
          <div className={styles.pictures}>
            <PictureField
              label={t('group_picture_label')}
              hint={t('group_picture_hint')}
              state={profilePicture.state}
              onChoose={(file) => {
                clearProblem('profile_picture')
                void profilePicture.choose(file)
              }}
              processingText={t('group_image_processing')}
              readyText={t('group_image_ready')}
              problem={problems.profile_picture}
              tooManyMessage={widgetText('max_photos_reached_post')}
            />
            <PictureField
              label={t('group_cover_label')}
              hint={t('group_cover_hint')}
              state={coverPicture.state}
              onChoose={(file) => {
                clearProblem('cover_picture')
                void coverPicture.choose(file)
              }}
              processingText={t('group_image_processing')}
              readyText={t('group_image_ready')}
              problem={problems.cover_picture}
              tooManyMessage={widgetText('max_photos_reached_post')}
            />
          </div>
          <DialogActions>
            {hasDraft && (
              <Button variant="ghost" onPress={discard} className={styles.discard}>
                <Icon name="trash" size={16} />
                {t('group_discard')}
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
              {t(group ? 'group_edit_submit' : 'group_create_submit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  )
}
