import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * Every reference a comment, a test title or a document makes resolves inside the repository
 * (issue 13). The forms, as docs/behaviour.md describes them:
 *
 * - a product rule: `docs/behaviour.md#<anchor>`, the anchor one of that file's headings;
 * - the contract: ``openapi `<name>` `` (or a list, ``openapi `<a>`, `<b>` and `<c>` ``), each
 *   name an operationId or a component (schema, parameter, response, example) of
 *   openapi/openapi.yaml or openapi/image-compression.yaml;
 * - a choice: `README.md → <Heading>`, optionally `, "<entry>"` naming a bold entry of that
 *   section (also `openapi/README.md → …`), and `contract decision <n>` for openapi/README.md's
 *   numbered decisions.
 *
 * The product specification the code was first written from lives outside the repository, so a
 * reference to one of its sections can never be followed: each is a failure. Every relative link
 * in the Markdown files read here must reach a file, and an anchor one of its headings.
 * Failures name file:line.
 */
const root = resolve(import.meta.dirname, '../..')

const SCANNED_FOLDERS = ['src', 'mocks', 'tests', 'scripts']
const SCANNED_FILES = ['README.md', 'docs/behaviour.md']
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|css|ya?ml|html)$/
const GENERATED = /\.gen\.|routeTree\.gen/

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => SOURCE.test(path) && !GENERATED.test(path))
    .filter((path) => !path.split(/[\\/]/).includes('node_modules'))
}

const openapiFiles = readdirSync(join(root, 'openapi'))
  .filter((name) => /\.(md|ya?ml)$/.test(name))
  .map((name) => join('openapi', name))

const FILES = [...SCANNED_FOLDERS.flatMap(filesUnder), ...openapiFiles, ...SCANNED_FILES].map(
  (path) => path.split('\\').join('/'),
)
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** 1-based line of `index` in `text`. */
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

// ───────────── Markdown headings and their anchors ─────────────

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  let fenced = false
  return markdown.split('\n').flatMap((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced
      return []
    }
    return fenced ? [] : [{ line: index + 1, text }]
  })
}

interface Heading {
  level: number
  text: string
  line: number
}

function headingsOf(markdown: string): Heading[] {
  return proseLines(markdown).flatMap(({ line, text }) => {
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(text)
    return match ? [{ level: match[1]!.length, text: match[2]!, line }] : []
  })
}

/** GitHub's anchor for a heading: its text, lowercased, punctuation dropped, spaces → '-'. */
function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor of a Markdown file, with GitHub's -1, -2 … for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const { text } of headingsOf(markdown)) {
    const slug = githubSlug(text)
    const count = seen.get(slug) ?? 0
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
    seen.set(slug, count + 1)
  }
  return anchors
}

const anchorCache = new Map<string, Set<string>>()
function anchorsOfFile(path: string): Set<string> {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(read(path)))
  return anchorCache.get(path)!
}

/**
 * The section a reference names, from its heading to the next heading of the same or a higher
 * level. The reference is read up to its punctuation ("Decisions instead" names "Decisions", the
 * longest heading it starts with), and a heading's closing parenthesis may be left out
 * ("Deployment" names "Deployment (nginx)").
 */
function sectionOf(path: string, named: string): { heading: string; text: string } | undefined {
  const markdown = read(path)
  const headings = headingsOf(markdown)
  const start = headings
    .filter((h) => {
      const short = h.text.replace(/\s*\([^)]*\)$/, '')
      return [h.text, short].some((text) => named === text || named.startsWith(`${text} `))
    })
    .sort((a, b) => b.text.length - a.text.length)[0]
  if (!start) return undefined
  const end = headings.find((h) => h.line > start.line && h.level <= start.level)
  const text = markdown
    .split('\n')
    .slice(start.line, end ? end.line - 1 : undefined)
    .join('\n')
  return { heading: start.text, text }
}

// ───────────── the names the contract declares ─────────────

function contractNames(): Set<string> {
  const names = new Set<string>()
  for (const file of ['openapi/openapi.yaml', 'openapi/image-compression.yaml']) {
    const document = parse(read(file), { maxAliasCount: -1 }) as {
      paths?: Record<string, Record<string, { operationId?: string }>>
      components?: Record<string, Record<string, unknown>>
    }
    for (const item of Object.values(document.paths ?? {}))
      for (const operation of Object.values(item))
        if (typeof operation === 'object' && operation?.operationId)
          names.add(operation.operationId)
    for (const group of Object.values(document.components ?? {}))
      for (const name of Object.keys(group)) names.add(name)
  }
  return names
}
const CONTRACT = contractNames()

