import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog'
import { Link } from 'react-aria-components/Link'
import { Input, NumberField } from 'react-aria-components/NumberField'
import { Popover } from 'react-aria-components/Popover'
import {
  Label,
  ListBox,
  ListBoxItem,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components/Select'
import type { MockState } from '../browser'
import type { MockMail } from '../mailbox'
import { currentUrlWith, sameOriginPath, type MockToolbarApi } from './api'
import * as s from './toolbar.css'

/** The Select's key for "no scenario"; browser.ts reads `?scenario=none` as "switch it off". */
const NO_SCENARIO = 'none'
const MAX_SEED = 2_147_483_647

interface PanelProps {
  api: MockToolbarApi
  state: MockState
}

/**
 * The mock-mode toolbar: a small pill in the bottom-left corner that opens a panel with the
 * scenario, the seed, a data reset, the mailbox and the demo accounts. Changing scenario, seed
 * or data reloads the page, because the app's caches were filled by the old mocks.
 */
export function MockToolbar({ api }: { api: MockToolbarApi }) {
  // The state only changes through a reload, so reading it once per page is enough.
  const [state] = useState(api.getState)
  return (
    <div className={s.root}>
      <DialogTrigger>
        <Button className={s.pill}>
          <span className={s.dot} aria-hidden="true" />
          <span>Mock mode</span>
          {state.scenario ? (
            <span className={s.pillScenario}>
              <span aria-hidden="true">· </span>
              {state.scenario}
            </span>
          ) : null}
        </Button>
        <Popover className={s.popover} placement="top start" offset={8} containerPadding={8}>
          <ToolbarPanel api={api} state={state} />
        </Popover>
      </DialogTrigger>
    </div>
  )
}

function ToolbarPanel({ api, state }: PanelProps) {
  return (
    <Dialog className={s.dialog}>
      {({ close }) => (
        <>
          <div className={s.header}>
            <Heading slot="title" level={2} className={s.title}>
              Mock backend
            </Heading>
            <Button className={s.iconButton} onPress={close} aria-label="Close mock toolbar">
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <ul className={s.facts} aria-label="Current mock setup">
            <li className={s.fact}>Mode: mock</li>
            <li className={s.fact}>Seed: {state.seed}</li>
            <li className={s.fact}>Scenario: {state.scenario ?? 'none'}</li>
          </ul>
          <p className={s.muted}>
            Every API call is answered in this browser by the mock service worker; nothing leaves
            this machine.
          </p>
          <p className={s.muted}>
            The contract it follows:{' '}
            <Link className={s.link} href="/__docs" target="_blank" rel="noreferrer">
              API reference (/__docs)
            </Link>
          </p>
          <ScenarioPicker api={api} state={state} />
          <SeedForm api={api} state={state} />
          <DataReset api={api} state={state} />
          <Mailbox api={api} />
          <DemoAccounts state={state} />
        </>
      )}
    </Dialog>
  )
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Heading level={3} className={s.sectionTitle}>
      {children}
    </Heading>
  )
}

