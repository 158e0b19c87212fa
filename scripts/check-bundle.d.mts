/** Types for the pure parts of scripts/check-bundle.mjs, used by tests/unit/bundle-budget.test.ts. */

export interface PageFacts {
  downloads: { path: string; type: string }[]
  lcp: { time: number; element: string | null } | null
  requestsBeforeLcp: { url: string }[]
}

export interface SizedFile {
  path: string
  gzip: number
}

export interface PageSummary {
  jsFiles: SizedFile[]
  jsBytes: number
  cssFiles: SizedFile[]
  cssBytes: number
  requestsBeforeLcp: string[]
  lcpTime: number | null
  lcpElement: string | null
}

export interface Budgets {
  coreJs: number
  anyJs: number
  css: number
  coreCss: number
  requestsBeforeLcp: number
}

export interface BuiltFile {
  path: string
  content: Uint8Array | string
}

export interface MockFinding {
  path: string
  marker: string
}

export const KB: number
export const BUDGETS: Budgets
export const ENFORCED: Budgets
export const MOCK_WORKER_FILE: string
export const MOCK_MARKERS: readonly string[]
export const DEVTOOLS_MARKERS: readonly string[]

export function gzipSize(content: Uint8Array | string): number
export function summariseDownloads(input: {
  facts: PageFacts
  readFile?: (path: string) => Uint8Array | string
  distDir?: string
}): PageSummary
export function checkBudgets(
  page: string,
  summary: PageSummary,
  options: { core: boolean; budgets?: Budgets },
): string[]
export function findMockCode(files: readonly BuiltFile[]): MockFinding[]
export function formatKB(bytes: number): string
