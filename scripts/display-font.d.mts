/** Types for scripts/display-font.mjs, used by tests/unit/display-font.test.ts. */

export const SOURCE_FONT: string
export const SUBSET_FONT: string
export const SUBSET_RANGES: readonly (readonly [first: number, last: number])[]
export const SUBSET_FEATURES: readonly string[]
export const FONTSOURCE_LATIN_RANGE: string

export function subsetCodePoints(): number[]
export function fullFaceCodePoints(): number[]
export function codePointsOf(range: string): number[]
export function unicodeRange(codePoints: readonly number[]): string
export function makeSubset(source?: Uint8Array): Promise<Buffer>
export function toTrueType(font: Uint8Array): Promise<Buffer>
