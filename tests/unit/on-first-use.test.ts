import { describe, expect, it, vi } from 'vitest'
import { onFirstUse } from '#lib/on-first-use'

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once and keeps it', () => {
    const create = vi.fn(() => new Intl.NumberFormat('en-GB'))
    const format = onFirstUse(create)
    expect(create).not.toHaveBeenCalled()
    expect(format().format(12345)).toBe('12,345')
    expect(format()).toBe(format())
    expect(create).toHaveBeenCalledTimes(1)
  })
})
