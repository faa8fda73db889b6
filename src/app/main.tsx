import 'primereact/resources/themes/tailwind-light/theme.css';
import '../views/styles/app.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ContainerContext } from '../views/ContainerContext';
import { App } from './App';
import { routeFor } from './AppRoutes';
import { resolve } from './binding';
import { configFromEnv } from './config';
import { createContainer } from './container';
import { createLoginDialog, createPageRoutes } from './pageRoutes';
import { TOKENS } from './tokens';

const container = createContainer(configFromEnv(import.meta.env));
const routes = createPageRoutes(container);
const LoginDialog = createLoginDialog(container);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

/**
 * Runs `then` once the app has drawn its first page. The gateways' code waits for that: pages
 * that ask the backend first thing have it preloaded by their HTML file (src/app/prerenderedPages.ts),
 * and the others (the cart) need it only later, so it should not compete with their first paint.
 */
function WhenDrawn({
  then,
  children,
}: {
  readonly then: () => void;
  readonly children: ReactNode;
}) {
  useEffect(then, [then]);
  return children;
}

// The first render as a transition: React draws the app in slices of a few milliseconds and lets
// the browser breathe in between, instead of one long task on a slow phone's main thread.
function render(root: HTMLElement): void {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <ContainerContext.Provider value={container}>
          <BrowserRouter>
            <WhenDrawn then={resolve(container, TOKENS.preloadGateways)}>
              <App routes={routes} LoginDialog={LoginDialog} />
            </WhenDrawn>
          </BrowserRouter>
        </ContainerContext.Provider>
      </StrictMode>,
    ),
  );
}

// The page's HTML file already shows its first paint, drawn at build time; the app replaces it in
// its first commit. That commit draws the page itself rather than a skeleton: it waits for the
// page's code (the HTML file preloads it beside the app's), but only briefly, so a slow download
// shows the page's shape, and a failed one the page's error boundary. Not a top-level await: with
// one, the bundler could not let lazy chunks import from the entry chunk.
const FIRST_PAGE_WAIT_MS = 300;
const firstPage = routeFor(routes, window.location.pathname)?.load();
void Promise.race([
  firstPage?.catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(() => render(root));