// ───────────── the checks ─────────────

/*
 * Built from pieces so this file, which is scanned too, never matches its own patterns: the
 * section sign is written as an escape and the spec's file name is joined at run time.
 */
const SECTION_SIGN = '\u00a7'
const OUTSIDE_SPEC: readonly RegExp[] = [
  new RegExp(`\\bspec(?:ification)?\\W{0,3}${SECTION_SIGN}`, 'gi'), // spec, then the section sign
  new RegExp(`${SECTION_SIGN}\\s*\\d`, 'g'), // a bare section sign and number
  new RegExp(['\\bspec', 'sections?\\s+\\d'].join(' '), 'gi'), // spec section, then a number
  new RegExp(['film', 'community', 'spec'].join('-'), 'gi'), // the spec's own file name
  new RegExp(['\\bSTYLE', 'md'].join('\\.'), 'g'), // the team's style guide, kept beside the spec
]

type Problem = string

function outsideSpecReferences(path: string, text: string): Problem[] {
  return OUTSIDE_SPEC.flatMap((pattern) =>
    [...text.matchAll(pattern)].map(
      (match) =>
        `${path}:${lineOf(text, match.index)}: "${match[0]}" points into the product spec, which is not in the repository; point at docs/behaviour.md#<area>, openapi \`<name>\` or README.md → Decisions instead`,
    ),
  )
}

const BEHAVIOUR = 'docs/behaviour.md'

function behaviourAnchors(path: string, text: string): Problem[] {
  const anchors = anchorsOfFile(BEHAVIOUR)
  return [...text.matchAll(/docs\/behaviour\.md#([\w-]+)/g)]
    .filter((match) => !anchors.has(match[1]!))
    .map(
      (match) =>
        `${path}:${lineOf(text, match.index)}: docs/behaviour.md has no heading for #${match[1]}`,
    )
}

/**
 * The name in backticks after "openapi", then any more joined by a comma, "and" or "or", even
 * across a comment's line break.
 */
const CONTRACT_REFERENCE =
  /\bopenapi\s+(?:(?:\*|\/\/)\s+)?`(\w+)`((?:(?:,|\s+and|\s+or)\s+(?:(?:\*|\/\/)\s+)?`\w+`)*)/g

function contractReferences(path: string, text: string): Problem[] {
  return [...text.matchAll(CONTRACT_REFERENCE)].flatMap((match) => {
    const names = [match[1]!, ...[...match[2]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!)]
    return names
      .filter((name) => !CONTRACT.has(name))
      .map(
        (name) =>
          `${path}:${lineOf(text, match.index)}: openapi \`${name}\` is neither an operationId nor a component of the contract`,
      )
  })
}

/** `README.md → Decisions, "Group directory"`; also `openapi/README.md → …`. */
const README_REFERENCE =
  /(?:\b(openapi|mocks)\/)?README(?:\.md)? → ([A-Z][\w ]*\w)(?:, "([^"\n]+)")?/g

function readmeReferences(path: string, text: string): Problem[] {
  return [...text.matchAll(README_REFERENCE)].flatMap((match) => {
    const readme = match[1] ? `${match[1]}/README.md` : 'README.md'
    const [, , named, entry] = match
    const where = `${path}:${lineOf(text, match.index)}`
    const section = sectionOf(readme, named!)
    if (section === undefined) return [`${where}: ${readme} has no heading "${named}"`]
    if (entry !== undefined && !section.text.includes(`**${entry}`))
      return [`${where}: ${readme} → ${section.heading} has no entry "**${entry}**"`]
    return []
  })
}

function contractDecisionCount(): number {
  const section = sectionOf('openapi/README.md', 'Contract decisions')?.text ?? ''
  return Math.max(0, ...[...section.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])))
}
const DECISIONS = contractDecisionCount()

