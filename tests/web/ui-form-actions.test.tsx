// @vitest-environment happy-dom
// ui/FormActions in a DOM: the labels from the catalogue, Cancel, and the submit that is busy and
// disabled while the request runs, so neither a second click nor Enter sends the form twice.
import '../../apps/web/src/i18n/index.ts';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from '../../apps/web/src/ui/FormActions.tsx';

afterEach(cleanup);

/** A form whose submit takes until `finish` is called, as a request in flight does. */
function SlowForm({ onSend, onCancel }: { onSend: () => Promise<void>; onCancel: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setPending(true);
        void onSend().finally(() => setPending(false));
      }}
    >
      <label>
        Nome
        <input name="name" />
      </label>
      <FormActions onCancel={onCancel} pending={pending} />
    </form>
  );
}

describe('FormActions', () => {
  it('Cancel and Salvar from the catalogue; a custom submit label and a disabled submit', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { rerender } = render(<FormActions onCancel={onCancel} pending={false} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Salvar' }).getAttribute('type')).toBe('submit');

    rerender(<FormActions onCancel={onCancel} pending={false} disabled submitLabel="Matricular" />);
    expect((screen.getByRole('button', { name: 'Matricular' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('while pending the submit is busy and disabled: a second click and Enter send nothing', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SlowForm onSend={onSend} onCancel={() => {}} />);
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;

    await user.click(save);
    expect(onSend).toHaveBeenCalledOnce();
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(save.querySelector('svg.animate-spin')).not.toBeNull();
    await user.click(save);
    await user.type(screen.getByLabelText('Nome'), 'Ana{Enter}');
    expect(onSend).toHaveBeenCalledOnce();

    finish();
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(save.getAttribute('aria-busy')).toBeNull();
    await user.click(save);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('outside a form the submit runs onSubmit, once, and not while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<FormActions onCancel={() => {}} pending={false} onSubmit={onSubmit} submitLabel="Oferecer" />);
    const button = screen.getByRole('button', { name: 'Oferecer' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<FormActions onCancel={() => {}} pending onSubmit={onSubmit} submitLabel="Oferecer" />);
    await user.click(screen.getByRole('button', { name: 'Oferecer' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('a page form cancels with a link back to its list', () => {
    const router = createMemoryRouter([{ path: '/', element: <FormActions cancelTo="/users" pending={false} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe('/users');
  });
});
