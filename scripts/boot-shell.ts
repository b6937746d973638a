/**
 * The boot shell's one script (docs/architecture.md#performance): index.html paints a picture of the page's
 * layout and a skeleton before the app's code has loaded, and this script, inline in the head, picks which
 * layout from the address before the first paint. A staff path (`/staff`, `/staff/...`) with a session cookie
 * gets the staff layout's picture (staff header, sidebar, or the icon rail when the "sidebar" preference is
 * off); every other page, and a staff path without a session (it goes to /login), the public one. It only sets
 * attributes on <html> that index.html's boot styles read; the app's first render replaces the picture.
 *
 * On a prerendered page (docs/architecture.md#first-visit) its buttons are on screen before React runs them: a
 * click on one before the page is live (`data-vd-live` on <html>, set once hydrated) is held here, and
 * app/prerender/hydration.ts `useEarlyClicks` clicks it again once it is live, so no early click is lost.
 * Links need no help: they work without script.
 *
 * A prerendered page keeps the announcement banner's space while the settings load. When this browser's last
 * announcement was none, or the one this visitor dismissed (lib/preferences.ts `LAST_ANNOUNCEMENT_KEY`), no
 * banner is likely to come: `data-vd-no-announcement` on <html> lets the page paint without that space.
 *
 * A prerendered page names its script in `<meta name="vd-entry">` instead of loading it (scripts/prerender.ts),
 * followed by the start-up code that script loads and the page's route chunks; its stylesheets are named in
 * `<meta name="vd-styles">`, the rules its markup needs being inline. Once the browser reports the first
 * contentful paint (at once in a hidden tab, where no frame is painted; a second after the first frame if no
 * report comes; after the first frame where the browser has no paint timing), this script adds the stylesheets
 * at the end of the head (`window.__vdStyles` resolves when they have loaded: app/main.tsx renders after it),
 * then the script and preload links for the rest. So nothing on the page waits for a request to paint. The
 * first frame alone was too early: its paint is presented after its tasks have run, so the script's request
 * began before the first paint (docs/architecture.md#first-visit).
 *
 * The browser's offer to install the site (`beforeinstallprompt`, fired once and often before the app's code has
 * run) is kept in `window.__vdInstallPrompt` for the staff preferences' 'Install app' (lib/install-prompt.ts).
 *
 * The fonts (`<style data-vd-fonts>`, scripts/prerender.ts `moveFontFaces`) are added again as `FontFace`
 * objects before the first paint: Chromium keeps those when it rebuilds the faces of its stylesheets, so the text
 * never falls back to another font for a moment when a stylesheet arrives. Without script, the style's faces serve.
 *
 * vite.config.ts injects it into the page (`vd:boot-shell`), and the content security policy allows exactly
 * this script by its hash (scripts/security-headers.ts): no other inline script may run.
 */
import { createHash } from 'node:crypto';

/**
 * Kept in step with lib/session-cookie.ts (`VD_SESSION`) and lib/preferences.ts (`vd:preferences`,
 * `vd:announcement`).
 */
export const BOOT_SCRIPT =
  '(function(){var d=document.documentElement,q=window.__vdEarlyClicks=[];' +
  "window.addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__vdInstallPrompt=e});" +
  "try{var F=window.FontFace,z=document.querySelector('style[data-vd-fonts]'),R=F&&z&&z.sheet&&z.sheet.cssRules;" +
  "if(R)for(var j=0;j<R.length;j++){var c=R[j].style;if(c)document.fonts.add(new F(c.getPropertyValue('font-family'),c.getPropertyValue('src')," +
  "{style:c.getPropertyValue('font-style')||'normal',weight:c.getPropertyValue('font-weight')||'normal'," +
  "unicodeRange:c.getPropertyValue('unicode-range')||'U+0-10FFFF',display:c.getPropertyValue('font-display')||'auto'}))}}catch(e){}" +
  "document.addEventListener('click',function(e){if(d.hasAttribute('data-vd-live')||!document.querySelector('[data-vd-page]'))return;" +
  "var t=e.target,b=t&&t.closest&&t.closest('button,[role=button],input[type=submit]');if(!b||b.disabled)return;" +
  'e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)},true);' +
  "var m=document.querySelector('meta[name=vd-entry]');if(m){var done=0,go=function(){if(done)return;done=1;" +
  "var y=document.querySelector('meta[name=vd-styles]');if(y){var w=[];y.content.split(' ').forEach(function(h){" +
  "var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=h;" +
  'w.push(new Promise(function(r){l.onload=l.onerror=r}));document.head.appendChild(l)});window.__vdStyles=Promise.all(w)}' +
  "var f=m.content.split(' '),s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=f[0];document.head.appendChild(s);" +
  "for(var i=1;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}};" +
  "if(document.visibilityState==='hidden')go();else{document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')go()});" +
  "var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(t&&t.indexOf('paint')>=0){" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});" +
  'requestAnimationFrame(function(){setTimeout(go,1000)})}else requestAnimationFrame(function(){setTimeout(go,0)})}}' +
  "try{var a=localStorage.getItem('vd:announcement'),r=a&&JSON.parse(localStorage.getItem('vd:preferences')||'{}');" +
  "if(a==='none'||(r&&r.dismissedAnnouncement===a))d.setAttribute('data-vd-no-announcement','')}catch(e){}" +
  "try{var p=location.pathname;if((p==='/staff'||p.indexOf('/staff/')===0)&&/(?:^|;)\\s*VD_SESSION=/.test(document.cookie)){d.setAttribute('data-vd-boot','staff');var s=JSON.parse(localStorage.getItem('vd:preferences')||'{}');if(s&&s.sidebar===false)d.setAttribute('data-vd-rail','')}}catch(e){}})()";

/** The policy's source for {@link BOOT_SCRIPT}: `'sha256-…'` of its exact text. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
