import { Select } from '@mantine/core';
import type { Country, Locale } from '@congregate/contracts';
import { useMemo } from 'react';
import { useCountries, useLocales } from '../../../../lib/config/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';

/** Locales grouped by country, countries and locales in alphabetical order. */
export function groupLocalesByCountry(locales: readonly Locale[], countries: readonly Country[]) {
  const countryName = new Map(countries.map((country) => [country.id, country.name]));
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const locale of locales) {
    const group = countryName.get(locale.countryId) ?? locale.countryId;
    const items = groups.get(group) ?? [];
    items.push({ value: locale.id, label: locale.name });
    groups.set(group, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
}

interface LocaleSelectProps {
  value: string | null;
  onChange: (localeId: string | null) => void;
  error?: string;
}

export function LocaleSelect({ value, onChange, error }: LocaleSelectProps) {
  const t = useT();
  const locales = useLocales();
  // The country list only names the groups; without it the groups show country codes.
  const countries = useCountries();
  const data = useMemo(
    () => groupLocalesByCountry(locales.data ?? [], countries.data ?? []),
    [locales.data, countries.data],
  );
  return (
    <Select
      label={t('register.locale')}
      placeholder={t('register.localePlaceholder')}
      required
      searchable
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage={locales.isPending ? t('common.loading') : undefined}
      error={error ?? (locales.isError ? t('register.localesFailed') : undefined)}
      disabled={locales.isError}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
