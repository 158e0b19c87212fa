import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EARLY_PAGES } from '#app/early-requests'
import { earlyRequests, earlyRequestsScriptFor, routeChunks } from '#scripts/vite-early-requests'
import {
  REACT_ARIA_PRESSABLE_STYLE,
  inlineHash,
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  contentSecurityPolicyHeader,
  contentSecurityPolicyPlugin,
} from '#scripts/vite-csp'

function directive(env: Record<string, string>, name: string): string | undefined {
  return Object.fromEntries(contentSecurityPolicyDirectives(env))[name]
}

describe('the Content-Security-Policy of the builds', () => {
  it('is strict: everything from this origin, no inline code but two known pieces, no frames', () => {
    const policy = contentSecurityPolicy({ VITE_API_MODE: 'http' })
    // The one inline script is the early-requests one, the one inline style react-aria's.
    expect(policy).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-[^']+'; style-src 'self' 'sha256-[^']+';/,
    )
    expect(policy).toContain("img-src 'self' blob:;")
    expect(policy).toContain("connect-src 'self';")
    expect(policy).toContain("frame-src 'none'")
    expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    // The mock build admits eval for the in-page contract guard (Ajv), and nothing else more.
    // (Its early-requests script asks the API nothing: nothing answers before the mock backend
    // starts. So its hash differs.)
    const withoutScripts = (text: string) => text.replace(/script-src [^;]+;/, '')
    expect(withoutScripts(contentSecurityPolicy({}))).toBe(withoutScripts(policy))
    expect(directive({}, 'script-src')).toBe(
      `'self' 'unsafe-eval' ${inlineHash(earlyRequestsScriptFor({ VITE_API_MODE: 'mock' }))}`,
    )
    // Only a header can carry frame-ancestors.
    expect(policy).not.toContain('frame-ancestors')
    expect(contentSecurityPolicyHeader({ VITE_API_MODE: 'http' })).toMatch(
      /; frame-ancestors 'none'$/,
    )
  })

  it('admits the configured API, compression service and policy provider in http mode', () => {
    const env = {
      VITE_API_MODE: 'http',
      VITE_API_BASE_URL: 'https://api.example.com/v1/',
      VITE_IMAGE_COMPRESSION_URL: 'https://img.example.net/service',
      VITE_POLICY_URL_TERMS: 'https://policies.example.org/terms',
      VITE_POLICY_URL_PRIVACY: 'https://policies.example.org/privacy',
    }
    expect(directive(env, 'connect-src')).toBe(
      "'self' https://api.example.com https://img.example.net",
    )
    expect(directive(env, 'img-src')).toBe(
      "'self' blob: https://api.example.com https://img.example.net",
    )
    expect(directive(env, 'frame-src')).toBe('https://policies.example.org')
    expect(directive(env, 'script-src')).toBe(`'self' ${inlineHash(earlyRequestsScriptFor(env))}`)
  })

  it('adds Google sign-in only when a client id is configured, and only in http mode', () => {
    const env = { VITE_API_MODE: 'http', VITE_GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }
    expect(directive(env, 'script-src')).toMatch(
      /^'self' 'sha256-[^']+' https:\/\/accounts\.google\.com\/gsi\/client$/,
    )
    expect(directive(env, 'frame-src')).toBe('https://accounts.google.com/gsi/')
    expect(directive({ ...env, VITE_GOOGLE_CLIENT_ID: ' ' }, 'script-src')).not.toContain('google')
    expect(directive({ VITE_GOOGLE_CLIENT_ID: 'abc' }, 'script-src')).not.toContain('google')
  })

  it('ignores relative and non-http addresses (same origin, or not a source at all)', () => {
    const env = {
      VITE_API_MODE: 'http',
      VITE_API_BASE_URL: '/api',
      VITE_IMAGE_COMPRESSION_URL: 'javascript:alert(1)',
      VITE_POLICY_URL_TERMS: 'data:text/html,<b>x</b>',
    }
    expect(directive(env, 'connect-src')).toBe("'self'")
    expect(directive(env, 'frame-src')).toBe("'none'")
  })

  it('hashes exactly the inline style the installed react-aria creates', () => {
    const require = createRequire(import.meta.url)
    const root = dirname(require.resolve('react-aria/package.json'))
    const source = readFileSync(
      join(root, 'dist/private/interactions/usePress.mjs'),
      'utf8',
    ).replace(/\$\{\$\w+\$var\$PRESSABLE_ATTRIBUTE\}/g, 'data-react-aria-pressable')
    const inline = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1]?.trim()
    expect(inline).toBe(REACT_ARIA_PRESSABLE_STYLE)
  })

  it('writes the policy into index.html right after the charset, once', () => {
    const plugin = contentSecurityPolicyPlugin()
    const resolved = plugin.configResolved as (config: unknown) => void
    resolved({ env: { VITE_API_MODE: 'mock' } })
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string }
    const html = transform.handler(
      '<html><head><meta charset="UTF-8" /><title>x</title></head></html>',
    )
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self';[^"]*" \/>\s*<title>/,
    )
    expect(() => transform.handler(html)).toThrow(/already has/)
  })

  it('admits exactly the early-requests script an http-mode index.html carries', () => {
    const env = { VITE_API_MODE: 'http', VITE_API_BASE_URL: 'https://api.example.com' }
    const early = earlyRequests('http', env.VITE_API_BASE_URL).transformIndexHtml as {
      handler: (html: string, context: object) => string
    }
    const html = early.handler(
      '<html><head><meta charset="UTF-8" />\n<meta http-equiv="Content-Security-Policy" content="x" />\n<link rel="stylesheet" href="/s.css" /></head></html>',
      {},
    )
    // Right behind the policy and the chunks' data block, before the stylesheet (which would
    // hold a script back).
    expect(html).toMatch(
      /Content-Security-Policy[^>]*>\s*<script type="application\/json" id="film-waffle-route-chunks">\{\}<\/script>\s*<script>[\s\S]+?<\/script>\s*<link rel="stylesheet"/,
    )
    const script = /<script>([\s\S]+?)<\/script>/.exec(html)?.[1] ?? ''
    expect(directive(env, 'script-src')).toBe(`'self' ${inlineHash(script)}`)
    // The same in a mock-mode build, whose script asks the API nothing.
    const mock = earlyRequests('mock', undefined).transformIndexHtml as {
      handler: (html: string, context: object) => string
    }
    const mockHtml = mock.handler('<html><head><meta charset="UTF-8" /></head></html>', {})
    const mockScript = /<script>([\s\S]+?)<\/script>/.exec(mockHtml)?.[1] ?? ''
    expect(mockScript).not.toContain('api/')
    expect(directive({}, 'script-src')).toContain(inlineHash(mockScript))
  })

  it("lists each early page's chunks that index.html does not load already", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[]) => ({
      type: 'chunk' as const,
      fileName,
      facadeModuleId,
      imports,
    })
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', '/app/src/main.tsx', ['assets/framework.js']),
        chunk('assets/framework.js', null, []),
        chunk('assets/content.js', null, ['assets/framework.js', 'assets/content-base.js']),
        chunk('assets/content-base.js', null, []),
        ...EARLY_PAGES.map(({ route }) =>
          chunk(`assets/${route}.js`, `/app/src/routes/${route}?tsr-split=component---loader`, [
            'assets/index.js',
            'assets/content.js',
          ]),
        ),
        // A route's other split (its not-found screen) is not its page.
        chunk('assets/new-404.js', '/app/src/routes/new.tsx?tsr-split=notFoundComponent', []),
      ].map((output) => [output.fileName, output]),
    )
    const listed = routeChunks(bundle as never, 'assets/index.js', { root: '/app', base: '/' })
    expect(listed['new.tsx']).toEqual([
      '/assets/new.tsx.js',
      '/assets/content.js',
      '/assets/content-base.js',
    ])
    expect(Object.keys(listed).toSorted()).toEqual(EARLY_PAGES.map((page) => page.route).toSorted())
    // A page of the table without its chunk is a build error, not a silent miss.
    delete bundle['assets/grid.tsx.js']
    expect(() =>
      routeChunks(bundle as never, 'assets/index.js', { root: '/app', base: '/' }),
    ).toThrow(/grid\.tsx/)
  })

  it('is the one deploy/nginx.conf sends as a header, for a build calling its own origin', () => {
    const conf = readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8')
    const sent = /map \$uri \$film_waffle_csp \{\s*default "([^"]+)";/.exec(conf)?.[1]
    expect(sent).toBe(contentSecurityPolicyHeader({ VITE_API_MODE: 'http' }))
  })
})
