// English titles of the pages, twin of fr/pages.ts.
import type { Catalog } from '../catalog';
import type { frPages } from '../fr/pages';

export const enPages: Catalog<typeof frPages> = {
  demandesAccess: 'Make a request',
  demandesFormulaire: 'Fill in a request',
  vpcItemList: 'Shop',
  vpcItem: 'Product details',
  rechargementInfos: 'Top up my card',
  rechargementInfosOd: 'Top up a journey',
  rechargementArticles: 'My card contents',
  reservationInfos: 'My trip',
  reservationTrajets: 'Available trips',
  reservationModification: 'Change my reservation',
  selectionOd: 'Buy a ticket',
  selectionOdCarte: 'Top up a journey',
  cart: 'My basket',
  paymentShop: 'Delivery and payment',
  payment: 'Address and payment',
  recapitulatif: 'Order summary',
  justification: 'Summary of your on-board payments',
  appli: 'Mobile tickets',
};
