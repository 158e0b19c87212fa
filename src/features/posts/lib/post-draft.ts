import { t } from '#i18n/en-content'
import type { PictureState } from '#lib/image-upload'
import type { PostType } from '../api/post-queries'
import type { PostDraft } from '../atoms'

export interface DraftProblems {
  title?: string
  body?: string
  image?: string
}

/**
 * A title always (docs/behaviour.md#posts-and-feeds); a body for posts (questions need none); and
 * we refuse to send while the picture is still being processed or after it failed, rather than
 * silently dropping it.
 */
export function draftProblems(
  kind: PostType,
  draft: PostDraft,
  picture: PictureState,
): DraftProblems | null {
  const problems: DraftProblems = {}
  if (draft.title.trim() === '') problems.title = t('missing_title_post')
  if (kind === 'post' && draft.body.trim() === '') problems.body = t('missing_body_post')
  if (picture.kind === 'processing') problems.image = t('composer_image_still_processing')
  if (picture.kind === 'failed') problems.image = picture.message
  return Object.keys(problems).length > 0 ? problems : null
}
