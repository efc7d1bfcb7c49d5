// The emulator's table of orders by id: the card provider, the wallet and the kiosk's report name an
// order by its reference as a form or a query string carries it. Only a whole decimal number is a
// reference; anything else finds no order (never another one).
import { describe, expect, it } from 'vitest';
import { OrderTable, type Order } from '../../../src/server/state/orders';

function tableWithOne(): { table: OrderTable; order: Order } {
  const table = new OrderTable();
  const id = table.newId();
  const order = { id, status: 'CREATED' } as Order;
  table.add(order);
  return { table, order };
}

describe('OrderTable.get', () => {
  it('finds the order by its number or by the same number written as text', () => {
    const { table, order } = tableWithOne();
    expect(order.id).toBe(10_001);
    expect(table.get(10_001)).toBe(order);
    expect(table.get('10001')).toBe(order);
  });

  it.each([
    ['a number followed by letters', '10001x'],
    ['letters followed by the number', 'x10001'],
    ['a blank before it', ' 10001'],
    ['a blank after it', '10001 '],
    ['a sign', '+10001'],
    ['a decimal point', '10001.0'],
    ['an exponent', '1.0001e4'],
    ['an empty text', ''],
    ['a list holding it', ['10001']],
    ['null', null],
  ])('finds nothing for %s', (_name, reference) => {
    const { table } = tableWithOne();
    expect(table.get(reference)).toBeNull();
  });

  it('finds nothing for a number no order has', () => {
    const { table } = tableWithOne();
    expect(table.get(10_002)).toBeNull();
    expect(table.get('10002')).toBeNull();
  });

  it('gives increasing numbers, peekId saying the next without taking it', () => {
    const table = new OrderTable();
    expect(table.peekId()).toBe(10_001);
    expect(table.peekId()).toBe(10_001);
    expect(table.newId()).toBe(10_001);
    expect(table.newId()).toBe(10_002);
    expect(table.peekId()).toBe(10_003);
  });
});
