// The floor of our bundle budget: a bare React 19 page, built the same way as the app.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Hello</h1>);
