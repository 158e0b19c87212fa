import { Skeleton } from '#components/ui/loader'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import * as styles from './playlist-home-skeleton.css'

function ShelfSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton shape="text" width="12rem" height="2rem" />
      <div className={styles.row}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className={styles.card} />
        ))}
      </div>
    </div>
  )
}

/**
 * /home while its shelves load: while their code downloads (the route shows it until then) and
 * then while the playlists are fetched. On the first load, so it takes its words from the
 * route, which has only the core catalogue.
 */
export function PlaylistHomeSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.home}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <ShelfSkeleton />
      <ShelfSkeleton />
    </div>
  )
}
