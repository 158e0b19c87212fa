import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatReport } from './report'
import { runConformance } from './run'

/**
 * `npm run test:contract`: starts the standalone mock server (`npm run mock:server`, as its own
 * process) on a free port, runs the conformance runner against it and stops it again. The exit
 * code is the runner's. `CONTRACT_MOCK_PORT` picks the port; `MOCK_FAULT` (passed through to the
 * server) makes it a deliberately wrong server.
 */

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, 'localhost', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function startServer(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
    cwd: ROOT,
    // Strict, so an answer of ours that breaks the document fails the run as a 500 naming the field.
    env: { MOCK_STRICT: '1', ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      fail(new Error(`The mock server did not start within 60 s:\n${output}`))
    }, 60_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /mock API on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) {
        clearTimeout(timer)
        // The server logs every request: keep reading so its pipe never fills, but stay quiet.
        child.stdout?.removeAllListeners('data')
        child.stdout?.resume()
        done({ child, url })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`The mock server exited (${code}) before it was ready:\n${output}`))
    })
  })
}

async function main(): Promise<number> {
  const port = Number(process.env.CONTRACT_MOCK_PORT ?? '') || (await freePort())
  const { child, url } = await startServer(port)
  try {
    const report = await runConformance({ baseUrl: url })
    console.log(formatReport(report, url))
    return report.ok ? 0 : 1
  } finally {
    child.removeAllListeners('exit')
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await exited
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 2
  },
)
