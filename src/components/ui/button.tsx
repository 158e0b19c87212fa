import type { ReactNode, Ref } from 'react'
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components/Button'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { cx } from './class-names'
import { PendingContent } from './native-button'
import * as styles from './button.css'

export interface ButtonProps extends RACButtonProps {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  fullWidth?: boolean
  /** The button element, e.g. to give focus back to it (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>
}

function withPendingState(children: RACButtonProps['children']) {
  return composeRenderProps(children, (content: ReactNode, { isPending }) => (
    <PendingContent isPending={isPending}>{content}</PendingContent>
  ))
}

/**
 * The app's button. `isPending` (react-aria's) keeps the button's width, shows a spinner over
 * the label, stops presses and announces the change to screen readers.
 */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (userClass) =>
        cx(styles.button({ variant, size, fullWidth }), userClass),
      )}
    >
      {withPendingState(children)}
    </RACButton>
  )
}

export interface IconButtonProps extends Omit<RACButtonProps, 'aria-label'> {
  /** Required: an icon has no text, so the label is the button's only name. */
  'aria-label': string
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
}

/** A round button holding only an icon (pass an `<Icon>` as children). */
export function IconButton({ variant, size, className, children, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (userClass) =>
        cx(styles.iconButton({ variant, size }), userClass),
      )}
    >
      {withPendingState(children)}
    </RACButton>
  )
}
