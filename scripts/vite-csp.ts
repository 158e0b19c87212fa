import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { earlyRequestsScriptFor } from './vite-early-requests.ts'

/**
 * The Content Security Policy of the production builds (mock and http mode), written into
 * index.html as `<meta http-equiv="Content-Security-Policy">` by a build-only Vite plugin.
 *
 * The policy admits only what the configured build needs:
 * - scripts, styles, fonts and workers from this origin (Vite emits every script and style as a
 *   file; vanilla-extract writes .css files; `style` props are set through the CSSOM by React,
 *   which CSP allows), react-aria's one inline `<style>` and the early-requests `<script>` by
 *   their hashes, plus Google's sign-in script, style, frame and calls when a client
 *   id is set;
 * - pictures from this origin, `blob:` (the drop zone's previews of a chosen file), the API origin
 *   and the image-compression origin;
 * - calls to this origin, the API origin (`VITE_API_BASE_URL`) and the compression service;
 * - frames from the configured policy provider(s) only, none otherwise;
 * - no plugins (`object-src 'none'`), no `<base>` elsewhere, forms submit here only.
 *
 * The dev server gets no policy: React Refresh needs an inline script there.
 *
 * A meta tag cannot carry `frame-ancestors`, `report-to`/`report-uri` or `sandbox`; serve the
 * header form (`contentSecurityPolicyHeader`) from the web server for those (deploy/nginx.conf,
 * README.md → Deployment).
 */

/**
 * The one inline `<style>` element the app creates: react-aria's usePress prepends it to <head>
 * once (touch-action for pressable elements, so a double tap does not zoom). It is admitted by
 * its hash, never by 'unsafe-inline'. tests/unit/vite-csp.test.ts checks this copy against the
 * installed react-aria, and the end-to-end fixtures fail on any violation should it drift.
 */
export const REACT_ARIA_PRESSABLE_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}'

/** A CSP hash source for an inline `<style>` or `<script>` with exactly this text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export type CspEnv = Readonly<Record<string, string | undefined>>

export const GOOGLE_ORIGIN = 'https://accounts.google.com'

const POLICY_URL_KEYS = [
  'VITE_POLICY_URL_TERMS',
  'VITE_POLICY_URL_COOKIES',
  'VITE_POLICY_URL_PRIVACY',
  'VITE_POLICY_URL_DISCLAIMER',
  'VITE_POLICY_URL_ACCEPTABLE_USE',
] as const

/** The origin of an absolute http(s) URL; undefined for relative paths (same origin) and junk. */
export function originOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

function sources(...values: (string | undefined | false)[]): string {
  return [...new Set(values.filter((value): value is string => Boolean(value)))].join(' ')
}

/** The policy's directives for a build configured by `env` (the build's VITE_ variables). */
export function contentSecurityPolicyDirectives(env: CspEnv): [string, string][] {
  const httpMode = (env.VITE_API_MODE ?? 'mock') === 'http'
  // In mock mode the API, its pictures and the compression service are all answered on this
  // origin by the mock service worker.
  const api = httpMode ? originOf(env.VITE_API_BASE_URL) : undefined
  const images = originOf(env.VITE_IMAGE_COMPRESSION_URL)
  const google = httpMode && Boolean(env.VITE_GOOGLE_CLIENT_ID?.trim())
  const policies = httpMode ? POLICY_URL_KEYS.map((key) => originOf(env[key])) : []
  const frames = sources(...policies, google && `${GOOGLE_ORIGIN}/gsi/`)

  return [
    ['default-src', "'self'"],
    [
      'script-src',
      // Mock mode only: the mock backend runs in the page, and its contract guard (Ajv, through
      // openapi-backend) compiles each request validator into a function. Never in http mode.
      // The early-requests script inline in index.html (scripts/vite-early-requests.ts), by its hash.
      sources(
        "'self'",
        !httpMode && "'unsafe-eval'",
        inlineHash(earlyRequestsScriptFor({ ...env, VITE_API_MODE: httpMode ? 'http' : 'mock' })),
        google && `${GOOGLE_ORIGIN}/gsi/client`,
      ),
    ],
    [
      'style-src',
      sources(
        "'self'",
        inlineHash(REACT_ARIA_PRESSABLE_STYLE),
        google && `${GOOGLE_ORIGIN}/gsi/style`,
      ),
    ],
    ['img-src', sources("'self'", 'blob:', api, images)],
    ['font-src', "'self'"],
    ['connect-src', sources("'self'", api, images, google && `${GOOGLE_ORIGIN}/gsi/`)],
    ['frame-src', frames || "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
}

function serialise(directives: [string, string][]): string {
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/** The policy as the meta tag carries it. */
export function contentSecurityPolicy(env: CspEnv): string {
  return serialise(contentSecurityPolicyDirectives(env))
}

/**
 * The same policy as a response header, with what only a header can say: no site may frame this
 * one (clickjacking).
 */
export function contentSecurityPolicyHeader(env: CspEnv): string {
  return serialise([...contentSecurityPolicyDirectives(env), ['frame-ancestors', "'none'"]])
}

/** Build-only: puts the meta tag first in `<head>`, before any script or stylesheet. */
export function contentSecurityPolicyPlugin(): Plugin {
  let env: CspEnv = {}
  return {
    name: 'film-waffle:content-security-policy',
    apply: 'build',
    configResolved(config) {
      // config.env holds the VITE_ variables of the .env files and of the process environment;
      // vite.config.ts lets the process's VITE_API_MODE win, and so does this.
      env = { ...config.env, VITE_API_MODE: process.env.VITE_API_MODE ?? config.env.VITE_API_MODE }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (/http-equiv=["']?Content-Security-Policy/i.test(html)) {
          throw new Error('index.html already has a Content-Security-Policy meta tag')
        }
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env)}" />`
        // Right after the charset declaration (which must come first), before any script or style.
        const charset = /<meta charset=[^>]*>/i
        if (charset.test(html)) return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
        return html.replace(/<head>/i, (tag) => `${tag}\n    ${meta}`)
      },
    },
  }
}
