import { Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { can, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useGroupFlocks } from '../../../../lib/groups/api/list-group-flocks.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useLedFlocks } from '../api/get-led-flocks.ts';
import { useFlockCareT } from '../i18n/index.ts';

/** The admin's choice of a locale (when they look after several) and one of its flocks, kept in `?flockId=`. */
function AdminFlockPicker({
  signedIn,
  localeParam,
}: {
  signedIn: SignedInAccess;
  localeParam: string | null;
}) {
  const ft = useFlockCareT();
  const [, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const localeId =
    (localeParam && mine.some((l) => l.id === localeParam) ? localeParam : null) ??
    mine.find((l) => l.id === signedIn.profile.member.currentLocale)?.id ??
    mine[0]?.id ??
    null;
  const flocks = useGroupFlocks(localeId ? { localeId } : null);
  if (locales.isPending) return <LoadingBlock />;
  const items = flocks.data?.pages.flatMap((page) => page.items) ?? [];
  const set = (key: string, value: string | null) =>
    setParams((current) => {
      if (value) current.set(key, value);
      else current.delete(key);
      if (key === 'localeId') current.delete('flockId');
      return current;
    });
  return (
    <Stack gap="sm" maw={420}>
      <Text>{ft('choose.pick')}</Text>
      {mine.length > 1 && (
        <Select
          label={ft('choose.locale')}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
          value={localeId}
          onChange={(value) => set('localeId', value)}
          allowDeselect={false}
        />
      )}
      {flocks.isError ? (
        <LoadError error={flocks.error} onRetry={() => void flocks.refetch()} />
      ) : flocks.isSuccess && items.length === 0 ? (
        <Text c="dimmed">{ft('choose.noFlocks')}</Text>
      ) : (
        <Select
          label={ft('choose.flock')}
          placeholder={ft('choose.flockPlaceholder')}
          data={items.map((f) => ({ value: f.id, label: f.name }))}
          value={null}
          onChange={(value) => set('flockId', value)}
          searchable
          disabled={!flocks.isSuccess}
        />
      )}
    </Stack>
  );
}

/**
 * The flock a page is about: `?flockId=`, else the first flock the caller leads or assists, else (for an admin)
 * a locale and flock picker. The server says whether the caller may see the flock asked for.
 */
export function FlockScope({
  signedIn,
  children,
}: {
  signedIn: SignedInAccess;
  children: (flockId: string) => ReactNode;
}) {
  const ft = useFlockCareT();
  const [params] = useUrlParams();
  const asked = params.get('flockId');
  const led = useLedFlocks();
  if (asked) return <>{children(asked)}</>;
  if (led.isPending) return <LoadingBlock />;
  if (led.isError) return <LoadError error={led.error} onRetry={() => void led.refetch()} />;
  const first = led.data[0];
  if (first) return <>{children(first.id)}</>;
  if (can(signedIn.access, 'members.view')) {
    return <AdminFlockPicker signedIn={signedIn} localeParam={params.get('localeId')} />;
  }
  return <Text c="dimmed">{ft('choose.none')}</Text>;
}
