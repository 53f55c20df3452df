import { genders, memberSearchSorts, memberTypes, type Locale } from '@congregate/contracts';
import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { useMemberSearchT } from '../i18n/index.ts';
import { agesOutOfOrder, type MemberFilters } from '../lib/member-filters.ts';

/** Month names in the chosen language, January first. */
export function monthNames(language: string): string[] {
  const tag = language === 'fil' ? 'fil-PH' : 'en';
  return Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2000, month, 1)).toLocaleDateString(tag, { month: 'long', timeZone: 'UTC' }),
  );
}

const ageValue = (text: string) => (/^\d{1,3}$/.test(text) && Number(text) <= 150 ? Number(text) : undefined);

/**
 * The search filters. Flock and cluster belong to one locale: they are offered once the locale is known
 * (chosen, or the admin's only locale).
 */
export function MemberFilterFields({
  filters,
  locales,
  onChange,
  onClear,
}: {
  filters: MemberFilters;
  /** The admin's locales. */
  locales: readonly Locale[];
  onChange: (changes: Partial<MemberFilters>) => void;
  onClear: () => void;
}) {
  const at = useMemberSearchT();
  const { language } = useI18n();
  const localeId = filters.localeId ?? (locales.length === 1 ? locales[0]!.id : null);
  const flocks = useLocaleFlocks(localeId);
  const any = { value: '', label: at('filters.any') };
  const needsLocale = !localeId;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      {locales.length > 1 && (
        <NativeSelect
          label={at('filters.locale')}
          value={filters.localeId ?? ''}
          onChange={(event) => onChange({ localeId: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: at('filters.allLocales') },
            ...locales.map((locale) => ({ value: locale.id, label: locale.name })),
          ]}
        />
      )}
      <NativeSelect
        label={at('filters.flock')}
        description={needsLocale ? at('filters.chooseLocaleFirst') : undefined}
        disabled={needsLocale || flocks.isPending}
        value={filters.flockId ?? ''}
        onChange={(event) => onChange({ flockId: event.currentTarget.value || undefined })}
        data={[any, ...(flocks.data?.flocks ?? []).map((flock) => ({ value: flock.id, label: flock.name }))]}
      />
      <NativeSelect
        label={at('filters.cluster')}
        description={needsLocale ? at('filters.chooseLocaleFirst') : undefined}
        disabled={needsLocale || flocks.isPending}
        value={filters.cluster ?? ''}
        onChange={(event) => onChange({ cluster: event.currentTarget.value || undefined })}
        data={[
          any,
          ...(flocks.data?.clusters ?? []).map((cluster) => ({ value: cluster.name, label: cluster.name })),
        ]}
      />
      <NativeSelect
        label={at('filters.type')}
        value={filters.type ?? ''}
        onChange={(event) =>
          onChange({ type: (event.currentTarget.value || undefined) as MemberFilters['type'] })
        }
        data={[any, ...memberTypes.map((type) => ({ value: type, label: at(`type.${type}`) }))]}
      />
      <NativeSelect
        label={at('filters.endorsed')}
        value={filters.endorsed === undefined ? '' : filters.endorsed ? 'yes' : 'no'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ endorsed: value === '' ? undefined : value === 'yes' });
        }}
        data={[
          any,
          { value: 'yes', label: at('status.endorsed') },
          { value: 'no', label: at('status.notEndorsed') },
        ]}
      />
      <NativeSelect
        label={at('filters.gender')}
        value={filters.gender ?? ''}
        onChange={(event) =>
          onChange({ gender: (event.currentTarget.value || undefined) as MemberFilters['gender'] })
        }
        data={[any, ...genders.map((gender) => ({ value: gender, label: at(`gender.${gender}`) }))]}
      />
      <NativeSelect
        label={at('filters.birthMonth')}
        value={filters.birthMonth === undefined ? '' : String(filters.birthMonth)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ birthMonth: value ? Number(value) : undefined });
        }}
        data={[
          any,
          ...monthNames(language).map((name, index) => ({ value: String(index + 1), label: name })),
        ]}
      />
      <TextInput
        label={at('filters.ageFrom')}
        type="number"
        inputMode="numeric"
        min={0}
        max={150}
        value={filters.ageFrom === undefined ? '' : String(filters.ageFrom)}
        onChange={(event) => onChange({ ageFrom: ageValue(event.currentTarget.value) })}
      />
      <TextInput
        label={at('filters.ageTo')}
        type="number"
        inputMode="numeric"
        min={0}
        max={150}
        value={filters.ageTo === undefined ? '' : String(filters.ageTo)}
        onChange={(event) => onChange({ ageTo: ageValue(event.currentTarget.value) })}
        error={agesOutOfOrder(filters) ? at('filters.agesOutOfOrder') : undefined}
      />
      <NativeSelect
        label={at('filters.sort')}
        value={filters.sort ?? 'name'}
        onChange={(event) =>
          onChange({
            sort:
              event.currentTarget.value === 'name'
                ? undefined
                : (event.currentTarget.value as MemberFilters['sort']),
          })
        }
        data={memberSearchSorts.map((sort) => ({ value: sort, label: at(`sort.${sort}`) }))}
      />
      <Button variant="subtle" onClick={onClear} style={{ alignSelf: 'end' }}>
        {at('filters.clear')}
      </Button>
    </SimpleGrid>
  );
}
