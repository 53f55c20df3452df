import fs from 'node:fs';
import path from 'node:path';
import {
  CloseButton,
  DEFAULT_THEME,
  Modal,
  MantineProvider,
  mergeMantineTheme,
  Select,
  Textarea,
  TextInput,
} from '@mantine/core';
import { authCalls, localesCalls, userAccessCalls } from '@congregate/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../components/ui/password-field.tsx';
import { I18nProvider } from '../lib/i18n/index.ts';
import { SESSION_MARKER, storage } from '../lib/storage/index.ts';
import { fakeServer, makeLocale, makeProfile, makeUserAccess, on } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';
import { Providers } from './providers.tsx';
import { cssVariablesResolver, INPUT_FOCUS_CLASS, theme } from './theme.ts';

/** The field a label names (Mantine's Select also labels its option list). */
const field = (label: string) =>
  document.getElementById(screen.getByText(label, { selector: 'label' }).getAttribute('for')!)!;

const withTheme = (children: React.ReactNode) =>
  render(
    <MantineProvider theme={theme}>
      <I18nProvider>{children}</I18nProvider>
    </MantineProvider>,
  );

describe('keyboard focus', () => {
  it('draws a 2px focus ring in a readable colour around every input box, light and dark', () => {
    withTheme(
      <>
        <TextInput label="Nickname" />
        <Select label="Locale" data={['Quezon City']} />
        <Textarea label="Notes" />
        <PasswordField label="Password" />
      </>,
    );
    for (const label of ['Nickname', 'Locale', 'Notes']) {
      expect(field(label).className).toContain(INPUT_FOCUS_CLASS);
    }
    // The password box is a wrapper around its input and the show/hide button: the ring goes round both.
    expect(field('Password').closest(`.${INPUT_FOCUS_CLASS}`)).not.toBeNull();

    const css = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');
    const rule = new RegExp(
      String.raw`\.${INPUT_FOCUS_CLASS}\.${INPUT_FOCUS_CLASS}:focus,\s*\.${INPUT_FOCUS_CLASS}\.${INPUT_FOCUS_CLASS}:focus-within\s*\{\s*outline: 2px solid var\(--congregate-focus-ring\)`,
    );
    expect(css).toMatch(rule);
    const { light, dark } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    for (const scheme of [light, dark]) {
      expect(scheme['--congregate-focus-ring']).toBe('var(--mantine-color-indigo-text)');
    }
  });

  it('reaches the password show/hide button with Tab', () => {
    withTheme(<PasswordField label="Password" />);
    const toggle = screen.getByRole('button', { name: 'Show or hide the characters' });
    expect(toggle.getAttribute('tabindex')).not.toBe('-1');
  });

  it('names every close button "Close" and the × that clears a field "Clear"', () => {
    render(
      <Providers>
        <CloseButton onClick={() => undefined} />
        <Select
          label="Locale"
          data={['Quezon City']}
          value="Quezon City"
          clearable
          onChange={() => undefined}
        />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    // Mantine keeps the field's clear button out of the accessibility tree; named anyway, for voice control.
    expect(document.querySelector('.mantine-InputClearButton-root')?.getAttribute('aria-label')).toBe(
      'Clear',
    );
  });

  it('opens a dialog with focus on its first field, not its close button', async () => {
    withTheme(
      <Modal opened onClose={() => undefined} title="Transfer" closeButtonProps={{ 'aria-label': 'Close' }}>
        <p>Where to?</p>
        <Select label="Locale" data={['Quezon City']} />
        <TextInput label="Reason" />
      </Modal>,
    );
    await waitFor(() => expect(document.activeElement?.id).toBe(field('Locale').id));
  });

  it('keeps the closed side menu’s links and the phone’s hidden rail out of the Tab order, and the page clear of the tab bar', async () => {
    storage.set('access_token', SESSION_MARKER);
    storage.set('profile', makeProfile());
    fakeServer([
      on(localesCalls.one, () => makeLocale()),
      on(authCalls.logout, () => ({ ok: true as const })),
      on(userAccessCalls.get, () => makeUserAccess(false)),
    ]);
    renderApp('/tabs/tab7');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed, the menu's links are gone, not merely moved off-screen.
    expect(screen.queryByRole('link', { name: /Personal Data/ })).toBeNull();
    // The rail is display: none below the `sm` breakpoint (Mantine's visible-from class), the tab bar above.
    const navs = screen.getAllByRole('navigation', { name: 'Main navigation' });
    const rail = navs.find((nav) => nav.closest('.mantine-AppShell-navbar'));
    expect(rail?.closest('.mantine-AppShell-navbar')?.className).toContain('mantine-visible-from-sm');
    // Nothing hides under the tab bar: its height, and so the page's bottom padding, includes the safe area.
    const shellStyles = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join(
      '\n',
    );
    expect(shellStyles).toMatch(/--app-shell-footer-height: ?calc\(4rem \+ env\(safe-area-inset-bottom\)\)/);
    const css = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');
    expect(css).toMatch(/scroll-padding-bottom: calc\(64px \+ env\(safe-area-inset-bottom\)/);
  });
});
