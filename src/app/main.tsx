import 'primereact/resources/themes/tailwind-light/theme.css';
import '../views/styles/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ContainerContext } from '../views/ContainerContext';
import { App } from './App';
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
