// The products on offer for a card or a journey, as the customer chooses them (SPEC §4 "Card reload",
// "Top-up (OD)"): quantities, the lock of the others, the start of validity and its recalculation.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CardContract, SellableProduct, SellableQuery, ValidityPeriod } from '@shared/reload';
import type { LoadStatus } from '../../../app/config/configSlice';
import { rootReducer } from '../../../app/rootReducer';
import { allowedQuantity, offeredProducts, withLocks } from './rules';

/** Which screen's texts a failed product list shows. */
export type ProductListKind = 'reload' | 'od';

export interface ProductsRequest {
  query: SellableQuery;
  /** Reload and OD top-up: one title at a time (the others lock). */
  oneAtATime: boolean;
  kind: ProductListKind;
  /** The card's contracts: a start it already holds is not the one offered first (heldStarts.ts). */
  held?: readonly CardContract[];
}

export interface ValidityMessage {
  productId: number;
  tone: 'success' | 'error';
  text: string;
}

export interface ProductChoiceState {
  /** What the list is for: the validity recalculation of an OD product needs its journey. */
  query: SellableQuery | null;
  oneAtATime: boolean;
  status: LoadStatus;
  products: SellableProduct[];
  error: string | null;
  /** Start of validity chosen and being recalculated, per product: shown until the answer. */
  pendingDdv: Record<number, string>;
  validityMessage: ValidityMessage | null;
  /** Starts asked by the chooser itself, not by the customer: their answer is not announced. */
  quietDdv: Record<number, string>;
  /** Products whose every start the card holds: no start until the customer chooses one. */
  noFreeStart: number[];
}

const initialState: ProductChoiceState = {
  query: null,
  oneAtATime: true,
  status: 'idle',
  products: [],
  error: null,
  pendingDdv: {},
  validityMessage: null,
  quietDdv: {},
  noFreeStart: [],
};

const slice = createSlice({
  name: 'productChoice',
  initialState,
  reducers: {
    productsRequested(state, action: PayloadAction<ProductsRequest>) {
      return {
        ...initialState,
        query: action.payload.query,
        oneAtATime: action.payload.oneAtATime,
        status: 'loading',
      };
    },
    productsLoaded(state, action: PayloadAction<SellableProduct[]>) {
      state.products = offeredProducts(action.payload);
      state.status = 'loaded';
    },
    productsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    productsCleared() {
      return initialState;
    },
    quantityChosen(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      const product = state.products.find((p) => p.id === action.payload.productId);
      if (!product) return;
      product.quantity = allowedQuantity(product, action.payload.quantity);
      state.products = withLocks(state.products, state.oneAtATime);
    },
    /** `quiet`: the chooser's own default (a start the card does not hold yet), said by no message. */
    validityRequested(state, action: PayloadAction<{ productId: number; ddv: string; quiet?: boolean }>) {
      const { productId, ddv, quiet } = action.payload;
      state.pendingDdv[productId] = ddv;
      if (quiet) {
        state.quietDdv[productId] = ddv;
        return;
      }
      delete state.quietDdv[productId];
      state.noFreeStart = state.noFreeStart.filter((id) => id !== productId);
      state.validityMessage = null;
    },
    /** The card holds every start offered for the product: none is chosen for the customer. */
    startsAllHeld(state, action: PayloadAction<number>) {
      if (!state.noFreeStart.includes(action.payload)) state.noFreeStart.push(action.payload);
    },
    /** `requested`: the date this answer is for; a later choice of the same product supersedes it. */
    validityUpdated(
      state,
      action: PayloadAction<{
        productId: number;
        requested: string;
        period: ValidityPeriod;
        message: string;
      }>,
    ) {
      const { productId, requested, period, message } = action.payload;
      if (state.pendingDdv[productId] !== requested) return;
      delete state.pendingDdv[productId];
      const quiet = state.quietDdv[productId] === requested;
      delete state.quietDdv[productId];
      const product = state.products.find((p) => p.id === productId);
      if (!product) return;
      product.ddv = period.ddv;
      product.dfv = period.dfv;
      product.prixDdv = period.prixDdv;
      if (!quiet) state.validityMessage = { productId, tone: 'success', text: message };
    },
    /** The date goes back to the last one the back office confirmed. */
    validityFailed(state, action: PayloadAction<{ productId: number; requested: string; message: string }>) {
      const { productId, requested, message } = action.payload;
      if (state.pendingDdv[productId] !== requested) return;
      delete state.pendingDdv[productId];
      delete state.quietDdv[productId];
      state.validityMessage = { productId, tone: 'error', text: message };
    },
  },
  selectors: {
    selectProductChoice: (state) => state,
  },
});

/** The slice, in the store once this module has loaded. */
export const productChoiceSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  productsRequested,
  productsLoaded,
  productsFailed,
  productsCleared,
  quantityChosen,
  validityRequested,
  startsAllHeld,
  validityUpdated,
  validityFailed,
} = productChoiceSlice.actions;
export const { selectProductChoice } = productChoiceSlice.selectors;

/** The start of validity the chooser shows for a product: the one being recalculated, else its own. */
export const shownDdv = (state: ProductChoiceState, product: SellableProduct) =>
  state.pendingDdv[product.id] ?? product.ddv;
