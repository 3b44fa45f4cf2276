import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInTools } from './app/layout/site-header';
import { preloadPageAt } from './app/router';
import { getToken } from './lib/auth-token';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A saved session: the page's code and the header's tools load while the session and the service status are read
// (until both are, the app shows a spinner and renders no route).
if (getToken()) {
  preloadPageAt(window.location.pathname);
  preloadSignedInTools();
}
