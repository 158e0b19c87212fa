import { readFileSync } from 'node:fs'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as chrome from '#components/layout/chrome.css'
import * as header from '#components/layout/header.css'
import { LogoMark, Wordmark } from '#components/layout/logo'
import * as logo from '#components/layout/logo.css'

/*
 * index.html paints the header's frame before any script runs (tests/e2e/shell.spec.ts checks
 * that it sits where the app's header then draws). It is plain HTML, so it is held to the app's
 * own components here: the same class names (stable ones: vite.config.ts, stableClassNames) and
 * the same logo.
 */
const painted = new DOMParser()
  .parseFromString(readFileSync('index.html', 'utf8'), 'text/html')
  .getElementById('painted-header')

function classOf(selector: string): string | undefined {
  return painted?.querySelector(selector)?.getAttribute('class') ?? undefined
}

/** Markup without the whitespace between tags that formatting adds. */
function markup(element: Element | null | undefined): string {
  return (element?.outerHTML ?? '').replace(/>\s+</g, '><')
}

describe("index.html's painted header", () => {
  it('uses the classes of the header, its bar and the logo', () => {
    expect(painted?.getAttribute('class')).toBe(`${chrome.chromeTheme} ${header.header}`)
    expect(classOf(':scope > div')).toBe(`${chrome.chromeSurface} ${header.bar}`)
    expect(classOf('svg')).toBe(logo.mark)
    expect(painted?.querySelector('svg')?.parentElement?.getAttribute('class')).toBe(logo.logoLink)
    expect(classOf('svg + span')).toBe(logo.wordmark)
    // Stable names, so a build cannot rename them under the HTML.
    expect(header.header).toBe('fw-header')
  })

  it('draws the same logo mark and wordmark as the app', () => {
    const { container } = render(
      <>
        <LogoMark />
        <Wordmark />
      </>,
    )

    expect(markup(painted?.querySelector('svg'))).toBe(markup(container.querySelector('svg')))
    expect(markup(painted?.querySelector('svg + span'))).toBe(
      markup(container.querySelector('svg + span')),
    )
  })

  it('is hidden from assistive technology and offers nothing to press: the app draws the real one', () => {
    expect(painted?.getAttribute('aria-hidden')).toBe('true')
    expect(painted?.querySelector('a, button, input, [tabindex]')).toBeNull()
  })
})
