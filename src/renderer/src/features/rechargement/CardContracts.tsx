// 'Mes titres': what the card holds, with its period or 'Non consommé', trips left and journey.
import type { CardContract } from '@shared/reload';
import { useAppSelector } from '../../app/hooks';
import { enRechargement } from '../../i18n/en/rechargement';
import { frRechargement } from '../../i18n/fr/rechargement';
import { selectTopology } from '../topology';
import { contractJourney, contractPeriod, contractTrips } from './contractText';
import { useCatalog } from '../../i18n/language';

export function CardContracts({ contracts }: { contracts: readonly CardContract[] }) {
  const t = useCatalog(frRechargement, enRechargement).contracts;
  const { lines, stops } = useAppSelector(selectTopology);
  return (
    <section className="card-contracts" aria-labelledby="mes-titres">
      <h2 id="mes-titres">{t.title}</h2>
      {contracts.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="card-contracts__list">
          {contracts.map((contract, index) => {
            const trips = contractTrips(contract, t);
            const journey = contractJourney(contract, lines, stops, t);
            return (
              <li key={`${contract.nomProduit}-${index}`} className="card-contract">
                <p className="card-contract__name">{contract.nomProduit}</p>
                {journey ? <p>{journey}</p> : null}
                <p>{contractPeriod(contract, t)}</p>
                {trips ? <p>{trips}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
