import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { fileURLToPath } from 'node:url'
import { createGzip } from 'node:zlib'
import { getResponse } from 'msw'
import { getSeed, resetDb } from './db/store'
import { handlers } from './handlers/index'
import { setForced } from './contract/force'
import { setResponseCheck } from './contract/responses'
import { listMail } from './mailbox'
import { mediaFormatFromEnv, negotiatePicture, type MediaFormat } from './media/raster'
import { setMediaOrigin } from './media/urls'
import { SCENARIOS } from './scenarios/index'
import { getScenario, setScenario } from './scenarios/state'
import { applyFault, parseFault } from './server-faults'

/**
 * The standalone mock backend: the same MSW handlers, database and scenarios the browser worker
 * uses, answered over real HTTP so curl, Postman or an http-mode build can talk to it.
 *
 * A small node:http adapter rather than @mswjs/http-middleware (0.10.3): that package mounts
 * express 4 and writes `res.statusCode = response.status`, so the `offline` scenario's
 * `HttpResponse.error()` (status 0) crashes it instead of failing like a dropped connection, and
 * CORS, the `/__mock` endpoints and the request log would be express middleware on top anyway.
 * msw's public `getResponse(handlers, request)` is all the adapter needs.
 */

export interface MockServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Interface to listen on; `localhost` keeps the mocks off the network. */
  host?: string
  /** Rebuilds the world from this seed before listening (default: the current seed). */
  seed?: number
  /** Switches a scenario on (`null`/`'none'` switches scenarios off). */
  scenario?: string | null
  /** `true` logs one line per request to stdout; a function receives the lines instead. */
  log?: boolean | ((line: string) => void)
  /**
   * The origin browsers reach this server on, for the absolute media addresses in its answers
   * (default: its own URL; set it when clients use another host name, e.g. in a container).
   */
  publicUrl?: string
  /** A deliberate contract violation (mocks/server-faults.ts), for the conformance runner's test. */
  fault?: string | null
  /**
   * Answers that do not match openapi.yaml become a 500 naming the operation and the field
   * (default: `MOCK_STRICT=1`). Without it they are logged with console.error and sent as they are.
   */
  strict?: boolean
  /** `createPost:500,voteOnPost:205`: those operations answer that documented status (MOCK_FORCE). */
  force?: string
  /**
   * How pictures go to browsers: `webp`, as a real image service sends them (the default), or
   * `svg`, as the handlers draw them (`MOCK_MEDIA=svg`). See mocks/media/raster.ts.
   */
  media?: MediaFormat
}

export interface MockServer {
  /** Base URL without a trailing slash, e.g. `http://localhost:4010`. */
  url: string
  port: number
  close: () => Promise<void>
}

const DEFAULT_PORT = 4010
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Prefer'

/**
 * Any localhost origin (the Vite dev server on 5173, a preview on 4173, a test page) may call the
 * mocks from a browser; nothing else may. Tokens travel in the Authorization header, never in
 * cookies, so credentials mode is not needed.
 */
function allowedOrigin(origin: string | undefined): string | null {
  if (!origin) return null
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      (LOCAL_HOSTNAMES.has(url.hostname) || extraOrigins().has(url.origin))
      ? url.origin
      : null
  } catch {
    return null
  }
}

/** `MOCK_CORS_ORIGINS`: more origins (comma-separated) for an app served on another host name. */
function extraOrigins(): Set<string> {
  const raw = process.env.MOCK_CORS_ORIGINS ?? ''
  return new Set(raw.split(',').flatMap((item) => (item.trim() ? [item.trim()] : [])))
}

function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Vary', 'Origin')
  const origin = allowedOrigin(req.headers.origin)
  if (!origin) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Expose-Headers', 'Content-Type, Content-Length')
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  if (allowedOrigin(req.headers.origin)) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
    // Echo what the browser asks for so a new header in the client never needs a change here;
    // the fixed list covers clients that do not send Access-Control-Request-Headers.
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
    )
    res.setHeader('Access-Control-Max-Age', '600')
  }
  res.statusCode = 204
  res.end()
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Content-Length', Buffer.byteLength(text))
  res.end(text)
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8')
  return text ? (JSON.parse(text) as unknown) : {}
}

