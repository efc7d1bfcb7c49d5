// The network's topology (SPEC §3 "Stop", "Route", "Line"), read once per session by the screens that name
// lines and stops: the origin-destination steps, the journeys of a card's contracts.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Itinerary, Line, PhysicalStop } from '@shared/topology';
import type { LoadStatus } from '../../app/config/configSlice';
import { rootReducer } from '../../app/rootReducer';

export interface TopologyState {
  status: LoadStatus;
  lines: Line[];
  itineraries: Itinerary[];
  stops: PhysicalStop[];
}

const initialState: TopologyState = { status: 'idle', lines: [], itineraries: [], stops: [] };

const slice = createSlice({
  name: 'topology',
  initialState,
  reducers: {
    topologyLoading(state) {
      state.status = 'loading';
    },
    topologyLoaded(_state, action: PayloadAction<Omit<TopologyState, 'status'>>) {
      return { status: 'loaded', ...action.payload };
    },
    topologyFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectTopology: (state) => state,
  },
});

/** The slice, in the store once this module has loaded. */
export const topologySlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { topologyLoading, topologyLoaded, topologyFailed } = topologySlice.actions;
export const { selectTopology } = topologySlice.selectors;

/** Load the topology unless it is there or on its way (a failure is tried again). */
export const topologyRequested = createAction('topology/requested');
