/**
 * A server-rendered form typed into before React hydrates it (a slow phone): the submit button stays
 * disabled until hydration, and what was typed or ticked reaches the components' state afterwards.
 * Runs in Chromium (the `coverage` Vitest project): real DOM, real React hydration.
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { SearchField, TextField } from '../TextField/TextField';
import { Form } from './Form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function LoginForm({ onSubmit }: { onSubmit: (values: string) => void }) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(`${email}|${remember}`);
      }}
    >
      <TextField label="Email" name="email" value={email} onChange={setEmail} />
      <Checkbox isSelected={remember} onChange={setRemember}>
        Remember me
      </Checkbox>
      <output data-testid="state">{`${email}|${remember}`}</output>
      <Button type="submit">Sign In</Button>
    </Form>
  );
}

function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchField aria-label="Search" value={query} onChange={setQuery} />
      <output data-testid="query">{query}</output>
    </>
  );
}

async function serverRendered(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

it('keeps what was typed and ticked before hydration, and blocks submit until then', async () => {
  const onSubmit = vi.fn();
  const container = await serverRendered(<LoginForm onSubmit={onSubmit} />);
  const input = container.querySelector<HTMLInputElement>('input[name="email"]');
  const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  // The static HTML: the browser's own submission is impossible.
  expect(button?.disabled).toBe(true);
  expect(container.querySelector('form')?.hasAttribute('data-ready')).toBe(false);
  // The visitor types and ticks before the scripts run.
  if (!input || !checkbox) throw new Error('fields missing');
  input.value = 'amina@gari.rw';
  checkbox.checked = true;

  const root = await act(async () => hydrateRoot(container, <LoginForm onSubmit={onSubmit} />));
  const state = container.querySelector('[data-testid="state"]');
  expect(state?.textContent).toBe('amina@gari.rw|true');
  expect(input.value).toBe('amina@gari.rw');
  expect(checkbox.checked).toBe(true);
  const hydratedButton = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  expect(hydratedButton?.disabled).toBe(false);
  expect(container.querySelector('form')?.hasAttribute('data-ready')).toBe(true);
  await act(async () => hydratedButton?.click());
  expect(onSubmit).toHaveBeenCalledWith('amina@gari.rw|true');
  root.unmount();
  container.remove();
});

it('keeps a search typed before hydration outside any form', async () => {
  const container = await serverRendered(<Search />);
  const input = container.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error('input missing');
  input.value = 'Remera';
  const root = await act(async () => hydrateRoot(container, <Search />));
  expect(container.querySelector('[data-testid="query"]')?.textContent).toBe('Remera');
  root.unmount();
  container.remove();
});

it('changes nothing in a client-only render', async () => {
  const onSubmit = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  await act(async () => root.render(<LoginForm onSubmit={onSubmit} />));
  expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  expect(container.querySelector('[data-testid="state"]')?.textContent).toBe('|false');
  root.unmount();
  container.remove();
});
