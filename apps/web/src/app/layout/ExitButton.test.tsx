import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useExitConfirmation } from '../../components/dialogs/useExitConfirmation';
import { ExitButton } from './ExitButton';

function Form() {
  const exit = useExitConfirmation(false, { title: 'Exit Adding Issue', message: 'Are you sure?' });
  return exit.dialog;
}

let showForm: (show: boolean) => void = () => {};

/** An add page as the shell shows it: the top bar's Exit at once, the form once its data is read. */
function AddPage() {
  const [form, setForm] = useState(false);
  showForm = setForm;
  return (
    <>
      <ExitButton to="/list" />
      {form ? <Form /> : <p>Loading Issue Form</p>}
    </>
  );
}

function renderAddPage() {
  const router = createMemoryRouter(
    [
      { path: '/add', element: <AddPage /> },
      { path: '/list', element: <p>The list</p> },
    ],
    { initialEntries: ['/add'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('the top bar’s Exit button', () => {
  it('waits for the page’s form, so it never leaves without the page’s question', async () => {
    const router = renderAddPage();
    const exit = screen.getByRole('button', { name: 'Exit' }) as HTMLButtonElement;
    expect(exit.disabled).toBe(true);
    fireEvent.click(exit);
    expect(router.state.location.pathname).toBe('/add');

    act(() => showForm(true));
    expect(exit.disabled).toBe(false);
    fireEvent.click(exit);
    expect(await screen.findByRole('dialog', { name: 'Exit Adding Issue' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/add');
  });

  it('is disabled again when the form goes', () => {
    renderAddPage();
    act(() => showForm(true));
    act(() => showForm(false));
    expect((screen.getByRole('button', { name: 'Exit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
