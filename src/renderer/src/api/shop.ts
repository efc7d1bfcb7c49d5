// Shop service (SPEC §7 "Shop and cart").
import type { Category, ProductList } from '@shared/shop';
import { http } from './http';

export async function getCategories(): Promise<Category[]> {
  return (await http().get<Category[]>('/vpc/api/categorie')).data;
}

export async function getProducts(categoryId: number): Promise<ProductList> {
  return (await http().post<ProductList>('/vpc/api/products/list', { categoryId })).data;
}
