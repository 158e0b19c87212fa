import { useId, useState } from 'react'
import { Button } from '#components/ui/button'
import { Card } from '#components/ui/card'
import { Icon } from '#components/ui/icon'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-community'
import { useAlertActions } from '#lib/alerts'
import { useSinglePress } from '#lib/use-single-press'
import { useToggleFavouriteVenue } from '../api/use-toggle-favourite-venue'
import * as styles from './favourite-venues.css'

export interface FavouriteVenuesProps {
  /** The member's favourite venue location ids (the profile's `favourite_locations`). */
  favouriteIds: readonly number[]
  /** Only the member themself toggles; another member's list is read-only. */
  isOwn: boolean
  username: string
  /**
   * The member's favourites as the server now has them. The session profile belongs to the
   * route, so the feature hands the answer back instead of writing it.
   */
  onFavouritesChange?: (ids: number[]) => void
}

/**
 * Favourite venues on a profile (docs/behaviour.md#profiles).
 * The contract has no call that reads venues (README.md → Decisions, "Favourite venues"), so a
 * venue is shown by its number. A venue unmarked here stays in the list, unmarked, until the
 * page is left, so a slip can be undone with one press.
 */
export function FavouriteVenues({
  favouriteIds,
  isOwn,
  username,
  onFavouritesChange,
}: FavouriteVenuesProps) {
  const titleId = useId()
  // Venues unmarked on this visit, kept on screen so they can be marked again.
  const [unmarked, setUnmarked] = useState<number[]>([])
  const shown = [...favouriteIds, ...unmarked.filter((id) => !favouriteIds.includes(id))]

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        <Icon name="map-pin" size={20} />
        {t('venues_title')}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {isOwn ? t('venues_empty_own') : t('venues_empty_other', { name: username })}
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((id) => (
            <li key={id} className={styles.item}>
              <span className={styles.name}>
                <Icon name="film" size={18} />
                {t('venues_venue', { id })}
              </span>
              {isOwn ? (
                <FavouriteToggle
                  venueId={id}
                  isFavourite={favouriteIds.includes(id)}
                  onChange={(ids, nowFavourite) => {
                    setUnmarked((list) =>
                      nowFavourite ? list.filter((v) => v !== id) : [...list, id],
                    )
                    onFavouritesChange?.(ids)
                  }}
                />
              ) : (
                <span className={styles.badge}>
                  <Icon name="heart" size={16} />
                  {t('venues_favourite_badge')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function FavouriteToggle({
  venueId,
  isFavourite,
  onChange,
}: {
  venueId: number
  isFavourite: boolean
  onChange: (ids: number[], isFavourite: boolean) => void
}) {
  const toggle = useToggleFavouriteVenue()
  const press = useSinglePress()
  const { push } = useAlertActions()
  const name = t('venues_venue', { id: venueId })

  function onPress() {
    if (!press.isFreshPress() || !press.begin()) return
    toggle.mutate(venueId, {
      onSuccess: (result) => {
        onChange(result.favourite_locations, result.is_favourite)
        push({
          message: t(result.is_favourite ? 'venues_added' : 'venues_removed', { venue: name }),
          status: 'success',
        })
      },
      onError: () => push({ message: t('venues_error'), status: 'warning' }),
      onSettled: () => press.end(),
    })
  }

  return (
    <Button
      variant={isFavourite ? 'secondary' : 'primary'}
      size="sm"
      isPending={toggle.isPending}
      // A toggle keeps one name; aria-pressed (and the filled heart) says whether it is on.
      aria-pressed={isFavourite}
      onPress={onPress}
      className={styles.toggle}
    >
      <Icon name="heart" size={16} className={isFavourite ? styles.heartOn : undefined} />
      {t('venues_favourite_toggle')}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  )
}
