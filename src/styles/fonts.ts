/**
 * The display face, self-hosted: Barlow Condensed Black, Latin subset only (≈22 KB woff2). It is
 * preloaded (vite.config.ts adds the <link rel="preload"> to index.html) and declared with
 * `font-display: optional` (fonts.css), so headings never re-flow when it arrives. Body text
 * stays on the system stack. Import once from the app entry, beside global.css.
 * (A `.css.ts` file cannot carry this import: vanilla-extract keeps only its generated CSS.)
 */
import './fonts.css'
