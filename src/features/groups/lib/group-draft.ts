import { t } from '#i18n/en-community'
import type { PictureState } from '#lib/image-upload'
import type {
  Group,
  GroupCategory,
  GroupCreateRequest,
  GroupUpdateRequest,
} from '../api/group-queries'

/** What the member has typed and chosen so far (the pictures live beside it, in `usePicture`). */
export interface GroupDraft {
  name: string
  description: string
  category: number | null
  subcategories: number[]
}

export const EMPTY_GROUP_DRAFT: GroupDraft = {
  name: '',
  description: '',
  category: null,
  subcategories: [],
}

export interface GroupDraftProblems {
  name?: string
  description?: string
  category?: string
  subcategory?: string
  profile_picture?: string
  cover_picture?: string
}

/** A picture still being prepared, or one that failed, is not silently left out of the group. */
function pictureProblem(picture: PictureState): string | undefined {
  if (picture.kind === 'processing') return t('group_image_still_processing')
  if (picture.kind === 'failed') return picture.message
  return undefined
}

/**
 * Name and description non-empty and a category chosen (docs/behaviour.md#groups); pictures ready
 * or left out.
 */
export function groupDraftProblems(
  draft: GroupDraft,
  pictures: { profile: PictureState; cover: PictureState },
): GroupDraftProblems | null {
  const problems: GroupDraftProblems = {}
  if (draft.name.trim() === '') problems.name = t('missing_name_group')
  if (draft.description.trim() === '') problems.description = t('missing_description_group')
  if (draft.category === null) problems.category = t('missing_category_group')
  const profilePicture = pictureProblem(pictures.profile)
  if (profilePicture) problems.profile_picture = profilePicture
  const coverPicture = pictureProblem(pictures.cover)
  if (coverPicture) problems.cover_picture = coverPicture
  return Object.keys(problems).length > 0 ? problems : null
}

/** Only the subcategories that belong to the chosen category (they follow the category). */
export function subcategoriesOf(
  categories: readonly GroupCategory[] | undefined,
  categoryId: number | null,
): GroupCategory['subcategories'] {
  return categories?.find((c) => c.id === categoryId)?.subcategories ?? []
}

function pictureOf(picture: PictureState): GroupCreateRequest['profile_picture'] {
  return picture.kind === 'ready' ? picture.payload : null
}

/**
 * The creation payload: the creator as the one administrator (docs/behaviour.md#groups), status A,
 * one picture of each kind or null. Only a draft with a chosen category can be sent: the contract
 * makes `category` a required id (openapi `GroupCreateRequest`).
 */
export function groupCreateRequest(
  draft: GroupDraft & { category: number },
  pictures: { profile: PictureState; cover: PictureState },
  viewerId: number,
  categories: readonly GroupCategory[] | undefined,
): GroupCreateRequest {
  const allowed = new Set(subcategoriesOf(categories, draft.category).map((s) => s.id))
  return {
    administrators: [viewerId],
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: draft.category,
    subcategory: draft.subcategories.filter((id) => allowed.has(id)),
    profile_picture: pictureOf(pictures.profile),
    cover_picture: pictureOf(pictures.cover),
    status: 'A',
  }
}

/** The edit dialog starts from the group as it is. */
export function groupDraftOf(group: Group): GroupDraft {
  return {
    name: group.name,
    description: group.description,
    category: group.category,
    subcategories: group.subcategory,
  }
}

/**
 * An edit (openapi `updateGroup`): the same fields as a new group, status "A" as on creation
 * (docs/behaviour.md#groups), and a picture only when a new one was chosen (an untouched picture is
 * kept).
 */
export function groupUpdateRequest(
  group: Group,
  draft: GroupDraft & { category: number },
  pictures: { profile: PictureState; cover: PictureState },
  categories: readonly GroupCategory[] | undefined,
): GroupUpdateRequest {
  const allowed = new Set(subcategoriesOf(categories, draft.category).map((s) => s.id))
  return {
    id: group.id,
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: draft.category,
    subcategory: draft.subcategories.filter((id) => allowed.has(id)),
    ...(pictures.profile.kind === 'ready' ? { profile_picture: pictures.profile.payload } : {}),
    ...(pictures.cover.kind === 'ready' ? { cover_picture: pictures.cover.payload } : {}),
    status: 'A',
  }
}
