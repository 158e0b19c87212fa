import { spawn } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * `npm run dev` serves the published API reference (`npm run api:docs`, Redocly build-docs) at
 * `/__docs`, next to the app it documents. The HTML lives in the git-ignored `api-docs/`; when it
 * is missing or older than openapi/openapi.yaml the dev server builds it once in the background,
 * and `/__docs` says so until it is ready. Dev only: builds never contain it.
 */
export const API_DOCS_PATH = '/__docs'

export function apiDocs(): Plugin {
  let root = process.cwd()
  let building: Promise<void> | null = null

  const htmlFile = () => resolve(root, 'api-docs/index.html')
  const documentFile = () => resolve(root, 'openapi/openapi.yaml')
  const isStale = () =>
    !existsSync(htmlFile()) || statSync(htmlFile()).mtimeMs < statSync(documentFile()).mtimeMs

  function build(): Promise<void> {
    building ??= new Promise<void>((done) => {
      const child = spawn('npm', ['run', '--silent', 'api:docs'], { cwd: root, stdio: 'ignore' })
      child.on('error', () => done())
      child.on('exit', () => done())
    }).finally(() => {
      building = null
    })
    return building
  }

  return {
    name: 'film-waffle:api-docs',
    apply: 'serve',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      if (isStale()) void build()
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]
        if (path !== API_DOCS_PATH && path !== `${API_DOCS_PATH}/`) {
          next()
          return
        }
        if (isStale()) void build()
        response.setHeader('content-type', 'text/html; charset=utf-8')
        if (!existsSync(htmlFile())) {
          response.statusCode = 503
          response.setHeader('refresh', '3')
          response.end(
            '<!doctype html><title>API reference</title><p>Building the API reference (npm run api:docs)… this page reloads itself.</p>',
          )
          return
        }
        response.end(readFileSync(htmlFile()))
      })
    },
  }
}