function ScenarioPicker({ api, state }: PanelProps) {
  const options = [
    { name: NO_SCENARIO, description: 'No scenario: the mocks behave like a healthy backend.' },
    ...state.scenarios,
  ]
  const current = options.find((o) => o.name === (state.scenario ?? NO_SCENARIO))
  return (
    <section className={s.section}>
      <Select
        className={s.field}
        defaultValue={state.scenario ?? NO_SCENARIO}
        onChange={(key) => {
          const name = key === null || key === NO_SCENARIO ? null : String(key)
          api.setScenario(name)
          api.navigate(currentUrlWith({ scenario: name ?? NO_SCENARIO }))
        }}
      >
        <Label className={s.sectionTitle}>Scenario</Label>
        <Button className={s.selectTrigger}>
          <SelectValue className={s.selectValue}>
            {({ selectedText }) => selectedText || NO_SCENARIO}
          </SelectValue>
          <span aria-hidden="true">▾</span>
        </Button>
        <Text slot="description" className={s.muted}>
          {current?.description}
        </Text>
        <Popover className={s.selectPopover} placement="bottom start" containerPadding={8}>
          <ListBox className={s.listBox} items={options}>
            {(option) => (
              <ListBoxItem id={option.name} textValue={option.name} className={s.option}>
                <Text slot="label" className={s.optionName}>
                  {option.name}
                </Text>
                <Text slot="description" className={s.optionDescription}>
                  {option.description}
                </Text>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </section>
  )
}

function SeedForm({ api, state }: PanelProps) {
  const [seed, setSeed] = useState(state.seed)
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Enter submits before the field's own commit re-renders, so read what is typed.
    const typed = Number.parseInt(inputRef.current?.value ?? '', 10)
    const next = Number.isSafeInteger(typed) ? typed : seed
    if (!Number.isSafeInteger(next) || next < 0) return
    api.setSeed(next)
    api.navigate(currentUrlWith({ seed: String(next) }))
  }

  return (
    <section className={s.section}>
      <form className={s.row} onSubmit={apply} aria-describedby={hintId}>
        <NumberField
          className={s.field}
          value={seed}
          onChange={setSeed}
          minValue={0}
          maxValue={MAX_SEED}
          step={1}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        >
          <Label className={s.sectionTitle}>Seed</Label>
          <Input ref={inputRef} className={s.input} />
        </NumberField>
        <Button type="submit" className={s.button} isDisabled={Number.isNaN(seed)}>
          Apply seed
        </Button>
      </form>
      <p id={hintId} className={s.muted}>
        Each seed is its own world, saved separately in this browser.
      </p>
    </section>
  )
}

function DataReset({ api, state }: PanelProps) {
  const hintId = useId()
  return (
    <section className={s.section}>
      <SectionTitle>Data</SectionTitle>
      <Button
        className={s.dangerButton}
        aria-describedby={hintId}
        onPress={() => {
          api.resetDb()
          api.reload()
        }}
      >
        Reset data
      </Button>
      <p id={hintId} className={s.muted}>
        Forgets everything changed in this browser for seed {state.seed} (posts, comments, votes,
        accounts, mail) and reloads.
      </p>
    </section>
  )
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
})

function formatSent(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date)
}

function Mailbox({ api }: { api: MockToolbarApi }) {
  // Read when the panel opens; while it is open the page behind it cannot send mail.
  const [mails, setMails] = useState<MockMail[]>(api.listMail)
  return (
    <section className={s.section}>
      <div className={s.header}>
        <SectionTitle>{`Mailbox (${mails.length})`}</SectionTitle>
        {mails.length > 0 ? (
          <Button
            className={s.button}
            aria-label="Clear mailbox"
            onPress={() => {
              api.clearMail()
              setMails(api.listMail())
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
      {mails.length === 0 ? (
        <p className={s.muted}>
          No e-mails yet. Registering, resending a verification or asking for a password reset puts
          one here.
        </p>
      ) : (
        <ul className={s.list} aria-label="Sent e-mails">
          {mails.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </section>
  )
}

function MailItem({ mail }: { mail: MockMail }) {
  const path = sameOriginPath(mail.link)
  return (
    <li className={s.mail}>
      <span className={s.mailSubject}>{mail.subject}</span>
      <span className={s.muted}>
        To {mail.to} · <time dateTime={mail.sentAt}>{formatSent(mail.sentAt)}</time>
      </span>
      {path ? (
        <Link className={s.link} href={path}>
          {path}
        </Link>
      ) : mail.link ? (
        <span className={s.muted}>Link not shown: it leaves this site ({mail.link}).</span>
      ) : null}
    </li>
  )
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

function DemoAccounts({ state }: { state: MockState }) {
  const [status, setStatus] = useState('')
  const password = state.demoAccounts[0]?.password

  function copy(what: string, text: string) {
    void copyText(text).then((ok) =>
      setStatus(ok ? `Copied ${what}.` : `Could not copy ${what}; select the text instead.`),
    )
  }

  return (
    <section className={s.section}>
      <SectionTitle>Demo accounts</SectionTitle>
      <p className={s.muted}>Press a username or the password to copy it.</p>
      <ul className={s.list}>
        {state.demoAccounts.map((account) => (
          <li key={account.username} className={s.account}>
            <p className={s.muted}>{account.note}</p>
            <Button
              className={s.button}
              aria-label={`Copy username ${account.username}`}
              onPress={() => copy(`username ${account.username}`, account.username)}
            >
              <span className={s.code}>{account.username}</span>
            </Button>
          </li>
        ))}
      </ul>
      {password ? (
        <div className={s.account}>
          <p className={s.muted}>Password of all three</p>
          <Button
            className={s.button}
            aria-label={`Copy password ${password}`}
            onPress={() => copy('the password', password)}
          >
            <span className={s.code}>{password}</span>
          </Button>
        </div>
      ) : null}
      <p role="status" className={s.status}>
        {status}
      </p>
    </section>
  )
}
