import { categoryCalls, recordBoardCalls, type Category } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { forms, minutes, settingsFor } from '../test/record-fixtures.ts';

describe('category-popover', { timeout: 30_000 }, () => {
  it('lets the locale’s admin make one in the picker, rename and recolour one, delete one after confirming', async () => {
    let categories: Category[] = [forms, minutes];
    const calls = signedInAdmin([
      on(recordBoardCalls.settings, () => settingsFor({ canManage: true, canPost: true })),
      on(categoryCalls.list, () => categories),
      on(categoryCalls.create, ({ body }) => {
        const made = {
          id: 'c0c0c0c0-c0c0-4c0c-8c0c-000000000009',
          kind: body.kind,
          localeId: body.localeId,
          name: body.name,
          color: body.color ?? 'blue',
          entryCount: 0,
        } as Category;
        categories = [...categories, made];
        return made;
      }),
      on(categoryCalls.update, ({ params, body }) => {
        categories = categories.map((c) => (c.id === params.id ? ({ ...c, ...body } as Category) : c));
        return categories.find((c) => c.id === params.id)!;
      }),
      on(categoryCalls.remove, ({ params }) => {
        categories = categories.filter((c) => c.id !== params.id);
        return { ok: true as const };
      }),
    ]);
    renderApp('/category-popover');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
    expect(screen.getAllByText('Forms').length).toBeGreaterThan(0);
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Category to change' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name of the new category' }), {
      target: { value: 'Reports' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Grape' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(callsTo(calls, categoryCalls.create)).toHaveLength(1));
    expect(callsTo(calls, categoryCalls.create)[0]!.body).toEqual({
      kind: 'record-board',
      localeId: ids.locale,
      name: 'Reports',
      color: 'grape',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Rename Forms' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Forms and templates' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Orange' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    expect((await screen.findAllByText('Forms and templates')).length).toBeGreaterThan(0);
    expect(callsTo(calls, categoryCalls.update)[0]!.body).toEqual({
      name: 'Forms and templates',
      color: 'orange',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Minutes of Meetings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(within(dialog).getByText(/stay on the board, without a category/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Minutes of Meetings' })).toBeNull(),
    );
    expect(callsTo(calls, categoryCalls.remove)).toHaveLength(1);
  });

  it('shows a member the categories without changing them', async () => {
    signedInMember([
      on(recordBoardCalls.settings, () => settingsFor()),
      on(categoryCalls.list, () => [forms]),
    ]);
    renderApp('/category-popover');
    expect(await screen.findByText('Only the locale’s admins change the categories.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename Forms' })).toBeNull();
  });
});
