import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSchemaValidator,
  escapePointer,
  listOperations,
  loadDocument,
  resolve,
  type Json,
} from './openapi-document'

/**
 * A mock server built from the document alone (Stoplight Prism) answers every read with a body
 * that is valid against the document: the contract is usable before any backend exists.
 */

const PORT = 4311
const BASE_URL = `http://127.0.0.1:${PORT}`
const root = fileURLToPath(new URL('../../', import.meta.url))
const document = loadDocument()
const validate = createSchemaValidator(document)

const accessToken = (
  (document.components.examples?.TokenPairExample?.value ?? {}) as { access?: string }
).access

interface Parameter {
  name: string
  in: string
  required?: boolean
  example?: unknown
}

/** Builds the request of a GET operation, filling path and query parameters from their examples. */
function buildRequest(path: string, operation: Json & { parameters?: Json[]; security?: Json[] }) {
  const parameters = (operation.parameters ?? []).map(
    (raw) => resolve(document, raw, '').node as unknown as Parameter,
  )
  let url = path
  const query = new URLSearchParams()
  for (const parameter of parameters) {
    if (parameter.example === undefined) {
      if (parameter.required) throw new Error(`${path}: required ${parameter.name} has no example`)
      continue
    }
    const value = String(parameter.example)
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value))
    if (parameter.in === 'query') query.set(parameter.name, value)
  }
  const needsToken = (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement)
  const headers: Record<string, string> = { accept: 'application/json' }
  if (needsToken) headers.authorization = `Bearer ${accessToken}`
  const search = query.toString()
  return { url: `${BASE_URL}${url}${search ? `?${search}` : ''}`, headers }
}

const reads = listOperations(document).filter((entry) => entry.method === 'get')

let prism: ChildProcess | undefined
let output = ''

async function waitForPrism(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (prism?.exitCode !== null) throw new Error(`Prism exited early:\n${output}`)
    if (/Prism is listening/.test(output)) return
    await new Promise((settle) => setTimeout(settle, 200))
  }
  throw new Error(`Prism did not start in time:\n${output}`)
}

function stopPrism(): Promise<void> {
  const child = prism
  if (!child?.pid || child.exitCode !== null) return Promise.resolve()
  return new Promise((settle) => {
    const timer = setTimeout(() => {
      // The negative pid addresses the whole process group Prism was started in.
      process.kill(-child.pid!, 'SIGKILL')
      settle()
    }, 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      settle()
    })
    process.kill(-child.pid!, 'SIGTERM')
  })
}

beforeAll(async () => {
  // `--errors` makes Prism answer 4xx/5xx when a request or its own answer breaks the document.
  prism = spawn(
    `${root}node_modules/.bin/prism`,
    [
      'mock',
      `${root}openapi/openapi.yaml`,
      '--port',
      String(PORT),
      '--host',
      '127.0.0.1',
      '--errors',
    ],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  prism.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  prism.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitForPrism(Date.now() + 90_000)
}, 120_000)

afterAll(stopPrism, 120_000)

describe('Prism mock of openapi.yaml', () => {
  it('is exercised on every read of the document', () => {
    expect(reads.length).toBe(32)
  })

  it.each(reads)('$key answers 200 with a body valid against its schema', async (read) => {
    const { url, headers } = buildRequest(read.path, read.operation)
    const response = await fetch(url, { headers })
    const body: unknown = await response.json()

    expect(response.headers.get('sl-violations'), JSON.stringify(body)).toBeNull()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)

    const ok = resolve(
      document,
      read.operation.responses?.['200'] ?? {},
      `${read.pointer}/responses/200`,
    )
    expect(
      validate(`${ok.pointer}/content/${escapePointer('application/json')}/schema`, body),
    ).toBeNull()
  })

  it('refuses a signed-in read without a token, as the document declares', async () => {
    const response = await fetch(`${BASE_URL}/api/auth`)
    expect(response.status).toBe(401)
  })
})