function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(url, { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) })
}

/**
 * What is sent gzipped to a client that accepts it, as deploy/nginx.conf's `gzip_types` and
 * `gzip_min_length` do and as any production API does: JSON and the SVG pictures. Without it an
 * http-mode build downloaded its data at full size (a page of posts: 12 KB instead of about 3),
 * which no real deployment does.
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|image\/svg\+xml|text\/)/i
const MIN_COMPRESSED_BYTES = 512

/** Whether this answer is one that is sent gzipped to the clients that accept it. */
function compressible(response: Response): boolean {
  const length = Number(response.headers.get('content-length') ?? Infinity)
  return (
    COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding') &&
    length >= MIN_COMPRESSED_BYTES
  )
}

async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  // (Vary on every such answer, gzipped or not, so a cache never hands one client's to another.)
  const varies = response.body !== null && compressible(response)
  const gzip =
    varies &&
    req.method !== 'HEAD' &&
    /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  // append, not set: Set-Cookie and friends may repeat.
  response.headers.forEach((value, name) => {
    // Access-Control-* belongs to this server's CORS policy, not to a handler; a gzipped body's
    // length is not known in advance.
    if (name.startsWith('access-control-') || (gzip && name === 'content-length')) return
    res.appendHeader(name, value)
  })
  if (varies) res.appendHeader('Vary', 'Accept-Encoding')
  if (gzip) res.setHeader('Content-Encoding', 'gzip')
  if (!response.body || req.method === 'HEAD') {
    res.end()
    return
  }
  try {
    await pipeline(
      Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>),
      gzip ? createGzip() : new PassThrough(),
      res,
    )
  } catch (error) {
    // The client went away mid-answer (a page left, a request cancelled): the request's log
    // line says "aborted"; nothing failed here.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return
    throw error
  }
}

type MockRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/** QA endpoints beside the API; not part of the OpenAPI document, so they live under `/__mock`. */
function mockRoutes(): Record<string, MockRoute> {
  const scenarioState = () => ({
    scenario: getScenario(),
    scenarios: SCENARIOS.map(({ name, description }) => ({ name, description })),
  })
  return {
    'GET /__mock/mailbox': (_req, res) => sendJson(res, 200, listMail()),
    'GET /__mock/scenario': (_req, res) => sendJson(res, 200, scenarioState()),
    'PUT /__mock/scenario': async (req, res) => {
      const body = await readJson(req)
      const wanted =
        body && typeof body === 'object' && 'scenario' in body ? body.scenario : undefined
      if (wanted !== null && typeof wanted !== 'string') {
        sendJson(res, 400, { detail: 'Send {"scenario": "<name>"} or {"scenario": null}.' })
        return
      }
      try {
        setScenario(wanted)
      } catch (error) {
        sendJson(res, 400, { detail: (error as Error).message })
        return
      }
      sendJson(res, 200, scenarioState())
    },
    'POST /__mock/reset': async (req, res) => {
      const body = await readJson(req)
      const seed =
        body && typeof body === 'object' && 'seed' in body && Number.isSafeInteger(body.seed)
          ? (body.seed as number)
          : getSeed()
      resetDb(seed)
      sendJson(res, 200, { seed: getSeed(), scenario: getScenario() })
    },
  }
}

function logger(option: MockServerOptions['log']): ((line: string) => void) | null {
  if (option === false) return null
  if (typeof option === 'function') return option
  return (line) => process.stdout.write(`${line}\n`)
}

function clock(): string {
  return new Date().toISOString().slice(11, 23)
}

