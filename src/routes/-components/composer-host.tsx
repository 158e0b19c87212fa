import { Suspense, useCallback, useEffect } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { preloadWhenIdle } from '#components/layout/preload'
import { composerUsedAtom, openComposerAtom, resetComposerAtom } from '#features/posts/atoms'
import { useRefreshSessionProfile } from '#features/session/api/use-session-profile'
import { useSession } from '#features/session/use-session'
import { onDemand } from '#lib/on-demand'

// The post composer (a dialog with fields and a drop zone) runs when a member first opens it (or
// points at a button that does); its files are downloaded ahead once the page is idle.
const ComposerDialog = onDemand(() =>
  import('#features/posts/components/composer-dialog').then((module) => module.ComposerDialog),
)

/**
 * The composer's lifecycle for the whole app: downloaded ahead for members, thrown away with its
 * draft on sign-out (here, in another tab, or a session that expired), and mounted once used.
 */
export function ComposerHost() {
  const session = useSession()
  const isMember = session.user !== null
  const isComposerUsed = useAtomValue(composerUsedAtom)
  const resetComposer = useSetAtom(resetComposerAtom)
  // The header and profile show the member's post count (`num_posts`).
  const refreshSessionProfile = useRefreshSessionProfile()

  useEffect(
    () => (isMember ? preloadWhenIdle('composer', ComposerDialog.load) : undefined),
    [isMember],
  )
  useEffect(() => {
    if (!isMember) resetComposer()
  }, [isMember, resetComposer])

  if (!isComposerUsed || !session.user) return null
  return (
    <Suspense fallback={null}>
      <ComposerDialog key={session.user.id} onCreated={refreshSessionProfile} />
    </Suspense>
  )
}

/** What the header's "Create post" does: open the composer on a plain post. */
export function useOpenComposer() {
  const openComposer = useSetAtom(openComposerAtom)
  return useCallback(() => openComposer({ kind: 'post' }), [openComposer])
}
