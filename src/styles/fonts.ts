/**
 * The display face, self-hosted: Barlow Condensed Black in two files (fonts.css). Our Basic Latin
 * subset (14 KB woff2, src/styles/fonts/) is preloaded (vite.config.ts adds the
 * <link rel="preload"> to index.html) and declared with `font-display: optional`, so headings
 * never re-flow when it arrives; it covers nearly every heading. fontsource's latin file (22 KB)
 * is fetched only for the characters the subset lacks (é, £), with `font-display: fallback`
 * (fonts.css says why). Body text stays on the system stack. Import once from the app entry,
 * beside global.css.
 * (A `.css.ts` file cannot carry this import: vanilla-extract keeps only its generated CSS.)
 */
import './fonts.css'
