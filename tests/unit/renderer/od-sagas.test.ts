// The origin-destination sagas branch by branch (SPEC §4 "Top-up (OD)", §8): the topology and its failure,
// the card's journey, the products of a complete journey only, and the titles into the cart.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import { call, cancel, fork } from 'redux-saga/effects';
import type { SellableProduct } from '@shared/reload';
import * as cartApi from '../../../src/renderer/src/api/cart';
import * as reloadApi from '../../../src/renderer/src/api/reload';
import { appSlice } from '../../../src/renderer/src/app/appSlice';
import type { Platform } from '../../../src/renderer/src/platform/bridge';
import * as topologyApi from '../../../src/renderer/src/api/topology';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { rechargementSlice } from '../../../src/renderer/src/features/rechargement/rechargementSlice';
import { productChoiceSlice } from '../../../src/renderer/src/features/rechargement/products/productChoiceSlice';
import {
  addToCart,
  buyOne,
  openSteps,
  refreshProducts,
} from '../../../src/renderer/src/features/selection-od/selectionOdSaga';
import {
  odBuyOneRequested,
  odOpened,
  selectionOdSlice,
  type SelectionOdState,
} from '../../../src/renderer/src/features/selection-od/selectionOdSlice';
import { loadTopology, topologySaga } from '../../../src/renderer/src/features/topology/topologySaga';
import { topologySlice, type TopologyState } from '../../../src/renderer/src/features/topology/topologySlice';
import { httpError } from './http-error';
import { card1, card6, itineraries, lines, odTickets, odTopUps, stops } from './reload-fixtures';

vi.mock('../../../src/renderer/src/api/cart');
vi.mock('../../../src/renderer/src/api/reload');
vi.mock('../../../src/renderer/src/api/topology');
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn() }));

type Action = { type: string; payload?: unknown };

const loadedTopology: TopologyState = { status: 'loaded', lines, itineraries, stops };
const journey = { line: 'L2', origin: 'BLO-GARE', destination: 'CHV-CHAT' };

interface State {
  selectionOd?: Partial<SelectionOdState>;
  rechargement?: Partial<ReturnType<typeof rechargementSlice.getInitialState>>;
  productChoice?: Partial<ReturnType<typeof productChoiceSlice.getInitialState>>;
  topology?: Partial<TopologyState>;
  platform?: Platform;
}

/** Runs a saga against a state that its own puts of the topology update (as the real reducer would). */
async function run<A extends unknown[]>(saga: Saga<A>, state: State, ...args: A) {
  const dispatched: Action[] = [];
  let full = {
    selectionOd: { ...selectionOdSlice.getInitialState(), ...state.selectionOd },
    rechargement: { ...rechargementSlice.getInitialState(), ...state.rechargement },
    productChoice: { ...productChoiceSlice.getInitialState(), ...state.productChoice },
    topology: { ...topologySlice.getInitialState(), ...state.topology },
    app: { ...appSlice.getInitialState(), platform: state.platform ?? 'web' },
  };
  const channel = stdChannel();
  await runSaga(
    {
      channel,
      dispatch: (action: Action) => {
        dispatched.push(action);
        full = { ...full, topology: topologySlice.reducer(full.topology, action) };
        full = { ...full, selectionOd: selectionOdSlice.reducer(full.selectionOd, action) };
        channel.put(action);
      },
      getState: () => full,
    },
    saga,
    ...args,
  ).toPromise();
  return dispatched;
}

/** Opening the steps with the topology's saga listening, as the route starts them together. */
function* open(action: ReturnType<typeof odOpened>) {
  const topology: Task = yield fork(topologySaga);
  yield call(openSteps, action);
  yield cancel(topology);
}

const types = (dispatched: Action[]) => dispatched.map((a) => a.type);
const payloadOf = (dispatched: Action[], type: string) => dispatched.find((a) => a.type === type)?.payload;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(topologyApi.getLines).mockResolvedValue(lines);
  vi.mocked(topologyApi.getItineraries).mockResolvedValue(itineraries);
  vi.mocked(topologyApi.getStops).mockResolvedValue(stops);
});

describe('topology', () => {
  it('loads lines, routes and stops together, once', async () => {
    const dispatched = await run(loadTopology, {});
    expect(types(dispatched)).toEqual(['topology/topologyLoading', 'topology/topologyLoaded']);
    expect(payloadOf(dispatched, 'topology/topologyLoaded')).toEqual({ lines, itineraries, stops });
    expect(await run(loadTopology, { topology: loadedTopology })).toEqual([]);
  });

  it('fails as a whole when one of them fails, or when there is no line', async () => {
    vi.mocked(topologyApi.getStops).mockRejectedValueOnce(httpError(503));
    expect(types(await run(loadTopology, {}))).toEqual([
      'topology/topologyLoading',
      'topology/topologyFailed',
    ]);
    vi.mocked(topologyApi.getLines).mockResolvedValueOnce([]);
    expect(types(await run(loadTopology, {}))).toEqual([
      'topology/topologyLoading',
      'topology/topologyFailed',
    ]);
  });
});

