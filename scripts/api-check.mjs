// Fails when a committed generated API file is stale: regenerates into a temporary directory with
// the same script `npm run api:generate` uses and compares byte for byte, naming each stale file.
import { execFileSync } from 'node:child_process'
import console from 'node:console'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tempDir = await mkdtemp(path.join(tmpdir(), 'film-waffle-api-check-'))

try {
  execFileSync(process.execPath, [path.join(root, 'scripts/api-generate.mjs'), tempDir], {
    stdio: 'ignore',
  })
  const stale = []
  for (const name of (await readdir(tempDir)).sort()) {
    const fresh = await readFile(path.join(tempDir, name), 'utf8')
    const committed = await readFile(path.join(root, 'openapi', name), 'utf8').catch(() => null)
    if (committed !== fresh) stale.push(`openapi/${name}${committed === null ? ' (missing)' : ''}`)
  }
  if (stale.length > 0) {
    console.error(
      `✗ Stale generated API files — run \`npm run api:generate\` and commit:\n  ${stale.join('\n  ')}`,
    )
    process.exitCode = 1
  } else {
    console.log('✓ Generated API files are up to date.')
  }
} finally {
  await rm(tempDir, { recursive: true, force: true })
}
