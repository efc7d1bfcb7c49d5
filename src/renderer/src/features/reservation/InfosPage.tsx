// /reservation/infos 'Mon trajet' (SPEC §2 "Reservation"): two real tabs, reserve (tab=1, the default) and
// modify (tab=2). The tab is read from the URL and written back to it, so a link to /reservation?tab=2 or
// a module tile with its sousFonction opens the right one, and arrow keys move between them.
import { useSearchParams } from 'react-router-dom';
import { I18nProvider, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { enReservation } from '../../i18n/en/reservation';
import { frReservation } from '../../i18n/fr/reservation';
import { ModifyTab } from './modification/ModifyTab';
import { ReserveTab } from './ReserveTab';
import './reservation.css';
import { useCatalog, useLocale } from '../../i18n/language';

const TAB_QUERY = { reserve: '1', modify: '2' } as const;
type TabId = keyof typeof TAB_QUERY;

/** SPEC §2: tab 2 is the modification; anything else is the reservation. */
export const tabOf = (query: string | null): TabId => (query === TAB_QUERY.modify ? 'modify' : 'reserve');

export default function InfosPage() {
  const locale = useLocale();
  const tPages = useCatalog(frPages, enPages);
  const t = useCatalog(frReservation, enReservation);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const choose = (key: Key) => {
    const id: TabId = key === 'modify' ? 'modify' : 'reserve';
    if (id === tab && params.get('tab') === TAB_QUERY[id]) return;
    const next = new URLSearchParams(params);
    next.set('tab', TAB_QUERY[id]);
    // The same page: the tab replaces the entry, 'Back' leaves 'Mon trajet' as it did.
    setParams(next, { replace: true });
  };

  return (
    <I18nProvider locale={locale}>
      <section className="page reservation">
        <h1>{tPages.reservationInfos}</h1>
        <Tabs className="tabs" selectedKey={tab} onSelectionChange={choose}>
          <TabList className="tabs__list" aria-label={t.tabsLabel}>
            <Tab id="reserve" className="tabs__tab">
              {t.reserveTab}
            </Tab>
            <Tab id="modify" className="tabs__tab">
              {t.modifyTab}
            </Tab>
          </TabList>
          <TabPanel id="reserve" className="tabs__panel">
            <ReserveTab />
          </TabPanel>
          <TabPanel id="modify" className="tabs__panel">
            <ModifyTab />
          </TabPanel>
        </Tabs>
      </section>
    </I18nProvider>
  );
}
