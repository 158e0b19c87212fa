// @vitest-environment jsdom
// A .ts file (the toolbar mounts itself, no JSX needed): the unit project only collects
// tests/mocks/**/*.test.ts, so a .tsx file here would never run.
import '#tests/setup/component'
import { act, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getScenario } from '#mocks/scenarios/state'
import { SCENARIOS } from '#mocks/scenarios/index'
import { sendMail } from '#mocks/mailbox'
import { readForce } from '#mocks/browser'
import { documentedStatuses } from '#mocks/contract/force'
import { getForced, listMail, resetMockDb, server, setForced, setScenario } from '#mocks/node'
import { mountMockToolbar, unmountMockToolbar } from '#mocks/toolbar/mount'

const navigate = vi.fn<(url: string) => void>()
const reload = vi.fn<() => void>()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetMockDb()
  localStorage.clear()
  sessionStorage.clear()
  navigate.mockReset()
  reload.mockReset()
})
afterEach(() => {
  act(() => unmountMockToolbar())
  setScenario(null)
  server.resetHandlers()
})
afterAll(() => server.close())

function mount() {
  const user = userEvent.setup()
  act(() => mountMockToolbar({ navigate, reload }))
  return user
}

async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab()
  expect(screen.getByRole('button', { name: /mock mode/i })).toHaveFocus()
  await user.keyboard('{Enter}')
  return screen.findByRole('dialog', { name: 'Mock backend' })
}

async function register(username: string): Promise<void> {
  const response = await fetch(new URL('/api/auth/register', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'Popcorn2024',
      confirm_password: 'Popcorn2024',
      first_name: '',
      last_name: '',
      date_of_birth: null,
      timezone: 'GB',
      language: 'EN',
      agree_terms: true,
      over_18: true,
      wants_email_marketing: false,
    }),
  })
  expect(response.status).toBe(200)
}