describe('opening the steps', () => {
  it('loads the topology and offers nothing before a journey is chosen', async () => {
    const dispatched = await run(open, {}, odOpened({ carte: false }));
    expect(types(dispatched)).toEqual([
      'topology/requested',
      'topology/topologyLoading',
      'topology/topologyLoaded',
      'productChoice/productsCleared',
    ]);
  });

  it('stops when the topology fails (the page says the service is unavailable)', async () => {
    vi.mocked(topologyApi.getLines).mockRejectedValue(httpError(500));
    const dispatched = await run(open, {}, odOpened({ carte: false }));
    expect(types(dispatched).at(-1)).toBe('topology/topologyFailed');
    expect(types(dispatched)).not.toContain('productChoice/productsCleared');
  });

  it('starts a top-up from the card’s journey and loads its products for the card, one at a time', async () => {
    const dispatched = await run(
      openSteps,
      {
        topology: loadedTopology,
        rechargement: { card: card6, birthDate: null },
        selectionOd: { carte: true },
      },
      odOpened({ carte: true }),
    );
    expect(payloadOf(dispatched, 'selectionOd/journeyPrefilled')).toEqual({
      card: '100000000006',
      ...journey,
    });
    expect(payloadOf(dispatched, 'productChoice/productsRequested')).toEqual({
      query: { ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT', numSupport: '100000000006' },
      oneAtATime: true,
      kind: 'od',
      held: card6.contrats,
    });
  });

  it('keeps the customer’s own journey for a card already seen', async () => {
    const dispatched = await run(
      openSteps,
      {
        topology: loadedTopology,
        rechargement: { card: card6 },
        selectionOd: {
          carte: true,
          prefilledFor: '100000000006',
          line: 'L1',
          origin: null,
          destination: null,
        },
      },
      odOpened({ carte: true }),
    );
    expect(types(dispatched)).toEqual(['productChoice/productsCleared']);
  });

  it('does nothing for a top-up without a looked-up card (the page goes to the lookup)', async () => {
    expect(await run(open, {}, odOpened({ carte: true }))).toEqual([]);
  });

  it('tops up no blacklisted or deleted card, even with a journey', async () => {
    const blacklisted = { ...card6, etat: 'SUSPENDU' };
    expect(await run(open, { rechargement: { card: blacklisted } }, odOpened({ carte: true }))).toEqual([]);
  });
});

describe('products of the journey', () => {
  it('are asked once the journey is complete, several tickets allowed', async () => {
    const dispatched = await run(refreshProducts, { selectionOd: { ...journey, carte: false } });
    expect(dispatched).toEqual([
      {
        type: 'productChoice/productsRequested',
        payload: {
          query: { ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT' },
          oneAtATime: false,
          kind: 'od',
        },
      },
    ]);
  });

  it('go with the card’s birth date in a top-up', async () => {
    const dispatched = await run(refreshProducts, {
      selectionOd: { ...journey, carte: true },
      rechargement: { card: card1, birthDate: '1990-05-14' },
    });
    expect((payloadOf(dispatched, 'productChoice/productsRequested') as { query: object }).query).toEqual({
      ligne: 'L2',
      origine: 'BLO-GARE',
      destination: 'CHV-CHAT',
      numSupport: '100000000001',
      dateNaissance: '1990-05-14',
    });
  });

  it('are cleared while the journey is incomplete', async () => {
    expect(types(await run(refreshProducts, { selectionOd: { line: 'L2', origin: 'BLO-GARE' } }))).toEqual([
      'productChoice/productsCleared',
    ]);
  });
});

describe('titles into the cart', () => {
  const chosen = (products: SellableProduct[], quantities: number[]) =>
    products.map((p, i) => ({ ...p, quantity: quantities[i] ?? 0 }));

  it('sends one TICKET_OD item per chosen ticket and shows the ticket cart', async () => {
    vi.mocked(cartApi.addTripItems).mockResolvedValue();
    const dispatched = await run(addToCart, {
      selectionOd: { ...journey, carte: false },
      topology: loadedTopology,
      productChoice: { products: chosen(odTickets, [2, 0, 1]) },
    });
    const items = vi.mocked(cartApi.addTripItems).mock.calls[0]![0];
    expect(items.map((i) => [i.type, i.codeProduitReservation, i.quantite, i.numSupport])).toEqual([
      ['TICKET_OD', 'OD-UNITAIRE', 2, undefined],
      ['TICKET_OD', 'OD-JOUR', 1, undefined],
    ]);
    expect(types(dispatched)).toEqual([
      'selectionOd/odAddStarted',
      'selectionOd/odAddSucceeded',
      'cart/typeChosen',
    ]);
    expect(payloadOf(dispatched, 'cart/typeChosen')).toBe('ticketOd');
    expect(navigation.navigate).toHaveBeenCalledWith('/cart');
  });

  it('sends the card’s top-up and shows the OD reload cart', async () => {
    vi.mocked(cartApi.addTripItems).mockResolvedValue();
    const dispatched = await run(addToCart, {
      selectionOd: { ...journey, carte: true },
      rechargement: { card: card6 },
      topology: loadedTopology,
      productChoice: { products: chosen(odTopUps, [1, 0, 0]) },
    });
    expect(cartApi.addTripItems).toHaveBeenCalledWith([
      {
        type: 'RECHARGEMENT_ABONNE_OD',
        codeProduitReservation: 'OD-ABO-MOIS',
        quantite: 1,
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-11-01',
        numSupport: '100000000006',
      },
    ]);
    expect(payloadOf(dispatched, 'cart/typeChosen')).toBe('rechargementOd');
  });

  it('shows the server’s refusal, else the generic text, and stays', async () => {
    vi.mocked(cartApi.addTripItems).mockRejectedValueOnce(httpError(400, { messageError: 'Titre inconnu.' }));
    const state = {
      selectionOd: { ...journey, carte: false },
      topology: loadedTopology,
      productChoice: { products: chosen(odTickets, [1]) },
    };
    expect(payloadOf(await run(addToCart, state), 'selectionOd/odAddFailed')).toBe('Titre inconnu.');
    vi.mocked(cartApi.addTripItems).mockRejectedValueOnce(httpError(502));
    expect(payloadOf(await run(addToCart, state), 'selectionOd/odAddFailed')).toBe(
      'Une erreur est survenue, veuillez réessayer.',
    );
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('sends nothing without a chosen title', async () => {
    const dispatched = await run(addToCart, {
      selectionOd: { ...journey },
      topology: loadedTopology,
      productChoice: { products: chosen(odTickets, []) },
    });
    expect(dispatched).toEqual([]);
    expect(cartApi.addTripItems).not.toHaveBeenCalled();
  });

  it("the kiosk's 'Acheter': one of that title, whatever quantities the chooser holds", async () => {
    vi.mocked(cartApi.addTripItems).mockResolvedValue();
    const state = {
      selectionOd: { ...journey, carte: false },
      topology: loadedTopology,
      productChoice: { products: chosen(odTickets, [3, 0, 2]) },
      platform: 'kiosk' as const,
    };
    const dispatched = await run(buyOne, state, odBuyOneRequested(odTickets[1]!.id));
    const items = vi.mocked(cartApi.addTripItems).mock.calls[0]![0];
    expect(items.map((i) => [i.type, i.codeProduitReservation, i.quantite])).toEqual([
      ['TICKET_OD', 'OD-DATE', 1],
    ]);
    expect(payloadOf(dispatched, 'cart/typeChosen')).toBe('ticketOd');
    // The kiosk has no cart page (SPEC §1): its payment screen at once, not through the cart's redirect.
    expect(navigation.navigate).toHaveBeenCalledWith('/payment');
    expect(navigation.navigate).not.toHaveBeenCalledWith('/cart');
  });

  it("the kiosk's 'Acheter' of a title no longer offered sends nothing", async () => {
    const dispatched = await run(
      buyOne,
      {
        selectionOd: { ...journey },
        topology: loadedTopology,
        productChoice: { products: chosen(odTickets, []) },
      },
      odBuyOneRequested(999),
    );
    expect(dispatched).toEqual([]);
    expect(cartApi.addTripItems).not.toHaveBeenCalled();
  });
});

describe('the kiosk offers nothing that sells nothing', () => {
  it('asks each line for its whole route’s titles and leaves out a line that answers none', async () => {
    vi.mocked(reloadApi.getSellableProducts).mockImplementation(async (query) =>
      query.ligne === 'L1' ? [] : odTickets,
    );
    const dispatched = await run(open, { platform: 'kiosk' }, odOpened({ carte: false }));
    expect(vi.mocked(reloadApi.getSellableProducts).mock.calls.map(([q]) => q)).toEqual([
      { ligne: 'L1', origine: 'BLO-GARE', destination: 'VEN-GARE' },
      { ligne: 'L2', origine: 'BLO-GARE', destination: 'ROM-GARE' },
    ]);
    expect(payloadOf(dispatched, 'selectionOd/linesChecked')).toEqual(['L1']);
  });

  it('keeps a line whose answer failed, asks once, and never on the web nor at the counter', async () => {
    vi.mocked(reloadApi.getSellableProducts).mockRejectedValue(httpError(502));
    const dispatched = await run(open, { platform: 'kiosk' }, odOpened({ carte: false }));
    expect(payloadOf(dispatched, 'selectionOd/linesChecked')).toEqual([]);
    vi.mocked(reloadApi.getSellableProducts).mockClear();
    await run(open, { platform: 'kiosk', selectionOd: { unsoldLines: [] } }, odOpened({ carte: false }));
    await run(open, { platform: 'web' }, odOpened({ carte: false }));
    await run(open, { platform: 'counter' }, odOpened({ carte: false }));
    expect(reloadApi.getSellableProducts).not.toHaveBeenCalled();
  });
});
