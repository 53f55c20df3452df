import { Button, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { IconHeart } from '../../../../components/ui/icons.ts';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useGivingAccess } from '../api/get-giving-access.ts';
import { MyGiving } from '../components/my-giving.tsx';
import { FinanceGiving } from '../finance/finance-giving.tsx';
import { useGivingT } from '../i18n/index.ts';

/**
 * `transactions`: the member's own giving; for those who may see a locale's giving (finance, locale and
 * district admins) a second tab, "Church giving" (`?tab=finance`).
 */
export default function TransactionsPage() {
  const gt = useGivingT();
  const [params, setParams] = useUrlParams();
  const access = useGivingAccess();
  const locales = (access.data?.locales ?? []).filter((locale) => locale.access !== 'none');
  const tab = locales.length > 0 && params.get('tab') === 'finance' ? 'finance' : 'mine';

  const give = (
    <Button component={Link} to="/give-modal" leftSection={<IconHeart size={18} aria-hidden />}>
      {gt('tx.give')}
    </Button>
  );

  return (
    <PageCard
      title={gt('tx.title')}
      intro={gt('tx.intro')}
      actions={give}
      maw={locales.length > 0 ? 1100 : 720}
    >
      {locales.length === 0 ? (
        <MyGiving />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (value === 'finance') next.set('tab', 'finance');
              else next.delete('tab');
              return next;
            })
          }
        >
          <Tabs.List aria-label={gt('tabs.label')} mb="md">
            <Tabs.Tab value="mine">{gt('tabs.mine')}</Tabs.Tab>
            <Tabs.Tab value="finance">{gt('tabs.finance')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine">{tab === 'mine' && <MyGiving />}</Tabs.Panel>
          <Tabs.Panel value="finance">{tab === 'finance' && <FinanceGiving locales={locales} />}</Tabs.Panel>
        </Tabs>
      )}
    </PageCard>
  );
}
