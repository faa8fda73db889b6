/** The rules of the build's `_redirects`, compiled into the service worker (scripts/vite/offlineApp.ts). */
declare module 'virtual:gharseva/page-rules' {
  const rules: readonly import('./pageRules').PageRule[];
  export default rules;
}
