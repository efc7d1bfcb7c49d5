import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PaymentMode } from '@shared/payment';
import type { ShopProduct } from '@shared/shop';
import { vpcSlice, productsLoaded } from '../../../src/renderer/src/features/vpc/vpcSlice';
import { modesLoaded, paymentSlice } from '../../../src/renderer/src/features/payment/paymentSlice';
import { CategoryCarousel } from '../../../src/renderer/src/features/vpc/CategoryCarousel';
import { COUNTRIES } from '../../../src/renderer/src/features/payment/countries';

const product = (id: number, quantities: number[]): ShopProduct => ({
  id,
  label: `Produit ${id}`,
  description: '',
  price: 5,
  productImageUrl: '',
  quantities,
});

describe('shop products (SPEC §4 Shop)', () => {
  it('shows only products with at least one quantity, the first one chosen by default', () => {
    const state = vpcSlice.reducer(
      undefined,
      productsLoaded({
        categoryName: 'Papeterie',
        products: [product(1, [2, 4]), product(2, []), product(3, [1])],
      }),
    );
    expect(state.products.map((p) => p.id)).toEqual([1, 3]);
    expect(state.quantities).toEqual({ 1: 2, 3: 1 });
  });
});

describe('payment modes (SPEC §7)', () => {
  const mode = (value: string): PaymentMode => ({ value, label: value, logo: '', alt: value });

  it('are sorted by value', () => {
    const state = paymentSlice.reducer(undefined, modesLoaded([mode('PAYPAL'), mode('CB')]));
    expect(state.modes?.map((m) => m.value)).toEqual(['CB', 'PAYPAL']);
    expect(state.mode).toBeNull();
  });

  it('are chosen for the customer when there is only one', () => {
    expect(paymentSlice.reducer(undefined, modesLoaded([mode('CB')])).mode).toBe('CB');
  });
});

describe('country list', () => {
  it('holds the full list with numeric codes, France (250) first', () => {
    expect(COUNTRIES.length).toBeGreaterThan(190);
    expect(COUNTRIES[0]).toEqual({ code: '250', name: 'France' });
    expect(COUNTRIES.find((c) => c.code === '276')?.name).toBe('Allemagne');
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });
});

describe('category carousel (SPEC §2 Shop)', () => {
  const categories = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, libelle: `Catégorie ${i + 1}` }));

  it('shows a window of 4 with arrows when there are more', () => {
    const onSelect = vi.fn();
    render(<CategoryCarousel categories={categories} selectedId={1} onSelect={onSelect} />);
    const names = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(names()).toEqual(['Catégorie 1', 'Catégorie 2', 'Catégorie 3', 'Catégorie 4']);
    const previous = screen.getByRole('button', { name: 'Catégories précédentes' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Catégories suivantes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Catégories suivantes' }));
    expect(names()).toEqual(['Catégorie 3', 'Catégorie 4', 'Catégorie 5', 'Catégorie 6']);
    expect((screen.getByRole('button', { name: 'Catégories suivantes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Catégorie 5' }));
    expect(onSelect).toHaveBeenCalledWith(5);
  });

  it('has no arrows with 4 categories or fewer', () => {
    render(
      <CategoryCarousel categories={categories.slice(0, 4)} selectedId={null} onSelect={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: 'Catégories suivantes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Catégories précédentes' })).toBeNull();
  });
});
