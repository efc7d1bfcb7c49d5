// English strings of the shop, twin of fr/vpc.ts.
import type { Catalog } from '../catalog';
import type { frVpc } from '../fr/vpc';

export const enVpc: Catalog<typeof frVpc> = {
  categories: 'Product categories',
  previousCategories: 'Previous categories',
  nextCategories: 'Next categories',
  quantity: 'Quantity',
  add: 'Add',
  added: 'The product has been added to your basket',
  goToCart: 'Go to my basket',
  seeCart: 'View my basket',
  noCategory: 'No products are currently available in the shop. Please try again later.',
  noProductInCategory: 'No product in this category is available at the moment.',
  loadError: 'The products could not be loaded. Please try again later.',
  addError: 'The product could not be added to your basket. Please try again later.',
};
