import { describe, expect, it } from 'vitest'
import {
  type KeyValueStorage,
  forget,
  loadPersisted,
  persist,
  storageKey,
} from '#mocks/db/persistence'
import { getDb, loadDb, onCommit, resetDb } from '#mocks/db/store'
import { clearMail, listMail } from '#mocks/mailbox'
import { call, login, setupMockServer } from './support'

setupMockServer()

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

describe('persistence', () => {
  it('a post created before a reload is still there after it', async () => {
    const storage = memoryStorage()
    const stop = onCommit((state) => persist(storage, state))
    try {
      const { access } = await login('filmfan')
      const created = await call('POST', '/api/content/post', {
        token: access,
        body: {
          title: 'Kept across reloads',
          body: 'Still here.',
          type: 'post',
          image: null,
          group: null,
          boards: [],
          status: 'A',
        },
      })
      const seed = getDb().seed
      expect(storage.map.has(storageKey(seed))).toBe(true)

      // A reload: the page starts from a freshly built world, then adopts the saved one.
      resetDb(seed)
      expect((await call('GET', `/api/content/post/slug/${created.body.slug}`)).status).toBe(404)
      loadDb(loadPersisted(storage, seed)!)
      expect((await call('GET', `/api/content/post/slug/${created.body.slug}`)).status).toBe(200)
      // Tokens survive too, as the app keeps them in local storage.
      expect((await call('GET', '/api/auth', { token: access })).status).toBe(200)

      forget(storage, seed)
      expect(loadPersisted(storage, seed)).toBeNull()
    } finally {
      stop()
    }
  })

  it('saved worlds are kept per seed and a corrupt save is ignored', () => {
    const storage = memoryStorage()
    persist(storage, getDb())
    expect(loadPersisted(storage, getDb().seed + 1)).toBeNull()
    storage.setItem(storageKey(5), '{not json')
    expect(loadPersisted(storage, 5)).toBeNull()
  })
})

describe('the mailbox', () => {
  it('keeps every e-mail the mocks send, newest first, and can be cleared', async () => {
    const { access } = await login('filmfan')
    await call('POST', '/api/auth/referral', {
      token: access,
      body: { email: 'friend@example.com' },
    })
    await call('POST', '/api/auth/contact/', {
      body: { email: 'visitor@example.com', subject: 'Hello', message: 'Love the site.' },
    })
    const [contact, referral] = listMail()
    expect(contact).toMatchObject({
      kind: 'contact',
      to: 'visitor@example.com',
      subject: 'We received your message: Hello',
      link: null,
    })
    expect(contact?.body).toContain('Love the site.')
    expect(referral).toMatchObject({
      kind: 'referral',
      to: 'friend@example.com',
      link: '/register?referral_id=ref-1',
    })
    expect(Date.parse(referral!.sentAt)).not.toBeNaN()
    expect(getDb().mail).toHaveLength(2)
    clearMail()
    expect(listMail()).toEqual([])
  })
})
