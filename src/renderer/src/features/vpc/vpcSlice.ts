// The shop (SPEC §2 "Shop", §4 "Shop"): categories, the products of the chosen one, chosen quantities.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Category, ShopProduct } from '@shared/shop';
import type { LoadStatus } from '../../app/config/configSlice';
import { rootReducer } from '../../app/rootReducer';

export interface VpcState {
  categories: Category[] | null;
  status: LoadStatus;
  error: string | null;
  selectedCategoryId: number | null;
  categoryName: string;
  products: ShopProduct[];
  productsStatus: LoadStatus;
  /** Quantity chosen per product id (defaults to the first of its list). */
  quantities: Record<number, number>;
  selectedProductId: number | null;
  /** 'Le produit a bien été ajouté à votre panier' is shown. */
  added: boolean;
  adding: boolean;
}

const initialState: VpcState = {
  categories: null,
  status: 'idle',
  error: null,
  selectedCategoryId: null,
  categoryName: '',
  products: [],
  productsStatus: 'idle',
  quantities: {},
  selectedProductId: null,
  added: false,
  adding: false,
};

const slice = createSlice({
  name: 'vpc',
  initialState,
  reducers: {
    categoriesRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.categories = action.payload;
      state.status = 'loaded';
    },
    shopFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.productsStatus = state.productsStatus === 'loading' ? 'failed' : state.productsStatus;
      state.error = action.payload;
      state.adding = false;
    },
    categorySelected(state, action: PayloadAction<number>) {
      state.selectedCategoryId = action.payload;
      state.productsStatus = 'loading';
      state.error = null;
    },
    productsLoaded(state, action: PayloadAction<{ categoryName: string; products: ShopProduct[] }>) {
      // SPEC §4: only products with at least one quantity are shown; the first quantity is the default.
      const products = action.payload.products.filter(
        (p) => Array.isArray(p.quantities) && p.quantities.length > 0,
      );
      state.categoryName = action.payload.categoryName;
      state.products = products;
      state.productsStatus = 'loaded';
      for (const product of products) state.quantities[product.id] ??= product.quantities[0]!;
    },
    quantityChosen(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      state.quantities[action.payload.productId] = action.payload.quantity;
    },
    productSelected(state, action: PayloadAction<number>) {
      state.selectedProductId = action.payload;
    },
    addStarted(state) {
      state.adding = true;
      state.added = false;
      state.error = null;
    },
    addSucceeded(state) {
      state.adding = false;
      state.added = true;
    },
    bannersCleared(state) {
      state.added = false;
      state.error = null;
    },
  },
  selectors: {
    selectVpc: (state) => state,
    selectSelectedProduct: (state) => state.products.find((p) => p.id === state.selectedProductId) ?? null,
  },
});

/** The slice, in the store once this module has loaded. */
export const vpcSlice = slice.injectInto(rootReducer);

// The slice's place in the store's lazily loaded state: declared here, so app/ names no feature.
declare module '../../app/lazySlices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merged declaration adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const {
  categoriesRequested,
  categoriesLoaded,
  shopFailed,
  categorySelected,
  productsLoaded,
  quantityChosen,
  productSelected,
  addStarted,
  addSucceeded,
  bannersCleared,
} = vpcSlice.actions;
export const { selectVpc, selectSelectedProduct } = vpcSlice.selectors;

export const shopOpened = createAction('vpc/opened');
export const addToCartRequested = createAction<{ productId: number; quantity: number }>(
  'vpc/addToCartRequested',
);
export const productOpened = createAction<number>('vpc/productOpened');
