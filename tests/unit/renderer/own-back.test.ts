// Pages with their own 'Retour' hide the layout's: decided on the path as the router matches it.
import { describe, expect, it } from 'vitest';
import { hasOwnBack } from '../../../src/renderer/src/app/layout/ownBack';

describe('pages with their own « Retour »', () => {
  it('are the item, the reload products, the reservation’s search and trips, the cart and the summary', () => {
    for (const path of [
      '/vpc/item',
      '/rechargement/articles',
      '/reservation/infos',
      '/reservation/trajets',
      '/cart',
      '/recapitulatif',
    ])
      expect(hasOwnBack(path), path).toBe(true);
    for (const path of [
      '/home',
      '/vpc/itemlist',
      '/rechargement/infos',
      '/reservation/modification',
      '/payment',
    ])
      expect(hasOwnBack(path), path).toBe(false);
  });

  it('as the router matches them: letter case and a trailing slash', () => {
    expect(hasOwnBack('/VPC/Item')).toBe(true);
    expect(hasOwnBack('/cart/')).toBe(true);
    expect(hasOwnBack('/vpc/item/x')).toBe(false);
  });
});
