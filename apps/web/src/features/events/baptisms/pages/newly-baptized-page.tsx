import { Anchor, Button, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconUserPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useLocales } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useBaptizedPeps } from '../api/get-baptized-peps.ts';
import { BaptismAdminFrame } from '../components/baptism-admin-frame.tsx';
import { useBaptismsT } from '../i18n/index.ts';
import { adminLocale } from '../lib/admin-locale.ts';

function NewlyBaptized({ signedIn }: { signedIn: SignedInAccess }) {
  const bt = useBaptismsT();
  const { language } = useI18n();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const { mine, locale } = adminLocale(signedIn, locales.data ?? [], params.get('locale'));
  const peps = useBaptizedPeps(locale?.id ?? null);

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{bt('locale.none')}</Text>;
  const rows = peps.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      {mine.length > 1 && (
        <NativeSelect
          label={bt('locale.label')}
          value={locale.id}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setParams((current) => {
              current.set('locale', value);
              return current;
            });
          }}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      {peps.isPending ? (
        <LoadingBlock />
      ) : peps.isError ? (
        <LoadError error={peps.error} onRetry={() => void peps.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{bt('baptized.empty')}</Text>
      ) : (
        <>
          <Text size="sm" role="status">
            {bt('baptized.count', { count: peps.data.pages[0]?.total ?? rows.length })}
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Caption>{bt('baptized.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{bt('col.name')}</Table.Th>
                  <Table.Th>{bt('col.baptizedAt')}</Table.Th>
                  <Table.Th>{bt('col.event')}</Table.Th>
                  <Table.Th>{bt('col.soulWinner')}</Table.Th>
                  <Table.Th>{bt('col.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((pep) => (
                  <Table.Tr key={pep.id}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor component={Link} to={`/pep/${pep.id}`}>
                        {pep.displayName}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>
                      {pep.baptizedAt
                        ? formatDayIn(pep.baptizedAt, language, locale.timeZone)
                        : bt('common.none')}
                    </Table.Td>
                    <Table.Td>{pep.baptismEvent?.title ?? bt('common.none')}</Table.Td>
                    <Table.Td>{pep.soulWinner?.displayName ?? bt('common.none')}</Table.Td>
                    <Table.Td>
                      <Button
                        component={Link}
                        to={`/admin-convert-pep-to-member?pepId=${pep.id}`}
                        size="xs"
                        leftSection={<IconUserPlus size={16} aria-hidden />}
                        aria-label={bt('baptized.makeMemberOf', { name: pep.displayName })}
                      >
                        {bt('baptized.makeMember')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {peps.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void peps.fetchNextPage()}
              loading={peps.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              {bt('baptized.more')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/** `admin-newly-baptized`: baptized PEPs who are not members yet, each with "Make member". */
export default function NewlyBaptizedPage() {
  return (
    <BaptismAdminFrame titleKey="baptized.title" introKey="baptized.intro" maw={1000}>
      {(signedIn) => <NewlyBaptized signedIn={signedIn} />}
    </BaptismAdminFrame>
  );
}
