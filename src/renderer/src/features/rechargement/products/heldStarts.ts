// The start of validity a card's reload offers first (issue 26 §3): the back office offers the current
// month, which the card may already hold. The card's contracts say what it holds, by the title's name and,
// for an origin-destination title, its journey (as the emulator loads them); a month or year selector then
// starts on the first period the card does not hold, or on none when it holds them all.
import { validityPicker, type CardContract, type SellableProduct, type SellableQuery } from '@shared/reload';
import { monthOptions, optionOf, yearOptions } from './rules';

export interface HeldStartDefault {
  productId: number;
  /** The first start the card does not hold; null when it holds every one offered. */
  ddv: string | null;
}

type Journey = Pick<SellableQuery, 'ligne' | 'origine' | 'destination'>;

const sameJourney = (contract: CardContract, journey: Journey) =>
  contract.codeLigne === (journey.ligne ?? null) &&
  contract.codeArretOrigine === (journey.origine ?? null) &&
  contract.codeArretDestination === (journey.destination ?? null);

/** Whether the card holds the product on `day`. */
function holds(contracts: readonly CardContract[], product: SellableProduct, journey: Journey, day: string) {
  return contracts.some(
    (c) => c.nomProduit === product.label && sameJourney(c, journey) && c.ddv <= day && day <= c.dfv,
  );
}

/** The products whose offered start the card already holds, each with the start to offer instead. */
export function heldStartDefaults(
  products: readonly SellableProduct[],
  contracts: readonly CardContract[],
  journey: Journey,
): HeldStartDefault[] {
  const defaults: HeldStartDefault[] = [];
  for (const product of products) {
    const kind = validityPicker(product);
    if (kind !== 'month' && kind !== 'year') continue;
    const starts = (
      kind === 'month'
        ? monthOptions(product.ddvMin, product.ddvMax)
        : yearOptions(product.ddvMin, product.ddvMax)
    ).map((option) => option.id);
    const offered = optionOf(
      starts.map((id) => ({ id, label: id })),
      product.ddv,
    );
    if (offered === null || !holds(contracts, product, journey, offered)) continue;
    const free = starts.find((start) => !holds(contracts, product, journey, start));
    defaults.push({ productId: product.id, ddv: free ?? null });
  }
  return defaults;
}
