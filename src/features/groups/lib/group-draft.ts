import { t } from '../../../i18n/en-content'
import type { PictureState } from '../../../lib/image-upload'
import type { GroupCategory, GroupCreateRequest } from '../api/group-queries'

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

/** Spec §5: name and description non-empty and a category chosen; pictures ready or left out. */
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
 * Spec §3 "Group creation payload": the creator as the one administrator (spec §6), status A,
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
