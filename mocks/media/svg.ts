import { hashSeed } from '#mocks/db/random'

/**
 * Every picture the mocks hand out is drawn here as SVG, so mock mode never fetches an image from
 * another host. Colours come from a hash of the key: the same poster looks the same every time.
 */

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )
}

function palette(key: string): { a: string; b: string; ink: string; accent: string } {
  const h = hashSeed('palette', key)
  const hue = h % 360
  const shift = 40 + ((h >>> 9) % 120)
  return {
    a: `hsl(${hue} 62% 22%)`,
    b: `hsl(${(hue + shift) % 360} 70% 46%)`,
    ink: 'hsl(40 30% 96%)',
    accent: `hsl(${(hue + 180) % 360} 80% 70%)`,
  }
}

/** Greedy word wrap; good enough for titles on a poster. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (!line) line = word
    else if ((line + ' ' + word).length <= maxChars) line += ' ' + word
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`
    return kept
  }
  return lines
}

function gradient(id: string, key: string, angle = 1): string {
  const p = palette(key)
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${angle}" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>`
}

export function posterSvg(input: {
  key: string
  title: string
  subtitle?: string
  caption?: string
}): string {
  const p = palette(input.key)
  const lines = wrap(input.title.toUpperCase(), 14, 4)
  const startY = 560 - lines.length * 58
  const text = lines
    .map(
      (line, i) =>
        `<text x="300" y="${startY + i * 58}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="50" font-weight="700" letter-spacing="2" fill="${p.ink}">${escapeXml(line)}</text>`,
    )
    .join('')
  const h = hashSeed('poster-shape', input.key)
  const cx = 120 + (h % 360)
  const cy = 160 + ((h >>> 8) % 160)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900" role="img" aria-label="${escapeXml(input.title)}">`,
    gradient('g', input.key),
    `<rect width="600" height="900" fill="url(#g)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${110 + (h % 70)}" fill="${p.accent}" opacity="0.35"/>`,
    `<circle cx="${600 - cx}" cy="${cy + 120}" r="${60 + ((h >>> 4) % 50)}" fill="${p.ink}" opacity="0.12"/>`,
    `<rect x="40" y="40" width="520" height="820" fill="none" stroke="${p.ink}" stroke-opacity="0.5" stroke-width="3"/>`,
    text,
    input.subtitle
      ? `<text x="300" y="700" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" letter-spacing="6" fill="${p.ink}" opacity="0.9">${escapeXml(input.subtitle.toUpperCase())}</text>`
      : '',
    input.caption
      ? `<text x="300" y="800" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="3" fill="${p.ink}" opacity="0.75">${escapeXml(input.caption)}</text>`
      : '',
    '</svg>',
  ].join('')
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0] ?? ''
  const second = words[1]
  return (second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2)).toUpperCase()
}

export function avatarSvg(input: { key: string; name: string }): string {
  const p = palette(input.key)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(input.name)}">`,
    gradient('g', input.key),
    `<rect width="256" height="256" fill="url(#g)"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="104" font-weight="700" fill="${p.ink}">${escapeXml(initialsOf(input.name))}</text>`,
    '</svg>',
  ].join('')
}

/** Wide banners: profile and group covers, board tiles and advertisement sizes. */
export function bannerSvg(input: {
  key: string
  title: string
  width: number
  height: number
  subtitle?: string
}): string {
  const p = palette(input.key)
  const { width, height } = input
  const fontSize = Math.max(
    14,
    Math.round(Math.min(height * 0.22, (width * 1.6) / Math.max(8, input.title.length))),
  )
  const h = hashSeed('banner-shape', input.key)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.title)}">`,
    gradient('g', input.key, 0.4),
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(width * (0.15 + (h % 70) / 100))}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.6)}" fill="${p.accent}" opacity="0.25"/>`,
    `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" fill="${p.ink}">${escapeXml(input.title)}</text>`,
    input.subtitle
      ? `<text x="${width / 2}" y="${height / 2 + fontSize * 1.1}" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(fontSize * 0.45)}" fill="${p.ink}" opacity="0.85">${escapeXml(input.subtitle)}</text>`
      : '',
    '</svg>',
  ].join('')
}

export const AD_SIZES = {
  xs: { width: 320, height: 100 },
  sm: { width: 640, height: 160 },
  md: { width: 970, height: 250 },
  lg: { width: 1456, height: 180 },
} as const

export type AdSize = keyof typeof AD_SIZES
