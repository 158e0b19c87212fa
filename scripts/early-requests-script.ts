import { EARLY_PAGES, ROUTE_CHUNKS_ID } from '#app/early-requests'
import { EARLY_RESPONSES_KEY } from '#lib/api/early-responses'
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#lib/api/tokens'

/**
 * The classic script index.html runs as it is parsed (src/app/early-requests.ts says what for):
 * on a page of EARLY_PAGES it preloads the page's chunks, listed by the build in the JSON block
 * `#ROUTE_CHUNKS_ID` (data, which the Content Security Policy does not govern, so this text and
 * its hash stay the same from build to build), and, with `apiBaseUrl` (http mode; "" = this
 * origin), asks a visitor's API requests and leaves the answers in `window[EARLY_RESPONSES_KEY]`;
 * when one of them names one of the page's pictures (`EarlyPage.pictures`), it preloads it too.
 * Inline, because a file would be one more round trip first; admitted by its hash
 * (scripts/vite-csp.ts). ES5, and silent on any failure: at worst the app does it all itself.
 */
export function earlyRequestsScript(apiBaseUrl: string | null): string {
  const json = JSON.stringify
  const pages = EARLY_PAGES.map(({ path, route, requests, pictures = [] }) =>
    apiBaseUrl === null
      ? [path, route, []]
      : [
          path,
          route,
          requests,
          pictures.map(({ request, item, sources }) => [
            request,
            item?.list ?? 0,
            item?.link ?? 0,
            sources,
          ]),
        ],
  )
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
    'p[2].forEach(function(q,j){var u=new URL(q.replace(/\\$1/g,function(){return k}),b).href,r=fetch(u);',
    // (A rejection is the client's to report, when it takes the answer over.)
    'r.catch(function(){});e[u]={at:performance.now(),response:r};',
    // Its pictures: read from a copy of the answer (the client takes the answer itself over later).
    'var g=p[3].filter(function(x){return x[0]==j});',
    'if(g.length)r.then(function(a){return a.ok&&a.clone().json()}).then(function(v){g.forEach(function(x){picture(x,v)})}).catch(function(){})});',
    // `[request, list path, link field, [[media, field], …]]`, as EarlyPicture says.
    'function picture(g,v){var i,h,l;',
    'if(g[1])v=(g[1].split(".").reduce(function(o,f){return o&&o[f]},v)||[]).filter(function(x){return!g[2]||admit(x[g[2]])})[0];',
    'for(i=0;v&&i<g[3].length;i++)if(!g[3][i][0]||matchMedia(g[3][i][0]).matches){',
    'if(!g[3][i][1])return;h=admit(v[g[3][i][1]]);',
    'if(h){l=d.createElement("link");l.rel="preload";l.setAttribute("as","image");',
    'l.setAttribute("fetchpriority","high");l.href=h;d.head.appendChild(l);return}}}',
    // src/lib/safe-url.ts: http(s), or relative and staying on this origin.
    String.raw`function admit(x){var u;if(typeof x!="string"||!(x=x.trim())||/[\x00-\x1f\x7f]/.test(x))return;`,
    String.raw`try{u=new URL(x,location.href)}catch(z){return}`,
    String.raw`if(/^https?:$/.test(u.protocol)&&(/^[a-z][a-z\d+.-]*:/i.test(x)||u.origin==location.origin))return x}`,
    `window[${json(EARLY_RESPONSES_KEY)}]=e`,
    '}catch(x){}})()',
  ].join('')
}
