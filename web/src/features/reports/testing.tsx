// Test helpers of the reports' screens: the page rendered with a router and a fresh query client,
// the SDK's answers, and fields found by their labels. Used by the *.test.tsx files only.
import { act, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, type CancelablePromise } from '@mrok/sdk';
import { flush, render } from '@/shared/editor/testing';

export const answer = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;

export const refusal = <T,>(status: number, message: string) =>
  Promise.reject(
    new ApiError({ method: 'POST', url: '/x' }, { url: '/api/x', ok: false, status, statusText: '', body: { message } }, 'x'),
  ) as unknown as CancelablePromise<T>;

/** Renders `page` at `path` (with a /login and a /home/settings to be sent to). */
export async function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>strona logowania</p>} />
          <Route path="/home/settings" element={<p>ustawienia</p>} />
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  await flush();
}

export const text = () => document.body.textContent ?? '';

/** The form control labelled `label` (MUI ties each label to its control by id). */
export function field<T extends HTMLElement = HTMLTextAreaElement>(label: string): T {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === label);
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!control) throw new Error(`no field labelled '${label}'`);
  return control as T;
}

/** Types into a textarea or input the way a user would, so React's onChange runs. */
export async function typeInto(element: HTMLTextAreaElement | HTMLInputElement, value: string) {
  await act(async () => {
    const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Chooses an option of a native select. */
export async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Lets the answers arrive and the screen follow. */
export async function settle() {
  for (let i = 0; i < 4; i += 1) await flush();
}
