/**
 * Serving a built app the way the budget check and the bench measure it: `npm run mock:server`
 * (the API, over loopback HTTP) and `vite preview` of a build directory in front of it. Every
 * process is started in its own process group and stopped by that group's id.
 */
import { spawn, spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
export const CHROMIUM = '/usr/bin/chromium'
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking']

const bin = (name) => join(ROOT, 'node_modules', '.bin', name)

/** Builds the app into `outDir` (relative to the repository) in the given API mode. */
export function build({ outDir, apiMode, apiBaseUrl }) {
  const result = spawnSync(bin('vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_MODE: apiMode,
      ...(apiBaseUrl ? { VITE_API_BASE_URL: apiBaseUrl } : {}),
    },
  })
  if (result.status !== 0) throw new Error(`vite build (${apiMode}) into ${outDir} failed`)
}

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return {
    child,
    output: () => output,
    stop() {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
    },
  }
}

async function waitFor(url, proc, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${url}: the server exited early:\n${proc.output()}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`)
}

/** The standalone mock API on `port` (seeded world, no scenario). */
export async function startMockApi(port) {
  const proc = start(bin('tsx'), ['mocks/server.ts'], { PORT: String(port) })
  await waitFor(`http://localhost:${port}/api/content/post/new?page=1`, proc)
  return proc
}

/** `vite preview` of `outDir` on `port`; in http mode /mock-media is proxied to the mock API. */
export async function startPreview({ outDir, port, apiMode, apiBaseUrl }) {
  const proc = start(
    bin('vite'),
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {
      VITE_API_MODE: apiMode,
      ...(apiBaseUrl ? { VITE_API_BASE_URL: apiBaseUrl } : {}),
    },
  )
  await waitFor(`http://localhost:${port}/`, proc)
  return proc
}

/** A post, a board and a group slug from the seeded world, for the pages that need one. */
export async function pickSlugs(apiBaseUrl) {
  const posts = await (await fetch(`${apiBaseUrl}/api/content/post/trending?page=1`)).json()
  const boards = await (await fetch(`${apiBaseUrl}/api/board?page=1`)).json()
  const groups = await (await fetch(`${apiBaseUrl}/api/interest/group/top?page=1`)).json()
  const post = posts.results?.[0]?.slug
  const board = boards.results?.[0]?.slug
  const group = groups.results?.[0]?.slug
  if (!post || !board || !group) {
    throw new Error('The mock API returned no post, board or group to measure')
  }
  return { post, board, group }
}
