/** jsdom: the HTML standard's DOM in Node, on parse5, the standard's parser (it ships no types). */
declare module 'jsdom' {
  export interface JSDOMOptions {
    /** The document's address: its origin's localStorage. */
    readonly url?: string;
    /** `dangerously`: the document's inline scripts run as it is parsed, as in a browser. */
    readonly runScripts?: 'dangerously' | 'outside-only';
    /** With requestAnimationFrame, as a browser that draws. */
    readonly pretendToBeVisual?: boolean;
    /** Before the document is parsed: what the device holds already. */
    readonly beforeParse?: (window: Window & typeof globalThis) => void;
    /** Where the page's console and jsdom's own complaints go (a new one: nowhere). */
    readonly virtualConsole?: VirtualConsole;
  }
  export class VirtualConsole {}
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
