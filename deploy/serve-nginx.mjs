#!/usr/bin/env node
/**
 * Starts Debian's nginx in the foreground with deploy/nginx.conf, its ${...} values filled in from
 * the environment (NGINX_PORT, NGINX_ROOT, API_UPSTREAM, API_PATHS; NGINX_PREFIX defaults to a fresh temp
 * folder). Used by the `nginx` Playwright project; also a way to try the deployment locally:
 *
 *   npm run build:http   # with VITE_API_BASE_URL unset: the app calls /api on its own origin
 *   PORT=4010 npm run mock:server &
 *   NGINX_PORT=8080 NGINX_ROOT=$PWD/dist-http API_UPSTREAM=localhost:4010 node deploy/serve-nginx.mjs
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const values = {
  NGINX_PORT: process.env.NGINX_PORT ?? '8080',
  NGINX_ROOT: resolve(process.env.NGINX_ROOT ?? join(here, '..', 'dist-http')),
  NGINX_PREFIX: resolve(
    process.env.NGINX_PREFIX ?? mkdtempSync(join(tmpdir(), 'film-waffle-nginx-')),
  ),
  API_UPSTREAM: process.env.API_UPSTREAM ?? 'localhost:4010',
  API_PATHS: process.env.API_PATHS ?? 'api|image-service|mock-media',
}
// The build's brotli copies, sent where Debian's libnginx-mod-http-brotli-static is installed.
const brotliModule = join(
  process.env.NGINX_MODULES ?? '/usr/lib/nginx/modules',
  'ngx_http_brotli_static_module.so',
)
const brotli = existsSync(brotliModule)
values.BROTLI_MODULE = brotli ? `load_module ${brotliModule};` : ''
values.BROTLI_STATIC = brotli ? 'brotli_static on;' : ''
if (!brotli) console.warn(`[nginx] no ${brotliModule}: assets are gzipped, not brotli`)
mkdirSync(values.NGINX_PREFIX, { recursive: true })

const template = readFileSync(join(here, 'nginx.conf'), 'utf8')
const config = template.replace(/\$\{(\w+)\}/g, (whole, name) => {
  if (!(name in values)) throw new Error(`deploy/nginx.conf asks for an unknown value ${whole}`)
  return values[name]
})
const configPath = join(values.NGINX_PREFIX, 'nginx.conf')
writeFileSync(configPath, config)

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
const child = spawn(nginx, ['-p', values.NGINX_PREFIX, '-c', configPath], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
