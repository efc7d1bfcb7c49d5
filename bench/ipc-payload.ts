// `npx tsx bench/ipc-payload.ts`: where the time goes when the page hands the kiosk bridge a huge
// argument (a 5 MB Uint8Array, a 5 MB text), and what the size guard costs instead. Figures only.
//   - v8 serialize / deserialize: Electron's IPC copies invoke's argument with V8's structured clone
//     serialiser, so this stands for the copy to main (not avoidable once invoke is called);
//   - JSON.stringify + TextEncoder: how main measured a payload before (validation.ts);
//   - payloadSizeProblem: the walk the preload and main now run first;
//   - validateReceipt / validateStartPaymentRequest: main's whole validation, as the handlers run it.
import { deserialize, serialize } from 'node:v8';
import { validateReceipt } from '../src/main/ipc/print-receipt';
import { validateStartPaymentRequest } from '../src/main/ipc/start-payment';
import { payloadSizeProblem } from '../src/shared/payload-size';

const MB5 = 5 * 1024 * 1024;

function milliseconds(run: () => unknown): string {
  const start = performance.now();
  run();
  return `${(performance.now() - start).toFixed(1)} ms`;
}

const request = {
  orderId: '10001',
  amountCents: 1250,
  currency: 'EUR',
  idempotencyKey: 'order-10001:attempt-1',
};
const receipt = {
  orderId: '10001',
  orderDate: '2026-11-22T10:30:00.000Z',
  addressLines: [],
  lines: [{ label: 'Pass journée', quantity: 1, totalCents: 580, vatCents: 53 }],
  shippingCents: 0,
  totalCents: 580,
  paymentMode: 'Carte bancaire',
  ticketQrCodes: [],
};

const cases: [string, unknown, (payload: unknown) => unknown][] = [
  [
    'startPayment, label = 5 MB Uint8Array',
    { ...request, label: new Uint8Array(MB5) },
    validateStartPaymentRequest,
  ],
  ['startPayment, label = 5 MB text', { ...request, label: 'x'.repeat(MB5) }, validateStartPaymentRequest],
  [
    'printReceipt, shopName = 5 MB Uint8Array',
    { ...receipt, shopName: new Uint8Array(MB5) },
    validateReceipt,
  ],
  ['printReceipt, shopName = 5 MB text', { ...receipt, shopName: 'é'.repeat(MB5) }, validateReceipt],
];

for (const [name, payload, validate] of cases) {
  let copy: Buffer = Buffer.alloc(0);
  console.log(name);
  console.log(`  v8 serialize (IPC copy out)      ${milliseconds(() => (copy = serialize(payload)))}`);
  console.log(`  v8 deserialize (IPC copy in)     ${milliseconds(() => deserialize(copy))}`);
  console.log(
    `  JSON.stringify + TextEncoder     ${milliseconds(() => new TextEncoder().encode(JSON.stringify(payload)))}`,
  );
  console.log(`  payloadSizeProblem               ${milliseconds(() => payloadSizeProblem(payload))}`);
  console.log(`  main's validation, whole         ${milliseconds(() => validate(payload))}`);
}
