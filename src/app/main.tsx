import 'primereact/resources/themes/tailwind-light/theme.css';
import '../views/styles/app.css';
import { startTransition, StrictMode } from 'react';
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
// The gateways' code is needed by almost every page: fetch it alongside the first page's.
resolve(container, TOKENS.preloadGateways)();
const routes = createPageRoutes(container);
const LoginDialog = createLoginDialog(container);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// The first render as a transition: React draws the app in slices of a few milliseconds and lets
// the browser breathe in between, instead of one long task on a slow phone's main thread.
function render(root: HTMLElement): void {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <ContainerContext.Provider value={container}>
          <BrowserRouter>
            <App routes={routes} LoginDialog={LoginDialog} />
          </BrowserRouter>
        </ContainerContext.Provider>
      </StrictMode>,
    ),
  );
}

// The first page is drawn at once rather than as a skeleton it would replace a moment later: the
// first render waits for the page's code (home's is already on its way: index.html preloads it),
// but only briefly, so a slow download shows the page's shape instead of a blank screen. If the
// code fails to download, the page's error boundary says so. Not a top-level await: with one, the
// bundler could not let lazy chunks import from the entry chunk.
const FIRST_PAGE_WAIT_MS = 300;
const firstPage = routeFor(routes, window.location.pathname)?.load();
void Promise.race([
  firstPage?.catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(() => render(root));
