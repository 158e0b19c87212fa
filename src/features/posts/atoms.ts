import { atom } from 'jotai'
import type { PostType } from './api/post-queries'

/** Where a new post goes: the member's choice of kind, and the group it is posted in, if any. */
export interface ComposerTarget {
  kind: PostType
  group: { id: number; name: string } | null
  /**
   * The board page's "Post in this board" dialog files the post in that board
   * (docs/behaviour.md#posts-and-feeds). Otherwise a created post's boards are an empty list.
   */
  board: { id: number; name: string } | null
}

/** The words typed so far. Kept apart from the dialog so a failed submit reopens with them. */
export interface PostDraft {
  title: string
  body: string
}

export const EMPTY_DRAFT: PostDraft = { title: '', body: '' }

/** Whether the composer dialog is showing. */
export const composerOpenAtom = atom(false)

/** True once the composer has been opened, so its code is fetched only when first needed. */
export const composerUsedAtom = atom(false)

export const composerTargetAtom = atom<ComposerTarget>({ kind: 'post', group: null, board: null })

export const postDraftAtom = atom<PostDraft>(EMPTY_DRAFT)

/** Opens the composer for a kind (and a group), keeping any draft already typed. */
export const openComposerAtom = atom(
  null,
  (_get, set, target: Partial<ComposerTarget> & Pick<ComposerTarget, 'kind'>) => {
    set(composerTargetAtom, { group: null, board: null, ...target })
    set(composerUsedAtom, true)
    set(composerOpenAtom, true)
  },
)

/** Closes the composer and forgets the draft: the session ended, and the draft was the member's. */
export const resetComposerAtom = atom(null, (_get, set) => {
  set(composerOpenAtom, false)
  set(postDraftAtom, EMPTY_DRAFT)
})

/** Whether the search posts dialog is open (the header, the bottom bar and "/" open it). */
export const searchDialogOpenAtom = atom(false)
