// What the kiosk may sell now (issue 25 §1), as main's readiness decided it and the bridge's abilities()
// said it. Null until the first answer, and on the web and the counter: nothing then is refused here (main
// still checks before any payment).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KioskAbilities, SaleAbility, SaleKind } from '@shared/kiosk-abilities';

export interface ReadinessState {
  abilities: KioskAbilities | null;
}

const initialState: ReadinessState = { abilities: null };

export const readinessSlice = createSlice({
  name: 'readiness',
  initialState,
  reducers: {
    abilitiesRead(state, action: PayloadAction<KioskAbilities>) {
      state.abilities = action.payload;
    },
  },
  selectors: {
    selectAbilities: (state) => state.abilities,
  },
});

export const { abilitiesRead } = readinessSlice.actions;
export const { selectAbilities } = readinessSlice.selectors;

/** The kiosk is out of service (terminal unreachable): no sale may be chosen. */
export const selectOutOfService = (state: { readiness: ReadinessState }): boolean =>
  state.readiness.abilities?.outOfService === true;

/** This sale's ability; undefined when unknown (no answer yet, or not a kiosk). */
export const selectSaleAbility =
  (kind: SaleKind | null) =>
  (state: { readiness: ReadinessState }): SaleAbility | undefined =>
    kind === null ? undefined : state.readiness.abilities?.sales[kind];
