// A ticket bought on the Electron kiosk through the real preload and IPC: the loopback Caisse-AP terminal
// approves, and the receipt with the ticket's QR code comes out of the loopback printer.
import { expect, homeShown, test } from './support/electron-app';
import { buySingleTicket, printAndReadReceipt } from './support/ticket';

test('a single ticket Blois → Mer paid on the terminal and its receipt printed', async ({ running }) => {
  const { page, terminal, printer } = running;
  await homeShown(page);
  const orderNumber = await buySingleTicket(page);
  // One debit, of the ticket's price in cents (Caisse-AP field CB).
  expect(terminal.debits).toBe(1);
  expect(terminal.requests[0]!.find(([tag]) => tag === 'CB')?.[1]).toBe('320');
  await printAndReadReceipt(page, async () => (await printer.waitForJobs(1))[0]!, orderNumber);
});