/**
 * Starts the mock backend. The database and the scenario are the module-wide ones the handlers
 * read, so one process should run one mock server at a time.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port = 0, host = 'localhost' } = options
  if (options.seed !== undefined) resetDb(options.seed)
  if (options.scenario !== undefined) setScenario(options.scenario)
  if (options.force !== undefined) {
    const { refused } = setForced(options.force)
    if (refused.length > 0) throw new Error(`MOCK_FORCE refused: ${refused.join(' ')}`)
  }
  setResponseCheck((options.strict ?? process.env.MOCK_STRICT === '1') ? 'strict' : 'warn')
  const log = logger(options.log ?? false)
  const routes = mockRoutes()
  const fault = parseFault(options.fault)
  const media = options.media ?? mediaFormatFromEnv(process.env.MOCK_MEDIA)

  const server = createServer((req, res) => {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const origin = `http://${req.headers.host ?? `localhost:${port}`}`
    const url = new URL(req.url ?? '/', origin)
    let outcome = ''
    res.on('close', () => {
      const ms = Math.round(performance.now() - started)
      const status = outcome || (res.writableFinished ? String(res.statusCode) : 'aborted')
      log?.(`${clock()} ${method} ${url.pathname}${url.search} → ${status} ${ms}ms`)
    })

    setCors(req, res)
    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      answerPreflight(req, res)
      return
    }

    void (async () => {
      const route = routes[`${method} ${url.pathname.replace(/\/$/, '')}`]
      if (route) return route(req, res)

      const request = toFetchRequest(req, url, await readBody(req))
      const answer = await getResponse(handlers, request, { baseUrl: origin })
      const response = answer && fault ? await applyFault(fault, request, answer) : answer
      if (!response) {
        sendJson(res, 404, { detail: `No mock answers ${method} ${url.pathname}.` })
        return
      }
      if (response.type === 'error') {
        // The `offline` scenario: drop the connection so clients see a network error.
        outcome = 'network error'
        res.destroy()
        return
      }
      await sendFetchResponse(
        req,
        res,
        await negotiatePicture(response, request.headers.get('accept'), media),
      )
    })().catch((error: unknown) => {
      console.error(`[mocks] ${method} ${url.pathname} failed:`, error)
      if (res.headersSent) {
        res.destroy()
        return
      }
      const detail = error instanceof SyntaxError ? 'Malformed JSON body.' : 'Mock server error.'
      sendJson(res, error instanceof SyntaxError ? 400 : 500, { detail })
    })
  })

  // An idle kept-alive connection stays open 75 s, nginx's default. Node's 5 s closed it while a
  // client was about to send on it again: a test's request context, idle for the 9 s of its test
  // on a loaded machine, got ECONNRESET on its next request (the e2e http project, once).
  server.keepAliveTimeout = 75_000

  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      done()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  const ownUrl = `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${actualPort}`
  // Pictures are answered on this server's origin, not the app's: the data names them absolutely.
  setMediaOrigin(options.publicUrl || ownUrl)
  resetDb(getSeed())

  return {
    url: ownUrl,
    port: actualPort,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()))
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections()
      }),
  }
}

function intFromEnv(name: string): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return undefined
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}".`)
  }
  return value
}

async function main(): Promise<void> {
  const server = await startMockServer({
    port: intFromEnv('PORT') ?? DEFAULT_PORT,
    host: process.env.HOST?.trim() || 'localhost',
    seed: intFromEnv('MOCK_SEED'),
    scenario: process.env.MOCK_SCENARIO?.trim() || null,
    fault: process.env.MOCK_FAULT,
    publicUrl: process.env.MOCK_PUBLIC_URL?.trim() || undefined,
    force: process.env.MOCK_FORCE?.trim() || undefined,
    log: true,
  })
  if (process.env.MOCK_FAULT)
    console.log(`MOCK_FAULT=${process.env.MOCK_FAULT}: this server breaks the contract on purpose.`)
  console.log(
    `Film Waffle mock API on ${server.url} (seed ${getSeed()}, scenario ${getScenario() ?? 'none'}, ` +
      `response check ${process.env.MOCK_STRICT === '1' ? 'strict' : 'warn'})\n` +
      `  mailbox  GET ${server.url}/__mock/mailbox\n` +
      `  scenario GET|PUT ${server.url}/__mock/scenario\n` +
      `  reset    POST ${server.url}/__mock/reset`,
  )

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1) // a second Ctrl+C means "now"
    stopping = true
    console.log(`\n${signal}: stopping the mock API…`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)

if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
