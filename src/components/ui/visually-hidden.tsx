import type { ComponentPropsWithoutRef, ElementType } from 'react'
import { visuallyHidden } from '#styles/global.css'

type VisuallyHiddenProps<E extends ElementType> = {
  /** The element to render; a span by default so it fits inside any phrasing content. */
  as?: E
} & Omit<ComponentPropsWithoutRef<E>, 'as'>

/** Text for assistive technology only: the screen reader hears it, the page does not show it. */
export function VisuallyHidden<E extends ElementType = 'span'>({
  as,
  className,
  ...props
}: VisuallyHiddenProps<E>) {
  const Component: ElementType = as ?? 'span'
  return (
    <Component
      className={className ? `${visuallyHidden} ${className}` : visuallyHidden}
      {...props}
    />
  )
}
