import type { Ref } from 'react'
import { createLink } from '@tanstack/react-router'
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger as RACMenuTrigger,
  Popover,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components/Menu'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { cx } from './class-names'
import * as styles from './menu.css'

/** Pairs a trigger (a Button or IconButton) with a Menu; arrow keys, typeahead and Esc work. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />
}

export interface MenuProps<T> extends RACMenuProps<T> {
  placement?: PopoverProps['placement']
}

/** The popover list of actions. Pass `MenuItem`s as children, or `items` with a render function. */
export function Menu<T extends object>({
  placement = 'bottom end',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={6} className={styles.popover}>
      <RACMenu
        {...props}
        className={composeRenderProps(className, (userClass) => cx(styles.menu, userClass))}
      />
    </Popover>
  )
}

export interface MenuItemProps<T> extends RACMenuItemProps<T> {
  /** Colours the item as destructive (Delete, Log out of everything). */
  tone?: 'default' | 'danger'
  ref?: Ref<HTMLDivElement>
}

/**
 * One action. With `href` it renders a real link (navigation through react-aria's
 * RouterProvider when the app sets one); for typed router links use `MenuItemLink`.
 */
export function MenuItem<T extends object>({
  tone = 'default',
  className,
  ...props
}: MenuItemProps<T>) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined)
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (userClass) =>
        cx(styles.item, tone === 'danger' && styles.danger, userClass),
      )}
    />
  )
}

/** A menu item that is a router link: `to`, `params` and `search` are typed. */
export const MenuItemLink = createLink(MenuItem)
