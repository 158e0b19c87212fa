import type { ComponentPropsWithoutRef, ElementType } from 'react'
import { card } from '#styles/recipes.css'
import { cx } from './class-names'

type CardProps<E extends ElementType> = {
  /** The element: `article` for a post, `li` in a list, `section` for a panel. */
  as?: E
  padding?: 'none' | 'sm' | 'md' | 'lg'
  tone?: 'default' | 'raised' | 'sunken' | 'danger'
  /** Lifts on hover and focus-within, for cards that hold a primary link. */
  interactive?: boolean
} & Omit<ComponentPropsWithoutRef<E>, 'as'>

/** The surface most content sits on. */
export function Card<E extends ElementType = 'div'>({
  as,
  padding,
  tone,
  interactive,
  className,
  ...props
}: CardProps<E>) {
  const Component: ElementType = as ?? 'div'
  return <Component className={cx(card({ padding, tone, interactive }), className)} {...props} />
}
