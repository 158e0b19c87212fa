import { ComposerPanel } from '../../features/posts/components/composer-panel'
import { useSession } from '../../features/session/use-session'

/** The composer panel above a feed, told whether a member or a visitor is looking. */
export function FeedComposer() {
  const session = useSession()
  // Nothing while the session loads, as in the header's account area: no wrong button flashes.
  if (session.isLoading) return null
  return <ComposerPanel isMember={session.isAuthenticated} />
}
