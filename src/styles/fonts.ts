/**
 * The display face, self-hosted: Barlow Condensed Black, Latin subset only (≈22 KB woff2,
 * `font-display: swap`). Headings get the cinema-poster look without a request to another host;
 * body text stays on the system stack. Import once from the app entry, beside global.css.
 * (A `.css.ts` file cannot carry this import: vanilla-extract keeps only its generated CSS.)
 */
import '@fontsource/barlow-condensed/latin-900.css'
