import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/app.css';
import { NovaVersao } from './app/NovaVersao.tsx';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <NovaVersao />
    </Providers>
  </StrictMode>,
);
