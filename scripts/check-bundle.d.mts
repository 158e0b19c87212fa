/** Types for the pure parts of scripts/check-bundle.mjs, used by tests/unit/bundle-budget.test.ts. */

export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export interface MeasuredFile {
  file: string
  raw: number
  gzip: number
}

export interface Measurement {
  route: string
  entry: string
  routeKeys: string[]
  files: MeasuredFile[]
  total: number
  budget: number
  withinBudget: boolean
}

export interface BuiltFile {
  path: string
  content: Uint8Array | string
}

export interface MockFinding {
  path: string
  marker: string
}

export const KIB: number
export const DEFAULT_BUDGET_BYTES: number
export const DEFAULT_ROUTE: string
export const MOCK_WORKER_FILE: string
export const MOCK_MARKERS: readonly string[]

export function routeEntryKeys(manifest: Manifest, route: string): string[]
export function firstLoadKeys(manifest: Manifest, roots: readonly string[]): string[]
export function gzipSize(content: Uint8Array | string): number
export function measureFirstLoad(input: {
  manifest: Manifest
  readFile: (file: string) => Uint8Array | string
  route?: string
  budget?: number
}): Measurement
export function findMockCode(files: Iterable<BuiltFile>): MockFinding[]
export function formatKiB(bytes: number): string
export function formatReport(measurement: Measurement): string
