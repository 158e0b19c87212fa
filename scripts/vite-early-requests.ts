import type { Plugin } from 'vite'
import { earlyRequestsScript } from './early-requests-script'

/**
 * Build-only, http mode only: puts the early-requests script (scripts/early-requests-script.ts)
 * into index.html's <head>, right after the Content Security Policy (which admits it by its hash)
 * and before the stylesheet, which would otherwise hold it back until the CSS has arrived.
 */
export function earlyRequests(apiMode: string, apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'film-waffle:early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (apiMode !== 'http') return html
        const script = `<script>${earlyRequestsScript(apiBaseUrl)}</script>`
        const after = /<meta http-equiv="Content-Security-Policy"[^>]*>/i.test(html)
          ? /<meta http-equiv="Content-Security-Policy"[^>]*>/i
          : /<meta charset=[^>]*>/i
        if (!after.test(html)) throw new Error('index.html has no <meta charset> to follow')
        return html.replace(after, (tag) => `${tag}\n    ${script}`)
      },
    },
  }
}
