import { EARLY_PAGES, ROUTE_CHUNKS_ID } from '#app/early-requests'
import { EARLY_RESPONSES_KEY } from '#lib/api/early-responses'
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#lib/api/tokens'

/**
 * The classic script index.html runs as it is parsed (src/app/early-requests.ts says what for):
 * on a page of EARLY_PAGES it preloads the page's chunks, listed by the build in the JSON block
 * `#ROUTE_CHUNKS_ID` (data, which the Content Security Policy does not govern, so this text and
 * its hash stay the same from build to build), and, with `apiBaseUrl` (http mode; "" = this
 * origin), asks a visitor's API requests and leaves the answers in `window[EARLY_RESPONSES_KEY]`.
 * Inline, because a file would be one more round trip first; admitted by its hash
 * (scripts/vite-csp.ts). ES5, and silent on any failure: at worst the app does it all itself.
 */
export function earlyRequestsScript(apiBaseUrl: string | null): string {
  const json = JSON.stringify
  const pages = EARLY_PAGES.map((page) => [
    page.path,
    page.route,
    apiBaseUrl === null ? [] : page.requests,
  ])
  const base =
    apiBaseUrl === null || apiBaseUrl.trim() === '' ? '' : apiBaseUrl.trim().replace(/\/?$/, '/')
  return [
    '(function(){try{',
    `var t=${json(pages)},d=document,i,m,p;`,
    'for(i=0;i<t.length;i++){m=location.pathname.match(new RegExp(t[i][0]));if(m){p=t[i];break}}',
    'if(!p)return;',
    `var c=d.getElementById(${json(ROUTE_CHUNKS_ID)});`,
    '(c&&JSON.parse(c.textContent)[p[1]]||[]).forEach(function(h){',
    'var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});',
    `var s=localStorage;if(!p[2].length||location.search||s.getItem(${json(ACCESS_TOKEN_KEY)})||s.getItem(${json(REFRESH_TOKEN_KEY)}))return;`,
    `var b=${json(base)}||location.origin+"/",e={},k=m[1]?encodeURIComponent(decodeURIComponent(m[1])):"";`,
    'p[2].forEach(function(q){var u=new URL(q.replace(/\\$1/g,function(){return k}),b).href,r=fetch(u);',
    // (A rejection is the client's to report, when it takes the answer over.)
    'r.catch(function(){});e[u]={at:performance.now(),response:r}});',
    `window[${json(EARLY_RESPONSES_KEY)}]=e`,
    '}catch(x){}})()',
  ].join('')
}
