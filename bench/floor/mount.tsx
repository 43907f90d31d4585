// Every floor page is one route under react-router-dom's declarative router, as the app's pages are.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

export function mount(page: ReactElement) {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        <Route path="/sign-in" element={page} />
        <Route path="/help" element={<p>Help</p>} />
        <Route path="*" element={<Navigate to="/sign-in" replace />} />
      </Routes>
    </BrowserRouter>,
  );
}
