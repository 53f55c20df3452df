import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module graph per test: the shared test setup has loaded every dictionary in its own copy.
beforeEach(() => {
  vi.resetModules();
});

const fresh = async () => ({
  dictionaries: await import('./dictionaries.ts'),
  provider: await import('./i18n-provider.tsx'),
  context: await import('./i18n-context.ts'),
});

describe('dictionaries loaded on demand', () => {
  it('has only English at first, Filipino standing in English until it is loaded', async () => {
    const { dictionaries } = await fresh();
    expect(dictionaries.hasDictionary('en')).toBe(true);
    expect(dictionaries.hasDictionary('fil')).toBe(false);
    expect(dictionaries.translate('fil', 'common.save')).toBe('Save');
    await dictionaries.loadDictionary('fil');
    expect(dictionaries.hasDictionary('fil')).toBe(true);
    expect(dictionaries.translate('fil', 'common.save')).not.toBe('Save');
  });

  it('starts in a remembered Filipino only once its dictionary is here', async () => {
    window.localStorage.setItem('congregate-language', JSON.stringify('fil'));
    const { provider, context } = await fresh();
    function Greeting() {
      return <p>{context.useT()('common.backHome')}</p>;
    }
    render(
      <provider.I18nProvider>
        <Greeting />
      </provider.I18nProvider>,
    );
    expect(screen.queryByText('Back to home')).toBeNull();
    expect(await screen.findByText('Bumalik sa Tahanan')).toBeTruthy();
  });

  it('fetches Filipino when the member switches, keeping English until it is here', async () => {
    const { provider, context } = await fresh();
    let switchTo: (language: 'en' | 'fil') => void = () => {};
    function Greeting() {
      const { t, setLanguage } = context.useI18n();
      switchTo = setLanguage;
      return <p>{t('common.backHome')}</p>;
    }
    render(
      <provider.I18nProvider>
        <Greeting />
      </provider.I18nProvider>,
    );
    expect(screen.getByText('Back to home')).toBeTruthy();
    act(() => switchTo('fil'));
    expect(screen.getByText('Back to home')).toBeTruthy();
    expect(await screen.findByText('Bumalik sa Tahanan')).toBeTruthy();
    act(() => switchTo('en'));
    expect(screen.getByText('Back to home')).toBeTruthy();
  });

  it('follows a language chosen in another tab, and ignores other keys and values', async () => {
    const { provider, context } = await fresh();
    function Greeting() {
      return <p>{context.useT()('common.backHome')}</p>;
    }
    render(
      <provider.I18nProvider>
        <Greeting />
      </provider.I18nProvider>,
    );
    const fromAnotherTab = (key: string, value: string) =>
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
      });
    fromAnotherTab('congregate-language', JSON.stringify('xx'));
    fromAnotherTab('something-else', JSON.stringify('fil'));
    fromAnotherTab('congregate-language', '{not json');
    expect(screen.getByText('Back to home')).toBeTruthy();
    fromAnotherTab('congregate-language', JSON.stringify('fil'));
    expect(await screen.findByText('Bumalik sa Tahanan')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fil');
    fromAnotherTab('congregate-language', JSON.stringify('en'));
    expect(await screen.findByText('Back to home')).toBeTruthy();
  });
});
