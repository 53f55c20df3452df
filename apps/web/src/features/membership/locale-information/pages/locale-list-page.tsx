import { Badge, Button, Group, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconChevronRight, IconMapPin } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useProfile } from '../../../../lib/auth/index.ts';
import { useCountries, useLocales } from '../../../../lib/config/index.ts';
import { useLocalesT } from '../i18n/index.ts';
import { matchesQuery } from '../lib/text-match.ts';

/** Locales listed at first; "show more" adds as many again. */
const STEP = 30;

/** `locale-modal`: every locale, searchable by name, city or country; one opens its information page. */
export default function LocaleListPage() {
  const lt = useLocalesT();
  const [params, setParams] = useSearchParams();
  const locales = useLocales();
  const countries = useCountries();
  const profile = useProfile();
  const [shown, setShown] = useState(STEP);
  const q = params.get('q') ?? '';
  const own = profile.data?.member.currentLocale;
  const countryName = useMemo(
    () => new Map((countries.data ?? []).map((country) => [country.id, country.name])),
    [countries.data],
  );
  const matches = useMemo(
    () =>
      [...(locales.data ?? [])]
        .filter((locale) =>
          matchesQuery(
            q,
            locale.name,
            locale.address.city,
            locale.countryId,
            countryName.get(locale.countryId),
          ),
        )
        // The member's own locale first, then by name.
        .sort((a, b) => Number(b.id === own) - Number(a.id === own) || a.name.localeCompare(b.name)),
    [locales.data, q, countryName, own],
  );

  return (
    <PageCard title={lt('browse.title')} intro={lt('browse.intro')}>
      <TextInput
        label={lt('browse.search')}
        type="search"
        value={q}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setShown(STEP);
          setParams(text ? { q: text } : {}, { replace: true });
        }}
      />
      {locales.isPending ? (
        <LoadingBlock />
      ) : locales.isError ? (
        <LoadError error={locales.error} onRetry={() => void locales.refetch()} />
      ) : locales.data.length === 0 ? (
        <Text>{lt('browse.empty')}</Text>
      ) : matches.length === 0 ? (
        <Text>{lt('browse.noMatch', { q: q.trim() })}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {matches.length === 1 ? lt('browse.countOne') : lt('browse.count', { count: matches.length })}
          </Text>
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {matches.slice(0, shown).map((locale) => (
              <li key={locale.id}>
                <NavLink
                  component={Link}
                  to={`/locale-information?localeId=${encodeURIComponent(locale.id)}`}
                  label={
                    <Group gap="xs">
                      <span>{locale.name}</span>
                      {locale.id === own && (
                        <Badge size="xs" variant="light">
                          {lt('browse.mine')}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={[locale.address.city, countryName.get(locale.countryId) ?? locale.countryId]
                    .filter(Boolean)
                    .join(', ')}
                  leftSection={<IconMapPin size={18} aria-hidden />}
                  rightSection={<IconChevronRight size={16} aria-hidden />}
                />
              </li>
            ))}
          </Stack>
          {matches.length > shown && (
            <Button variant="light" onClick={() => setShown((n) => n + STEP)}>
              {lt('browse.more', { count: matches.length - shown })}
            </Button>
          )}
        </Stack>
      )}
    </PageCard>
  );
}
