import { useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Form } from 'react-aria-components/Form'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogActions, Modal } from '../../../components/ui/dialog'
import { DropZone, IMAGE_TYPES } from '../../../components/ui/drop-zone'
import { FormMessage } from '../../../components/ui/form-message'
import { Icon } from '../../../components/ui/icon'
import { Loader } from '../../../components/ui/loader'
import { TextField } from '../../../components/ui/text-field'
import { t } from '../../../i18n/en-content'
import { useAlerts } from '../../../lib/alerts'
import { isApiError, messageFromBody } from '../../../lib/api/errors'
import { usePicture, type PictureState } from '../../../lib/image-upload'
import { useSubmitGuard } from '../../../lib/use-submit-guard'
import { groupQueries, type Group } from '../api/group-queries'
import { useCreateGroup } from '../api/use-create-group'
import {
  EMPTY_GROUP_DRAFT,
  groupCreateRequest,
  groupDraftProblems,
  subcategoriesOf,
  type GroupDraft,
  type GroupDraftProblems,
} from '../lib/group-draft'
import { MultipleChoiceChips, SingleChoiceChips } from './choice-chips'
import * as styles from './create-group-dialog.css'

export interface CreateGroupDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The signed-in member: the group's first administrator (spec §6). */
  viewerId: number
  /** After the group exists; the caller goes to /group/{slug} (spec §2). */
  onCreated: (group: Group) => void
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

interface PictureFieldProps {
  label: string
  hint: string
  picture: ReturnType<typeof usePicture>
  problem: string | undefined
  onChosen: () => void
}

/** One optional picture: a one-file drop zone, then its progress, readiness or refusal. */
function PictureField({ label, hint, picture, problem, onChosen }: PictureFieldProps) {
  const files = 'file' in picture.state ? [picture.state.file] : []
  const shown = problem ?? (picture.state.kind === 'failed' ? picture.state.message : undefined)
  return (
    <div className={styles.picture}>
      <DropZone
        label={label}
        description={hint}
        accept={IMAGE_TYPES}
        multiple={false}
        maxFiles={1}
        tooManyMessage={t('max_photos_reached_post')}
        files={files}
        onFiles={(chosen) => {
          onChosen()
          if (chosen[0]) void picture.choose(chosen[0])
          else picture.reset()
        }}
      />
      {picture.state.kind === 'processing' && (
        <div className={styles.pictureStatus}>
          <Loader size="sm" label={t('group_image_processing')} />
          <span aria-hidden="true">{t('group_image_processing')}</span>
        </div>
      )}
      {picture.state.kind === 'ready' && (
        <FormMessage tone="success">{t('group_image_ready')}</FormMessage>
      )}
      {shown && (
        <FormMessage tone="danger" announce>
          {shown}
        </FormMessage>
      )}
    </div>
  )
}

function hasPicture(state: PictureState): boolean {
  return state.kind !== 'unchanged'
}

/**
 * Create an interest group (spec §2 "A second dialog creates a group", §3 "Group creation
 * payload", §5 Group validation). Spec §4: the dialog closes on confirm and, if the server
 * refuses, reopens with the `group_created_error` warning and everything the member typed and
 * chose still there — which is why the draft lives here, outside the Modal: keep this component
 * mounted while the dialog may reopen, and key it by the member so a draft never outlives them.
 */
export function CreateGroupDialog({
  isOpen,
  onOpenChange,
  viewerId,
  onCreated,
}: CreateGroupDialogProps) {
  const [draft, setDraft] = useState<GroupDraft>(EMPTY_GROUP_DRAFT)
  const [problems, setProblems] = useState<GroupDraftProblems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const profilePicture = usePicture({ compress: true })
  // Spec §5: the cover is size-restricted (250000 bytes) and sent as chosen.
  const coverPicture = usePicture({ compress: false })
  // Spec §7: the categories are fetched when the dialog is used, not with the page.
  const categories = useQuery({ ...groupQueries.categories(), enabled: isOpen })
  const createGroup = useCreateGroup()
  const { guard } = useSubmitGuard()
  const { push, dismiss } = useAlerts()
  const formRef = useRef<HTMLFormElement>(null)
  const { reset: resetProfilePicture } = profilePicture
  const { reset: resetCoverPicture } = coverPicture

  const subcategories = subcategoriesOf(categories.data, draft.category)

  function clearProblem(field: keyof GroupDraftProblems) {
    setProblems((current) => ({ ...current, [field]: undefined }))
  }

  function discard() {
    setDraft(EMPTY_GROUP_DRAFT)
    resetProfilePicture()
    resetCoverPicture()
    setProblems({})
    setFailure(null)
  }

  function focusFirstProblem() {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      // A radio group is marked invalid as a whole; its radios are what takes focus.
      const target = invalid?.matches('input, textarea')
        ? invalid
        : invalid?.querySelector<HTMLElement>('input')
      target?.focus()
    })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const pictures = { profile: profilePicture.state, cover: coverPicture.state }
    const found = groupDraftProblems(draft, pictures)
    setProblems(found ?? {})
    if (found || draft.category === null) {
      focusFirstProblem()
      return
    }
    const request = groupCreateRequest(
      { ...draft, category: draft.category },
      pictures,
      viewerId,
      categories.data,
    )
    void guard(async () => {
      setFailure(null)
      onOpenChange(false)
      const sending = push({ message: t('group_creating'), status: 'info', timeout: 0 })
      try {
        const group = await createGroup.mutateAsync(request)
        dismiss(sending)
        push({ message: t('group_created'), status: 'success' })
        discard()
        onCreated(group)
      } catch (error) {
        dismiss(sending)
        push({ message: t('group_created_error'), status: 'warning' })
        setProblems(serverProblems(error))
        setFailure(failureMessage(error))
        onOpenChange(true)
      }
    })
  }

  const hasDraft =
    draft.name !== '' ||
    draft.description !== '' ||
    draft.category !== null ||
    hasPicture(profilePicture.state) ||
    hasPicture(coverPicture.state) ||
    failure !== null

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
      <Dialog title={t('group_create_title')}>
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
              picture={profilePicture}
              problem={problems.profile_picture}
              onChosen={() => clearProblem('profile_picture')}
            />
            <PictureField
              label={t('group_cover_label')}
              hint={t('group_cover_hint')}
              picture={coverPicture}
              problem={problems.cover_picture}
              onChosen={() => clearProblem('cover_picture')}
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
            {/* No pending state: the dialog closes on submit (spec §4), and a button unmounted
                while pending leaves react-aria's announcer pointing at a label that is gone. The
                submit guard still stops a second submission. */}
            <Button type="submit" variant="primary">
              <Icon name="send" size={16} />
              {t('group_create_submit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  )
}
