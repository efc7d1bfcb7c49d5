// The feature slices' places in the store's state, filled in by declaration merging: each feature slice's
// module adds its key (`declare module '…/app/lazySlices' { interface LazyLoadedSlices { cart: CartState } }`),
// so the shell names no feature. A module of its own, with no import, so that the merged type does not
// depend on the reducer it types.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the feature slices' modules fill it in
export interface LazyLoadedSlices {}
