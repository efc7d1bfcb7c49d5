// The store's reducer. The shell's slices are here from the start; a feature's slice joins when its code
// loads with its route chunk (`createSlice(…).injectInto(rootReducer)` in the slice's module), so the
// home bundle carries no feature reducer.
import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { configSlice } from './config/configSlice';
import { readinessSlice } from './readiness/readinessSlice';
import { accountSlice } from './session/accountSlice';
import type { AppliPayState } from '../features/appli/appliPaySlice';
import type { AppliState } from '../features/appli/appliSlice';
import type { CartState } from '../features/cart/cartSlice';
import type { CreationState } from '../features/demandes/creationSlice';
import type { ProcessingState } from '../features/demandes/processingSlice';
import type { FrameState } from '../features/iframe/frameSlice';
import type { AccessibilityState } from '../features/kiosk/accessibility/accessibilitySlice';
import type { JustificationState } from '../features/justification/justificationSlice';
import type { PaymentState } from '../features/payment/paymentSlice';
import type { PwaState } from '../features/pwa/pwaSlice';
import type { ProductChoiceState } from '../features/rechargement/products/productChoiceSlice';
import type { RechargementState } from '../features/rechargement/rechargementSlice';
import type { RecapState } from '../features/recap/recapSlice';
import type { ModificationState } from '../features/reservation/modification/modificationSlice';
import type { ReservationState } from '../features/reservation/reservationSlice';
import type { DialogState } from '../features/reservation/trajets/dialogSlice';
import type { TrajetsState } from '../features/reservation/trajets/trajetsSlice';
import type { SelectionOdState } from '../features/selection-od/selectionOdSlice';
import type { TillState } from '../features/till/tillSlice';
import type { TopologyState } from '../features/topology/topologySlice';
import type { VpcState } from '../features/vpc/vpcSlice';

/**
 * Every feature slice, absent from the state until its module has loaded and an action has run. Read
 * them through the injected slice's selectors: before that they give the slice's initial state.
 */
export interface LazyLoadedSlices {
  cart: CartState;
  vpc: VpcState;
  payment: PaymentState;
  recap: RecapState;
  creation: CreationState;
  processing: ProcessingState;
  rechargement: RechargementState;
  productChoice: ProductChoiceState;
  topology: TopologyState;
  selectionOd: SelectionOdState;
  modification: ModificationState;
  reservation: ReservationState;
  trajets: TrajetsState;
  reservationDialog: DialogState;
  appli: AppliState;
  appliPay: AppliPayState;
  frame: FrameState;
  justification: JustificationState;
  pwa: PwaState;
  accessibility: AccessibilityState;
  till: TillState;
}

export const rootReducer = combineSlices(
  appSlice,
  configSlice,
  accountSlice,
  readinessSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
