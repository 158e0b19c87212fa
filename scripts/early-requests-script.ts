import { EARLY_REQUESTS } from '../src/app/early-requests'
import { EARLY_RESPONSES_KEY } from '../src/lib/api/early-responses'
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/lib/api/tokens'

/**
 * The classic script index.html runs as it is parsed, in http-mode builds: for a visitor on a page
 * of src/app/early-requests.ts without a query string, it asks the API for what the page shows
 * first and leaves the answers in `window[EARLY_RESPONSES_KEY]`, where the client takes them over.
 * `apiBaseUrl` is the build's VITE_API_BASE_URL (empty: this origin). The script is inline (a file
 * would be one more round trip before the requests) and admitted by its hash in the Content
 * Security Policy (scripts/vite-csp.ts). Kept to ES5 and to what fails silently: at worst the
 * app asks itself, as it did before.
 */
export function earlyRequestsScript(apiBaseUrl: string | undefined): string {
  const configured = apiBaseUrl?.trim() ?? ''
  const base = configured === '' ? '' : configured.endsWith('/') ? configured : `${configured}/`
  const json = JSON.stringify
  return [
    '(function(){try{',
    `var s=localStorage;if(location.search||s.getItem(${json(ACCESS_TOKEN_KEY)})||s.getItem(${json(REFRESH_TOKEN_KEY)}))return;`,
    `var b=${json(base)}||location.origin+"/",t=${json(EARLY_REQUESTS)},e={},i,m,k;`,
    'for(i=0;i<t.length;i++){m=location.pathname.match(new RegExp(t[i][0]));if(!m)continue;',
    'k=m[1]?encodeURIComponent(decodeURIComponent(m[1])):"";',
    't[i][1].forEach(function(p){var u=new URL(p.replace(/\\$1/g,function(){return k}),b).href,r=fetch(u);',
    // (A rejection is the client's to report, when it takes the answer: not an unhandled one here.)
    'r.catch(function(){});e[u]={at:performance.now(),response:r}});',
    `window[${json(EARLY_RESPONSES_KEY)}]=e;return}`,
    '}catch(x){}})()',
  ].join('')
}
