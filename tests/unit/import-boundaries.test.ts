import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One direction of dependency (README.md → Layout): openapi → shared (components, lib, i18n, styles) →
 * features → routes → app; src/ reaches mocks/ only through app/enable-mocking.ts and mocks/
 * never imports src/. A test over every import rather than an ESLint plugin: the resolver that
 * eslint-plugin-import-x needs ships platform binaries our registry does not carry, which breaks
 * `npm ci`. Imports are relative (`./x`, `../api/y`) or package.json `imports` aliases
 * (`#features/posts/…`); both are resolved to a path from the repository root before judging.
 */
const root = resolve(import.meta.dirname, '../..')

/** package.json `imports`: alias prefix → folder from the root, e.g. '#lib/' → 'src/lib/'. */
function readAliases(): Map<string, string> {
  const { imports = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>
  }
  return new Map(
    Object.entries(imports).map(([alias, target]) => [
      alias.replace(/\*$/, ''),
      target.replace(/^\.\//, '').replace(/\*$/, ''),
    ]),
  )
}
const ALIASES = readAliases()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : []
  })
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g

/**
 * Where a specifier written in `from` (a path from the root) points, as a path from the root;
 * undefined for a package. An alias package.json does not declare is reported as such.
 */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(from), specifier))
  if (!specifier.startsWith('#')) return undefined
  for (const [alias, folder] of ALIASES) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length)
  }
  return `undeclared-alias:${specifier}`
}

/** Every import of our own code a file makes, as a path from the repository root. */
function importsOf(file: string): string[] {
  const from = relative(root, file)
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => resolveSpecifier(from, match[1] ?? match[2] ?? match[3] ?? ''))
    .filter((path) => path !== undefined)
}

type Layer = 'openapi' | 'shared' | 'features' | 'routes' | 'app' | 'mocks' | 'other'

function layerOf(path: string): Layer {
  if (path.startsWith('openapi/')) return 'openapi'
  if (path.startsWith('mocks/')) return 'mocks'
  if (/^src\/(components|lib|i18n|styles)\//.test(path)) return 'shared'
  if (path.startsWith('src/features/')) return 'features'
  if (path.startsWith('src/routes/')) return 'routes'
  if (path.startsWith('src/app/') || path === 'src/main.tsx') return 'app'
  return 'other'
}

const RANK: Record<Layer, number> = {
  openapi: 0,
  shared: 1,
  features: 2,
  routes: 3,
  app: 4,
  mocks: -1,
  other: -1,
}

function featureOf(path: string): string | undefined {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1]
}

/** What is wrong with `from` importing `to`, if anything. */
function violation(from: string, to: string): string | undefined {
  if (to.startsWith('undeclared-alias:')) return 'an alias package.json "imports" does not declare'
  const a = layerOf(from)
  const b = layerOf(to)
  if (a === 'mocks' && to.startsWith('src/')) return 'mocks/ never imports src/'
  if (from.startsWith('src/') && b === 'mocks') {
    return from === 'src/app/enable-mocking.ts'
      ? undefined
      : 'src/ reaches mocks/ only through src/app/enable-mocking.ts'
  }
  if (a === 'features' && b === 'features' && featureOf(from) !== featureOf(to)) {
    return 'a feature never imports another feature'
  }
  if (RANK[a] >= 0 && RANK[b] >= 0 && RANK[b] > RANK[a]) return `${a} never imports ${b}`
  return undefined
}

/**
 * The folder a file's relative imports stay inside (README.md → Layout, "An import"): its feature
 * (`src/features/posts/`), or the first folder under src/, mocks/, tests/ or scripts/
 * (`src/lib/`, `mocks/db/`, `tests/e2e/`). Anything further away is reached through an alias.
 */
function areaOf(path: string): string {
  const parts = path.split('/')
  const depth = parts[0] === 'src' && parts[1] === 'features' ? 3 : 2
  return parts.length > depth ? `${parts.slice(0, depth).join('/')}/` : `${parts[0]}/`
}

/** Relative specifiers in `from` that leave its area, where an alias would have said where they go. */
function climbsOut(from: string, specifier: string): boolean {
  if (!specifier.startsWith('../')) return false
  const to = resolveSpecifier(from, specifier) ?? ''
  return (
    !to.startsWith(areaOf(from)) && [...ALIASES.values()].some((folder) => to.startsWith(folder))
  )
}

