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
import type { MockState } from '#mocks/browser'
import { formatForce, refusal, type ForcedStatus } from '#mocks/contract/force'
import type { MockMail } from '#mocks/mailbox'
import { currentUrlWith, sameOriginPath, shareableUrlWith, type MockToolbarApi } from './api'
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
          {state.forced.length > 0 ? (
            <span className={s.pillScenario}>
              <span aria-hidden="true">· </span>
              {`${state.forced.length} forced`}
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
          <ForcePicker api={api} state={state} />
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

/** `?force=` for the URL: the list, or `none` to end forcing. */
function forceParam(forced: readonly ForcedStatus[]): string {
  return forced.length > 0 ? formatForce(forced) : 'none'
}

/**
 * Any documented status of any operation, for the tab (`?force=createPost:500`): pick the
 * operation and one of its statuses, apply it (the page reloads over the new answers), and copy
 * the link that reproduces it.
 */
function ForcePicker({ api, state }: PanelProps) {
  const [operationId, setOperationId] = useState<string | null>(null)
  const [status, setStatus] = useState<number | null>(null)
  const [message, setMessage] = useState('')
  const [refused, setRefused] = useState<string[]>(state.forceRefused)
  const operation = state.operations.find((o) => o.operationId === operationId)

  function apply(next: ForcedStatus[]) {
    const refusals = api.setForced(next)
    if (refusals.length > 0) {
      setRefused(refusals)
      return
    }
    api.navigate(currentUrlWith({ force: forceParam(next) }))
  }

  function add() {
    if (!operationId || status === null) return
    const why = refusal(operationId, status)
    if (why) {
      setRefused([why])
      return
    }
    apply([...state.forced.filter((f) => f.operationId !== operationId), { operationId, status }])
  }

  function copyLink() {
    const url = shareableUrlWith({ force: forceParam(state.forced) })
    void copyText(url).then((ok) =>
      setMessage(ok ? `Copied ${url}` : `Could not copy; the link is ${url}`),
    )
  }

  return (
    <section className={s.section} aria-labelledby="mock-force-title">
      <Heading level={3} id="mock-force-title" className={s.sectionTitle}>
        Force a status
      </Heading>
      <p className={s.muted}>
        The operation answers this documented status with the document’s example, in this tab, until
        removed (like the Prefer: code= header).
      </p>
      {state.forced.length > 0 ? (
        <ul className={s.list} aria-label="Forced statuses">
          {state.forced.map((f) => (
            <li key={f.operationId} className={s.row}>
              <span className={s.code}>{`${f.operationId} → ${f.status}`}</span>
              <Button
                className={s.button}
                aria-label={`Stop forcing ${f.operationId}`}
                onPress={() => apply(state.forced.filter((g) => g.operationId !== f.operationId))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert">
          {refused.map((why) => (
            <p key={why} className={s.refusal}>
              {`Refused: ${why}`}
            </p>
          ))}
        </div>
      ) : null}
      <Select
        className={s.field}
        selectedKey={operationId}
        onSelectionChange={(key) => {
          setOperationId(key === null ? null : String(key))
          setStatus(null)
        }}
      >
        <Label className={s.muted}>Operation</Label>
        <Button className={s.selectTrigger}>
          <SelectValue className={s.selectValue}>
            {({ selectedText }) => selectedText || 'Choose an operation'}
          </SelectValue>
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className={s.selectPopover} placement="bottom start" containerPadding={8}>
          <ListBox
            className={s.listBox}
            items={state.operations.map((o) => ({ ...o, id: o.operationId }))}
          >
            {(o) => (
              <ListBoxItem id={o.operationId} textValue={o.operationId} className={s.option}>
                <Text slot="label" className={s.optionName}>
                  {o.operationId}
                </Text>
                <Text slot="description" className={s.optionDescription}>
                  {`${o.method} ${o.path}`}
                </Text>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <Select
        className={s.field}
        isDisabled={!operation}
        selectedKey={status === null ? null : String(status)}
        onSelectionChange={(key) => setStatus(key === null ? null : Number(key))}
      >
        <Label className={s.muted}>Status</Label>
        <Button className={s.selectTrigger}>
          <SelectValue className={s.selectValue}>
            {({ selectedText }) => selectedText || 'Choose a status'}
          </SelectValue>
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className={s.selectPopover} placement="bottom start" containerPadding={8}>
          <ListBox
            className={s.listBox}
            items={(operation?.statuses ?? []).map((code) => ({ id: String(code) }))}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.id} className={s.option}>
                {item.id}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <div className={s.row}>
        <Button
          className={s.primaryButton}
          isDisabled={!operationId || status === null}
          onPress={add}
        >
          Force and reload
        </Button>
        <Button className={s.button} isDisabled={state.forced.length === 0} onPress={copyLink}>
          Copy link
        </Button>
      </div>
      {/* aria-live rather than role=status: the demo accounts own the panel's status region. */}
      <p aria-live="polite" className={s.status}>
        {message}
      </p>
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

// Built on first use (the first formatter loads the locale's data); mocks/ never imports src/,
// so this is src/lib/on-first-use.ts's pattern written out.
let timeFormat: Intl.DateTimeFormat | undefined

function formatSent(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return timeFormat.format(date)
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
