import type { ReactNode } from 'react'
import {
  Tab,
  TabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type Key,
  type TabPanelProps as RACTabPanelProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components/Tabs'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { badge } from './badge.css'
import { cx } from './class-names'
import { Icon, type IconName } from './icon'
import * as styles from './tabs.css'

export interface TabItem<Id extends Key = string> {
  id: Id
  name: string
  /** An icon name from the set, or any element. */
  icon?: IconName | ReactNode
  count?: number
  /** The count is shown only when this is true (the count is optional). */
  showCount?: boolean
  isDisabled?: boolean
}

export interface TabsProps<Id extends Key = string> extends Omit<
  RACTabsProps,
  'children' | 'className' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
> {
  items: readonly TabItem<Id>[]
  /** Names the tab list for screen readers ("Profile sections"). */
  'aria-label': string
  /** The panel of each tab; or pass `TabPanel`s yourself as children. */
  children: ((item: TabItem<Id>) => ReactNode) | ReactNode
  /** Controlled selection, e.g. a tab kept in the URL. Uncontrolled, the first tab is active. */
  selectedKey?: Id
  defaultSelectedKey?: Id
  onSelectionChange?: (id: Id) => void
  className?: string
}

function TabIcon({ icon }: { icon: TabItem['icon'] }) {
  if (icon === undefined || icon === null) return null
  return typeof icon === 'string' ? <Icon name={icon as IconName} size={18} /> : <>{icon}</>
}

export function Tabs<Id extends Key = string>({
  items,
  children,
  className,
  'aria-label': ariaLabel,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  ...props
}: TabsProps<Id>) {
  return (
    <RACTabs
      {...props}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey ?? items[0]?.id}
      onSelectionChange={onSelectionChange ? (key) => onSelectionChange(key as Id) : undefined}
      className={cx(styles.tabs, className)}
    >
      <TabList aria-label={ariaLabel} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.tab}>
            <TabIcon icon={item.icon} />
            <span>{item.name}</span>
            {item.showCount && item.count !== undefined && (
              // The tab's name is already read; the bare number completes it ("Posts, 12").
              <span className={badge({ tone: 'neutral' })}>{item.count}</span>
            )}
          </Tab>
        ))}
      </TabList>
      {typeof children === 'function'
        ? items.map((item) => (
            <TabPanel key={item.id} id={item.id}>
              {children(item)}
            </TabPanel>
          ))
        : children}
    </RACTabs>
  )
}

export function TabPanel({ className, ...props }: RACTabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (userClass) => cx(styles.panel, userClass))}
    />
  )
}
