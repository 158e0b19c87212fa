// Generates everything derived from the OpenAPI documents: the openapi-typescript types of both
// documents and openapi/openapi.gen.json (the main document bundled as JSON, which the mocks
// import to validate requests at run time). `node scripts/api-generate.mjs [outDir]` writes into
// outDir instead of openapi/, which is how api-check compares fresh output with committed files.
import console from 'node:console'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'openapi'))

const documents = [
  { source: 'openapi/openapi.yaml', types: 'schema.gen.ts', json: 'openapi.gen.json' },
  { source: 'openapi/image-compression.yaml', types: 'image-compression.gen.ts' },
]

const banner = (source) =>
  `/**\n * Generated from ${source} by scripts/api-generate.mjs (openapi-typescript). Do not edit:\n * change the document and run \`npm run api:generate\`.\n */\n\n`

await mkdir(outDir, { recursive: true })
for (const doc of documents) {
  const sourcePath = path.join(root, doc.source)
  const ast = await openapiTS(pathToFileURL(sourcePath))
  await writeFile(path.join(outDir, doc.types), banner(doc.source) + astToString(ast))
  if (doc.json) {
    // The document's examples share data through YAML anchors, hence no alias limit.
    const document = parse(await readFile(sourcePath, 'utf8'), { maxAliasCount: -1 })
    await writeFile(path.join(outDir, doc.json), `${JSON.stringify(document, null, 2)}\n`)
  }
  console.log(
    `✓ ${doc.source} → ${path.relative(root, outDir) || '.'}/${doc.types}${doc.json ? ` + ${doc.json}` : ''}`,
  )
}