function contractDecisionReferences(path: string, text: string): Problem[] {
  return [...text.matchAll(/\bcontract decisions? (\d+)/gi)]
    .filter((match) => Number(match[1]) < 1 || Number(match[1]) > DECISIONS)
    .map(
      (match) =>
        `${path}:${lineOf(text, match.index)}: openapi/README.md has no contract decision ${match[1]} (it has ${DECISIONS})`,
    )
}

/** Relative links of a Markdown file: the target exists, and so does an anchor of a .md one. */
function markdownLinks(path: string, text: string): Problem[] {
  return proseLines(text).flatMap(({ line, text: prose }) =>
    [...prose.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
      const target = match[1]!
      if (/^[a-z][\w+.-]*:/i.test(target)) return []
      const [file = '', anchor] = target.split('#')
      const targetPath = file === '' ? path : relative(root, resolve(root, dirname(path), file))
      const where = `${path}:${line}`
      if (!existsSync(join(root, targetPath)))
        return [`${where}: the link ${target} reaches no file`]
      if (
        anchor !== undefined &&
        targetPath.endsWith('.md') &&
        !anchorsOfFile(targetPath).has(anchor)
      )
        return [`${where}: ${targetPath} has no heading for #${anchor}`]
      return []
    }),
  )
}

function problemsOf(path: string): Problem[] {
  const text = read(path)
  return [
    ...outsideSpecReferences(path, text),
    ...behaviourAnchors(path, text),
    ...contractReferences(path, text),
    ...readmeReferences(path, text),
    ...contractDecisionReferences(path, text),
    ...(path.endsWith('.md') ? markdownLinks(path, text) : []),
  ]
}

describe('references in comments, test titles and documents', () => {
  it('reads the places it is meant to', () => {
    expect(FILES).toContain('src/app/router.tsx')
    expect(FILES).toContain('mocks/README.md')
    expect(FILES).toContain('openapi/README.md')
    expect(FILES).toContain('openapi/openapi.yaml')
    expect(FILES).toContain('tests/unit/comment-references.test.ts')
    expect(FILES.some((path) => GENERATED.test(path))).toBe(false)
    expect(CONTRACT).toContain('createPost')
    expect(CONTRACT).toContain('Profile')
    expect(DECISIONS).toBeGreaterThan(40)
  })

  it('turns headings into GitHub anchors', () => {
    expect(githubSlug('Accounts and sign-in')).toBe('accounts-and-sign-in')
    expect(githubSlug('Deployment (nginx)')).toBe('deployment-nginx')
    expect(githubSlug('`?force=`: any documented status, for the tab')).toBe(
      'force-any-documented-status-for-the-tab',
    )
    expect(anchorsOf('# A\n```sh\n# not a heading\n```\n## A\n')).toEqual(new Set(['a', 'a-1']))
  })

  it('finds each kind of broken reference', () => {
    // Assembled at run time, so the scan of this file does not find them.
    const bad = [
      `see spec ${SECTION_SIGN}4 and ${['STYLE', 'md'].join('.')}`,
      `(${SECTION_SIGN}2, ${SECTION_SIGN}6)`,
      `${BEHAVIOUR}#${'no-such-area'}`,
      ['openapi', '`createPost`, `noSuchCall` and `Profile`'].join(' '),
      ['README.md', 'Decisions, "No such entry"'].join(' → '),
      ['README.md', 'No such heading'].join(' → '),
      ['contract', 'decision', '99'].join(' '),
    ].join('\n')
    const found = [
      ...outsideSpecReferences('x.ts', bad),
      ...behaviourAnchors('x.ts', bad),
      ...contractReferences('x.ts', bad),
      ...readmeReferences('x.ts', bad),
      ...contractDecisionReferences('x.ts', bad),
      ...markdownLinks('docs/x.md', '[a](../no-such-file.md) [b](behaviour.md#nowhere)'),
    ]
    expect(found.map((problem) => problem.split(': ')[0])).toEqual([
      'x.ts:1', // spec + section sign
      'x.ts:1', // the section number
      'x.ts:2',
      'x.ts:2',
      'x.ts:1', // the style guide (patterns are checked one after another)
      'x.ts:3',
      'x.ts:4',
      'x.ts:5',
      'x.ts:6',
      'x.ts:7',
      'docs/x.md:1',
      'docs/x.md:1',
    ])
  })

  it('finds none in the repository', () => {
    expect(FILES.flatMap(problemsOf)).toEqual([])
  })
})
