import type { JourneyOutcome } from './journey'
import type { ContractValidator } from './validator'

export interface ReportRow {
  operationId: string
  method: string
  path: string
  exercised: boolean
  statuses: number[]
  violations: string[]
  note: string
}

export interface Report {
  target: JourneyOutcome['target']
  rows: ReportRow[]
  /** Answers to paths the document does not have (a 404 route, a redirect). */
  strays: ReportRow[]
  failures: string[]
  runnerErrors: string[]
  violationCount: number
  ok: boolean
}

export function buildReport(validator: ContractValidator, outcome: JourneyOutcome): Report {
  const known = new Set<string>()
  const toRow = (operationId: string, method: string, path: string): ReportRow => {
    const record = outcome.records.get(operationId)
    return {
      operationId,
      method: method.toUpperCase(),
      path,
      exercised: record !== undefined,
      statuses: [...(record?.statuses ?? [])].sort((a, b) => a - b),
      violations: [...(record?.violations ?? new Map<string, number>())].map(([text, times]) =>
        times > 1 ? `${text} (×${times})` : text,
      ),
      note: outcome.skipped.get(operationId) ?? '',
    }
  }
  const rows = validator.operations().map((operation) => {
    const id = operation.operationId ?? `${operation.method} ${operation.path}`
    known.add(id)
    return toRow(id, operation.method, operation.path)
  })
  const strays = [...outcome.records.keys()]
    .filter((key) => !known.has(key))
    .map((key) => toRow(key, key.split(' ')[0] ?? '', key.split(' ')[1] ?? ''))
  const violationCount = [...rows, ...strays].reduce((sum, row) => sum + row.violations.length, 0)
  return {
    target: outcome.target,
    rows,
    strays,
    failures: outcome.failures,
    runnerErrors: outcome.runnerErrors,
    violationCount,
    ok: violationCount === 0 && outcome.failures.length === 0 && outcome.runnerErrors.length === 0,
  }
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length)
}

/** The table: one row per operation of the document, then what went wrong, in full. */
export function formatReport(report: Report, baseUrl: string): string {
  const all = [...report.rows, ...report.strays]
  const header = ['operation', 'method path', 'exercised', 'statuses', 'violations']
  const cells = all.map((row) => [
    row.operationId,
    `${row.method} ${row.path}`,
    row.exercised ? 'yes' : 'no',
    row.statuses.join(',') || '-',
    row.violations.length === 0 ? (row.exercised ? '0' : '-') : String(row.violations.length),
  ])
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => (line[i] ?? '').length)),
  )
  const line = (values: string[]) =>
    values
      .map((value, i) => pad(value, widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  const out: string[] = [
    `Conformance of ${baseUrl} (${report.target}) to openapi/openapi.yaml`,
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    '',
  ]
  const exercised = report.rows.filter((row) => row.exercised).length
  out.push(
    `${exercised} of ${report.rows.length} operations exercised, ${report.violationCount} violation(s), ` +
      `${report.failures.length} journey step(s) failed.`,
  )
  const withViolations = all.filter((row) => row.violations.length > 0)
  if (withViolations.length > 0) {
    out.push('', 'Violations:')
    for (const row of withViolations) {
      for (const violation of row.violations) out.push(`  ✗ ${row.operationId}: ${violation}`)
    }
  }
  if (report.failures.length > 0) {
    out.push('', 'Journey steps that could not be completed:')
    for (const failure of report.failures) out.push(`  ✗ ${failure}`)
  }
  if (report.runnerErrors.length > 0) {
    out.push('', 'Requests of the runner itself that do not match the document (a runner bug):')
    for (const error of report.runnerErrors) out.push(`  ! ${error}`)
  }
  const skipped = report.rows.filter((row) => !row.exercised && row.note)
  if (skipped.length > 0) {
    out.push('', 'Not exercised:')
    for (const row of skipped) out.push(`  - ${row.operationId}: ${row.note}`)
  }
  out.push('', report.ok ? 'PASS' : 'FAIL')
  return out.join('\n')
}
