import { createServer, type Server } from 'node:http';

/** A server in front of the app whose pages' HTML arrives in two parts. */
export interface HtmlInParts {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves what `app` serves, but each page's HTML in two parts: up to the `splitBefore` text
 * (its first occurrence after <body>, not the stylesheet's) then, `pauseMs` later, the rest,
 * as a slow network delivers a document. Everything else passes through unchanged.
 */
export async function serveHtmlInParts(
  app: string,
  splitBefore: string,
  {
    pauseMs = 300,
    drawnInParts = false,
  }: {
    readonly pauseMs?: number;
    /** Leaves out the page's `rel=expect`, as a browser that does not know it draws the page. */
    readonly drawnInParts?: boolean;
  } = {},
): Promise<HtmlInParts> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', app), { redirect: 'manual' });
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      if (!type.startsWith('text/html')) {
        response.writeHead(answer.status, { 'content-type': type });
        response.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const text = await answer.text();
      const html = drawnInParts ? text.replace(/<link rel="expect"[^>]*>/, '') : text;
      const at = html.indexOf(splitBefore, html.indexOf('<body'));
      if (at === -1) throw new Error(`serveHtmlInParts: no ${splitBefore} in ${request.url}`);
      response.writeHead(answer.status, { 'content-type': type });
      response.write(html.slice(0, at));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(html.slice(at));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('serveHtmlInParts: no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
