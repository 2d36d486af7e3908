import '@fontsource/cinzel/400.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/eb-garamond/600.css';
import './lib/api';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, preloadRoute } from './app/App';
import { queryClient } from './lib/query';
import { theme } from './app/theme';
import { registerInProduction } from './shared/pwa/registerServiceWorker';

const root = document.getElementById('root');
if (root) {
  preloadRoute(window.location.pathname);
  // The first render as a transition: React renders in slices and gives the phone's main thread
  // back between them (no long task), while index.html's loading screen stays until it commits.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ));
  // The service worker once the page has loaded and the browser is idle (production builds only).
  registerInProduction();
}
