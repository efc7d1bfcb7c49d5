// The current purchase's cart (SPEC §2 "Cart"): its type (kept in local storage), lines and totals.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Cart, CartType } from '@shared/shop';
import { roundTo12 } from '@shared/money';
import type { LoadStatus } from '../../app/config/configSlice';
import { rootReducer } from '../../app/rootReducer';
import { signedOut } from '../../app/session/accountSlice';
import { appliCartOf } from '../../purchase/mobilePrices';
import { storedCartType } from '../../purchase/storedCartType';

export interface CartState {
  cartType: CartType | null;
  cart: Cart | null;
  status: LoadStatus;
  error: string | null;
  termsAccepted: boolean;
}

export const initialCartState: CartState = {
  cartType: null,
  cart: null,
  status: 'idle',
  error: null,
  termsAccepted: false,
};

/** Loaded with the cart, the shop and the payment pages: the slice joins the store then. */
const slice = createSlice({
  name: 'cart',
  // Read when the slice starts (once loaded, and again at each session reset, after storage is wiped):
  // the cart type survives reloads and the round trip through the payment provider.
  initialState: (): CartState => ({ ...initialCartState, cartType: storedCartType() }),
  reducers: {
    cartTypeSet(state, action: PayloadAction<CartType | null>) {
      if (state.cartType !== action.payload) state.cart = null;
      state.cartType = action.payload;
    },
    cartRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    cartLoaded(state, action: PayloadAction<Cart>) {
      state.cart = action.payload;
      state.status = 'loaded';
    },
    cartFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    termsToggled(state, action: PayloadAction<boolean>) {
      state.termsAccepted = action.payload;
    },
  },
  // Signing out forgets the mobile ticket chosen with the account: its cart is empty now (its type stays,
  // so the cart's 'Annuler' still leads to the login); another cart is not the account's and stays.
  extraReducers: (builder) =>
    builder.addCase(signedOut, (state) => {
      if (state.cartType !== 'appli') return;
      state.cart = appliCartOf(null);
      state.termsAccepted = false;
    }),
  selectors: {
    selectCartType: (state) => state.cartType,
    selectCart: (state) => state.cart,
    selectCartStatus: (state) => state.status,
    selectCartError: (state) => state.error,
    selectTermsAccepted: (state) => state.termsAccepted,
  },
});

/** The slice, in the store once this module has loaded. */
export const cartSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const { cartTypeSet, cartRequested, cartLoaded, cartFailed, termsToggled } = cartSlice.actions;
export const { selectCartType, selectCart, selectCartStatus, selectCartError, selectTermsAccepted } =
  cartSlice.selectors;

/** Choose the cart of a purchase flow (the saga stores it). */
export const cartTypeChosen = createAction<CartType>('cart/typeChosen');
export const lineRemoveRequested = createAction<number>('cart/lineRemoveRequested');

/** VAT of the whole cart: per-unit VAT times quantity, summed, rounded as SPEC §9 says. */
export function cartVat(cart: Cart | null): number {
  if (!cart) return 0;
  return roundTo12(cart.products.reduce((sum, line) => sum + line.montantTva * line.quantity, 0));
}
