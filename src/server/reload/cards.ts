// The network's cards (contract §1 "Demo cards"): six seeded cards whose contracts are dated from today,
// plus what paid orders loaded onto them. Cards are server-wide, not per visitor: a reload bought in one
// session is on the card for every lookup after it.
import { formatCardNumber } from '../../shared/card-number';
import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfYear,
  startOfMonth,
  startOfYear,
  subYears,
} from 'date-fns';
import { CARD_STATES, type CardContract, type CardHolder } from '../../shared/reload';
import { dayOf, toDate } from './days';

interface SeedCard {
  numero: string;
  etat: string;
  dateNaissance: string | null;
  /** Contracts on the card as of today. */
  contracts: (today: Date) => CardContract[];
  /** Ids of the reload titles (catalogue.ts) sold on this card. */
  reloadTitles: number[];
  /** Origin-destination subscriptions may be loaded onto it (RECHARGEMENT_ABONNE_OD). */
  sellsOd: boolean;
}

/** SPEC §9: a counted-down title not used yet ends in 2099 ('Non consommé'). */
export const NOT_USED_END = '2099-12-31';

const contract = (
  nomProduit: string,
  typeTitre: 1 | 2,
  ddv: Date,
  dfv: Date | string,
  extra: Partial<CardContract> = {},
): CardContract => ({
  nomProduit,
  codeLigne: null,
  codeArretOrigine: null,
  codeArretDestination: null,
  soldeJetons: null,
  typeTitre,
  ddv: dayOf(ddv),
  dfv: typeof dfv === 'string' ? dfv : dayOf(dfv),
  ...extra,
});

const month = (nomProduit: string, day: Date, extra: Partial<CardContract> = {}) =>
  contract(nomProduit, 1, startOfMonth(day), endOfMonth(day), extra);

const seedCards: SeedCard[] = [
  {
    numero: '100000000001',
    etat: CARD_STATES.valid,
    dateNaissance: null,
    contracts: (today) => {
      const carnetBought = addDays(today, -20);
      return [
        month('Abonnement mensuel Ligéo', today),
        contract('Carnet 10 voyages', 2, carnetBought, addDays(addYears(carnetBought, 1), -1), {
          soldeJetons: 4,
        }),
        contract('Pass 1 jour', 2, addDays(today, -3), NOT_USED_END, { soldeJetons: 1 }),
      ];
    },
    reloadTitles: [101, 102, 103, 104, 105, 106, 107, 108, 109, 110],
    sellsOd: true,
  },
  {
    numero: '100000000002',
    etat: CARD_STATES.valid,
    dateNaissance: '1990-05-14',
    contracts: (today) => [contract('Abonnement annuel Ligéo', 1, startOfYear(today), endOfYear(today))],
    reloadTitles: [101, 102, 103, 106],
    sellsOd: true,
  },
  {
    numero: '100000000003',
    etat: CARD_STATES.suspended,
    dateNaissance: null,
    contracts: (today) => [month('Abonnement mensuel Ligéo', addMonths(today, -2))],
    reloadTitles: [101, 106],
    sellsOd: true,
  },
  {
    numero: '100000000004',
    etat: CARD_STATES.deleted,
    dateNaissance: null,
    contracts: (today) => {
      const lastYear = subYears(today, 1);
      return [contract('Abonnement annuel Ligéo', 1, startOfYear(lastYear), endOfYear(lastYear))];
    },
    reloadTitles: [101, 106],
    sellsOd: true,
  },
  {
    numero: '100000000005',
    etat: CARD_STATES.valid,
    dateNaissance: null,
    contracts: () => [],
    reloadTitles: [],
    sellsOd: false,
  },
  {
    numero: '100000000006',
    etat: CARD_STATES.valid,
    dateNaissance: null,
    contracts: (today) => [
      month('Abonnement mensuel origine-destination', today, {
        codeLigne: 'L2',
        codeArretOrigine: 'BLO-GARE',
        codeArretDestination: 'CHV-CHAT',
      }),
    ],
    reloadTitles: [101, 106],
    sellsOd: true,
  },
];

const sameTitle = (a: CardContract, b: CardContract) =>
  a.nomProduit === b.nomProduit &&
  a.typeTitre === b.typeTitre &&
  a.codeLigne === b.codeLigne &&
  a.codeArretOrigine === b.codeArretOrigine &&
  a.codeArretDestination === b.codeArretDestination;

/** A loaded contract added to the card's: trips of a counted-down title join a contract of the same
 * title (and trip) already there; anything else is a new contract. */
function withLoaded(contracts: CardContract[], loaded: CardContract): CardContract[] {
  const target =
    loaded.typeTitre === 2 ? contracts.find((c) => c.typeTitre === 2 && sameTitle(c, loaded)) : undefined;
  if (!target) return [...contracts, { ...loaded }];
  return contracts.map((c) =>
    c === target ? { ...c, soldeJetons: (c.soldeJetons ?? 0) + (loaded.soldeJetons ?? 0) } : c,
  );
}

/** What a paid order puts on one card. */
export interface CardLoad {
  numero: string;
  contract: CardContract;
}

export class CardRegistry {
  private loaded = new Map<string, CardContract[]>();
  private loadedOrders = new Set<number>();

  /** Seed facts the sale rules read: state, holder's birth date, titles sold. */
  card(numero: string): Omit<SeedCard, 'contracts'> | undefined {
    return seedCards.find((c) => c.numero === numero);
  }

  holder(numero: string, today: string): CardHolder | null {
    const card = seedCards.find((c) => c.numero === numero);
    if (!card) return null;
    const contrats = (this.loaded.get(numero) ?? []).reduce(withLoaded, card.contracts(toDate(today)));
    return {
      numero,
      numeroAffiche: formatCardNumber(numero),
      etat: card.etat,
      client: { dateNaissance: card.dateNaissance },
      contrats,
    };
  }

  /** Puts an order's contracts on their cards, once: a second call for the same order does nothing and
   * says so (false), however many payment notifications arrive. */
  load(orderId: number, loads: CardLoad[]): boolean {
    if (this.loadedOrders.has(orderId)) return false;
    this.loadedOrders.add(orderId);
    for (const { numero, contract: loaded } of loads) {
      const list = this.loaded.get(numero) ?? [];
      list.push({ ...loaded });
      this.loaded.set(numero, list);
    }
    return true;
  }
}
