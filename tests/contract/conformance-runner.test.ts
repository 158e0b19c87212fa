import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The conformance runner must fail a wrong server. `npm run test:contract` with `MOCK_FAULT` starts
 * the standalone mock server breaking the contract on purpose (mocks/server-faults.ts) and runs
 * the runner against it, exactly as `npm test` runs it against the honest one.
 */

const ROOT = resolve(import.meta.dirname, '../..')

function runAgainstFaultyServer(fault: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      resolve(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/contract/with-mock-server.ts'],
      { cwd: ROOT, env: { ...process.env, MOCK_FAULT: fault }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', fail)
    child.once('exit', (code) => done({ code, output }))
  })
}

describe('the conformance runner against a deliberately wrong server', () => {
  it('fails on a renamed field and names the operations and the field', async () => {
    const { code, output } = await runAgainstFaultyServer('rename-field')

    expect(code, output).toBe(1)
    expect(output).toMatch(
      /✗ listNewPosts: status 200: body\.results\.\*: field "title" is required but missing/,
    )
    expect(output).toMatch(/✗ getPostBySlug: status 200: body: field "title" is required/)
    expect(output).toMatch(/✗ createPost: status 201: body: field "title" is required/)
    expect(output).toMatch(/^listNewPosts\s.*\syes\s+200\s+[1-9]/m)
    expect(output.trimEnd()).toMatch(/FAIL$/)
  }, 180_000)

  it('fails on a status the document does not declare and names the operation', async () => {
    const { code, output } = await runAgainstFaultyServer('undeclared-status')

    expect(code, output).toBe(1)
    expect(output).toMatch(
      /✗ createPost: status 200 is not declared \(the document lists 201, 400, 401, 500\)/,
    )
    // Only the faulty operation is blamed.
    expect(output.match(/^ {2}✗ /gm)).toHaveLength(1)
    expect(output.trimEnd()).toMatch(/FAIL$/)
  }, 180_000)
})
