import { style } from '@vanilla-extract/css'
import {
  cardGrid,
  cardGridCell,
  cardGridLoader,
  skeletonCard,
  skeletonLine,
} from '#components/ui/link-card.css'

export const grid = cardGrid

export const cell = cardGridCell

export const loader = cardGridLoader

export { skeletonCard, skeletonLine }

export const skeletonMedia = style({ aspectRatio: '16 / 9', width: '100%', borderRadius: 0 })

/** The board screens set their headings in capitals; their list states follow. */
export const stateTitle = style({ textTransform: 'uppercase' })
