import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { runJourney } from './journey'
import { buildReport, formatReport, type Report } from './report'
import { ContractValidator } from './validator'

/**
 * The conformance runner for the API team:
 *
 *   npm run contract -- --base-url http://localhost:4010
 *   npm run contract -- --base-url https://api.example.com --username U --password P
 *
 * drives a stateful journey over a live server, checks every answer against
 * openapi/openapi.yaml, prints one row per operation and exits 1 on any violation or failed step
 * (2 on a usage error).
 */

const USAGE = `Usage: npm run contract -- --base-url URL [--username U --password P] [--verbose] [--json FILE]

  --base-url   the server's origin (the document's paths are appended: /api/...)
  --username   a verified member (needed unless the target is the Film Waffle mock server,
  --password   on which the runner registers and verifies its own members through the mailbox)
  --verbose    print every call as it is made
  --json FILE  also write the report as JSON
  --timeout MS per request (default 15000)`

const DOCUMENT = resolve(fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url)))

export async function runConformance(options: {
  baseUrl: string
  username?: string
  password?: string
  timeoutMs?: number
  log?: (line: string) => void
}): Promise<Report> {
  const validator = await ContractValidator.load(DOCUMENT)
  const outcome = await runJourney(validator, options)
  return buildReport(validator, outcome)
}

async function main(): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        verbose: { type: 'boolean', default: false },
        json: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const baseUrl = values['base-url']
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
    console.error(`--base-url must be an http(s) URL.\n\n${USAGE}`)
    return 2
  }
  if (Boolean(values.username) !== Boolean(values.password)) {
    console.error(`--username and --password go together.\n\n${USAGE}`)
    return 2
  }
  const timeoutMs = values.timeout ? Number(values.timeout) : undefined
  let report: Report
  try {
    report = await runConformance({
      baseUrl: baseUrl.replace(/\/+$/, ''),
      username: values.username,
      password: values.password,
      timeoutMs,
      log: values.verbose ? (line) => console.log(`  ${line}`) : undefined,
    })
  } catch (error) {
    console.error((error as Error).message)
    return 2
  }
  console.log(formatReport(report, baseUrl))
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`)
  return report.ok ? 0 : 1
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 2
    },
  )
}