describe('the mock toolbar', () => {
  it('mounts once, collapsed to a single pill button', () => {
    mount()
    act(() => mountMockToolbar({ navigate, reload }))
    expect(screen.getAllByRole('button', { name: /mock mode/i })).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('names the active scenario on the pill', () => {
    setScenario('slow')
    mount()
    expect(screen.getByRole('button', { name: /mock mode.*slow/i })).toBeInTheDocument()
  })

  it('opens by keyboard and closes with Escape, returning focus to the pill', async () => {
    const user = mount()
    const dialog = await openByKeyboard(user)
    expect(within(dialog).getByText('Mode: mock')).toBeInTheDocument()
    expect(within(dialog).getByText('Seed: 2026')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // react-aria restores focus a frame after the overlay unmounts.
    await waitFor(() => expect(screen.getByRole('button', { name: /mock mode/i })).toHaveFocus())
  })

  it('links to the published API reference at /__docs, in a new tab', async () => {
    const user = mount()
    const dialog = await openByKeyboard(user)
    const link = within(dialog).getByRole('link', { name: /API reference/ })
    expect(link).toHaveAttribute('href', '/__docs')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('lists every scenario with its description and switches by reloading with ?scenario=', async () => {
    const user = mount()
    const dialog = await openByKeyboard(user)
    const picker = within(dialog).getByRole('button', { name: /scenario/i })
    picker.focus()
    await user.keyboard('{ArrowDown}')

    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    expect(options).toHaveLength(SCENARIOS.length + 1)
    for (const scenario of SCENARIOS) {
      const option = within(listbox).getByRole('option', { name: new RegExp(`^${scenario.name}`) })
      expect(option).toHaveTextContent(scenario.description)
    }

    await user.click(within(listbox).getByRole('option', { name: /^login-error/ }))
    expect(getScenario()).toBe('login-error')
    expect(navigate).toHaveBeenCalledWith('/?scenario=login-error')
  })

  it('shows the mailbox with the verification e-mail of a registration as a same-origin link', async () => {
    await register('reeltalk')
    const user = mount()
    const dialog = await openByKeyboard(user)

    const mails = within(dialog).getByRole('list', { name: 'Sent e-mails' })
    const mail = within(mails).getByRole('listitem')
    expect(mail).toHaveTextContent('Verify your Film Waffle account')
    expect(mail).toHaveTextContent('To reeltalk@example.com')
    const link = within(mail).getByRole('link')
    expect(link.getAttribute('href')).toMatch(/^\/verification\/confirm\/\d+$/)
    expect(within(dialog).getByRole('heading', { name: 'Mailbox (1)' })).toBeInTheDocument()
  })

  it('never turns a mail link to another host into a link', async () => {
    sendMail({
      kind: 'contact',
      to: 'filmfan@example.com',
      subject: 'Suspicious',
      body: 'Follow me',
      link: 'https://elsewhere.example/steal',
    })
    const user = mount()
    const dialog = await openByKeyboard(user)
    const mail = within(within(dialog).getByRole('list', { name: 'Sent e-mails' })).getByRole(
      'listitem',
    )
    expect(within(mail).queryByRole('link')).not.toBeInTheDocument()
    expect(mail).toHaveTextContent('Link not shown')
  })

  it('clears the mailbox', async () => {
    await register('reeltalk')
    const user = mount()
    const dialog = await openByKeyboard(user)
    await user.click(within(dialog).getByRole('button', { name: 'Clear mailbox' }))
    expect(within(dialog).getByText(/No e-mails yet/)).toBeInTheDocument()
    expect(listMail()).toEqual([])
  })

  it('applies a typed seed by reloading with ?seed=', async () => {
    const user = mount()
    const dialog = await openByKeyboard(user)
    const seed = within(dialog).getByRole('textbox', { name: 'Seed' })
    await user.clear(seed)
    await user.type(seed, '7{Enter}')
    expect(navigate).toHaveBeenCalledWith('/?seed=7')
  })

  it('resets the data and reloads', async () => {
    await register('reeltalk')
    const user = mount()
    const dialog = await openByKeyboard(user)
    await user.click(within(dialog).getByRole('button', { name: 'Reset data' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(listMail()).toEqual([])
  })

  it('copies a demo username and the password', async () => {
    const user = mount()
    const dialog = await openByKeyboard(user)
    for (const username of ['filmfan', 'critic', 'newbie']) {
      expect(
        within(dialog).getByRole('button', { name: `Copy username ${username}` }),
      ).toBeInTheDocument()
    }
    await user.click(within(dialog).getByRole('button', { name: 'Copy username critic' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Copied username critic.')
    expect(await navigator.clipboard.readText()).toBe('critic')

    await user.click(within(dialog).getByRole('button', { name: /^Copy password/ }))
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Copied the password.'),
    )
    expect(await navigator.clipboard.readText()).toBe('Password1!')
  })
})

describe('forcing a status (?force=)', () => {
  afterEach(() => setForced([]))

  it('picks an operation and one of its documented statuses, applies it and reloads with ?force=', async () => {
    const user = mount()
    const dialog = await openByKeyboard(user)
    const section = within(dialog).getByRole('region', { name: 'Force a status' })
    await user.click(within(section).getByRole('button', { name: /Choose an operation/ }))
    await user.click(await screen.findByRole('option', { name: /^voteOnPost/ }))
    await user.click(within(section).getByRole('button', { name: /Choose a status/ }))
    const statuses = (await screen.findAllByRole('option')).map((o) => o.textContent)
    expect(statuses).toEqual(documentedStatuses('voteOnPost')?.map(String))
    expect(statuses).toContain('205')
    await user.click(screen.getByRole('option', { name: '205' }))
    await user.click(within(section).getByRole('button', { name: 'Force and reload' }))
    expect(getForced()).toEqual([{ operationId: 'voteOnPost', status: 205 }])
    expect(sessionStorage.getItem('film-waffle:mock-force')).toBe('voteOnPost:205')
    expect(navigate).toHaveBeenCalledOnce()
    expect(new URL(navigate.mock.calls[0]![0], 'http://x').searchParams.get('force')).toBe(
      'voteOnPost:205',
    )
  })

  it('lists what is forced, removes one, and copies the shareable link', async () => {
    setForced([
      { operationId: 'createPost', status: 500 },
      { operationId: 'voteOnPost', status: 205 },
    ])
    const user = mount()
    expect(screen.getByRole('button', { name: /mock mode/i })).toHaveTextContent('2 forced')
    const dialog = await openByKeyboard(user)
    const forced = within(dialog).getByRole('list', { name: 'Forced statuses' })
    expect(
      within(forced)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('createPost → 500'),
      expect.stringContaining('voteOnPost → 205'),
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    const link = new URL(await navigator.clipboard.readText())
    expect(link.origin).toBe(window.location.origin)
    expect(link.searchParams.get('force')).toBe('createPost:500,voteOnPost:205')
    await user.click(within(dialog).getByRole('button', { name: 'Stop forcing createPost' }))
    expect(getForced()).toEqual([{ operationId: 'voteOnPost', status: 205 }])
    expect(new URL(navigate.mock.calls[0]![0], 'http://x').searchParams.get('force')).toBe(
      'voteOnPost:205',
    )
  })

  it('refuses an undocumented status from the URL with a clear message, in the console and the toolbar', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    readForce(new URL('http://localhost/?force=createPost:418,voteOnPost:205'))
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('createPost does not document status 418 (it documents 201'),
    )
    expect(getForced()).toEqual([{ operationId: 'voteOnPost', status: 205 }])
    const user = mount()
    const dialog = await openByKeyboard(user)
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /Refused: createPost does not document status 418/,
    )
    // Kept for the tab without the URL, until ?force=none.
    readForce(new URL('http://localhost/'))
    expect(getForced()).toEqual([{ operationId: 'voteOnPost', status: 205 }])
    readForce(new URL('http://localhost/?force=none'))
    expect(getForced()).toEqual([])
    expect(sessionStorage.getItem('film-waffle:mock-force')).toBeNull()
    error.mockRestore()
    info.mockRestore()
  })
})
