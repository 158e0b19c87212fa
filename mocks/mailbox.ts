import { commit, getDb } from './db/store'
import type { MailRow } from './db/types'

/**
 * The mock mailbox: every e-mail the mocks "send" (verification, recovery, contact copy,
 * referral). It lives in the db, so it is persisted and reset with it; the toolbar reads it.
 */
export type MockMail = MailRow

export function sendMail(mail: Omit<MailRow, 'id' | 'sentAt'>): MailRow {
  const db = getDb()
  const id = db.nextId.mail ?? 1
  db.nextId.mail = id + 1
  const row: MailRow = { ...mail, id, sentAt: new Date().toISOString() }
  db.mail.push(row)
  commit()
  return row
}

/** Newest first. */
export function listMail(): MailRow[] {
  return [...getDb().mail].reverse()
}

export function clearMail(): void {
  getDb().mail = []
  commit()
}