describe('import boundaries', () => {
  const files = ['src', 'mocks'].flatMap((dir) => sourceFiles(join(root, dir)))

  it('finds the source files and their imports', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(importsOf(join(root, 'src/main.tsx'))).toContain('src/app/enable-mocking')
    expect(importsOf(join(root, 'src/app/enable-mocking.ts'))).toContain('mocks/browser')
  })

  it('reads the package.json aliases, which tsconfig mirrors for the type checker', () => {
    expect(ALIASES.get('#features/')).toBe('src/features/')
    expect(ALIASES.get('#mocks/')).toBe('mocks/')
    expect(resolveSpecifier('src/routes/home.tsx', '#features/posts/api/post-queries')).toBe(
      'src/features/posts/api/post-queries',
    )
    expect(resolveSpecifier('src/routes/home.tsx', '../features/posts/api/post-queries')).toBe(
      'src/features/posts/api/post-queries',
    )
    expect(resolveSpecifier('src/routes/home.tsx', 'react')).toBeUndefined()
    // TypeScript does not add extensions to package.json "imports" targets, so tsconfig `paths`
    // repeat them: the two lists must stay the same.
    const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths?: Record<string, string[]> }
    }
    const paths = Object.entries(compilerOptions.paths ?? {}).map(
      ([alias, targets]): [string, string] => [
        alias.replace(/\*$/, ''),
        (targets[0] ?? '').replace(/^\.\//, '').replace(/\*$/, ''),
      ],
    )
    expect(new Map(paths)).toEqual(ALIASES)
  })

  it('keeps every import pointing one way', () => {
    const broken = files.flatMap((file) => {
      const from = relative(root, file)
      return importsOf(file).flatMap((to) => {
        const reason = violation(from, to)
        return reason ? [`${from} → ${to}: ${reason}`] : []
      })
    })
    expect(broken).toEqual([])
  })

  it("reaches outside a file's own area through an alias, never a climbing relative path", () => {
    const everywhere = ['src', 'mocks', 'tests', 'scripts'].flatMap((dir) =>
      sourceFiles(join(root, dir)),
    )
    const climbing = everywhere.flatMap((file) => {
      const from = relative(root, file)
      return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
        .filter((specifier) => climbsOut(from, specifier))
        .map((specifier) => `${from}: '${specifier}'`)
    })
    expect(climbing).toEqual([])
    expect(climbsOut('src/features/posts/components/card.tsx', '../api/post-queries')).toBe(false)
    expect(climbsOut('src/features/posts/components/card.tsx', '../../boards/api/b')).toBe(true)
    expect(climbsOut('src/routes/home.tsx', '../features/posts/api/post-queries')).toBe(true)
    expect(climbsOut('mocks/handlers/posts.ts', '../db/store')).toBe(true)
    expect(climbsOut('tests/component/posts/feeds.test.tsx', '../render')).toBe(false)
  })

  it('flags the imports the rules forbid', () => {
    expect(violation('mocks/handlers/auth.ts', 'src/lib/api/client')).toMatch(/never imports src/)
    expect(violation('src/routes/home.tsx', 'mocks/browser')).toMatch(/enable-mocking/)
    expect(violation('src/app/enable-mocking.ts', 'mocks/browser')).toBeUndefined()
    expect(violation('src/components/ui/button.tsx', 'src/features/session/use-session')).toMatch(
      /shared never imports features/,
    )
    expect(violation('src/features/account/a.ts', 'src/features/session/b')).toMatch(/another/)
    expect(violation('src/features/account/a.ts', 'src/routes/login')).toMatch(/features never/)
    expect(violation('src/routes/login.tsx', 'src/app/router')).toMatch(/routes never imports app/)
    expect(violation('src/routes/login.tsx', 'src/features/account/a')).toBeUndefined()
    // The same rules through the aliases.
    const via = (from: string, specifier: string) =>
      violation(from, resolveSpecifier(from, specifier) ?? '')
    expect(via('src/features/posts/a.ts', '#features/boards/b')).toMatch(/another/)
    expect(via('src/features/posts/a.ts', '#features/posts/api/b')).toBeUndefined()
    expect(via('src/routes/home.tsx', '#mocks/browser')).toMatch(/enable-mocking/)
    expect(via('mocks/handlers/posts.ts', '#lib/api/client')).toMatch(/never imports src/)
    expect(via('src/lib/alerts.ts', '#features/session/atoms')).toMatch(/shared never imports/)
    expect(via('src/lib/alerts.ts', '#nowhere/x')).toMatch(/does not declare/)
  })
})
