// Stryker (mutation testing, issue 28 §4 "Tests proven to bite"): the code that decides money and seats is
// mutated, and the node unit tests must notice each change. Run by `npm run test:mutation`
// (scripts/test-mutation.ts), one run per group below; docs/mutation.md says what is mutated and why.
// MUTATION_GROUP (set by the script) picks one group; without it, every group at once.

/** The groups, by folder: the files mutated. Files left out and why: docs/mutation.md. */
export const MUTATION_GROUPS = {
  // The rules both sides apply to money, seats and what a visitor types; pure type files, wiring
  // (bridges, routes, PWA) and texts with no decision are left out.
  'src/shared': [
    'src/shared/money.ts',
    'src/shared/payment.ts',
    'src/shared/payment-messages.ts',
    'src/shared/sale-lines.ts',
    'src/shared/masked-pan.ts',
    'src/shared/card-number.ts',
    'src/shared/terminal-outcome.ts',
    'src/shared/operator-settlement.ts',
    'src/shared/reservation-rules.ts',
    'src/shared/reservation.ts',
    'src/shared/reload.ts',
    'src/shared/shop.ts',
    'src/shared/address-rules.ts',
    'src/shared/ticket-qr.ts',
    'src/shared/onboard-payments.ts',
    'src/shared/mobile-ticket.ts',
  ],
  // The main process's payment, where it decides: the service (idempotency, outcome, delivery), what
  // a terminal's answer means (Caisse-AP protocol, kept result), the journal's states, the operator's
  // settlement, the signed request. The byte and file plumbing (codec, sockets, journal files and
  // rotation), the simulator and re-exports are out: docs/mutation.md.
  'src/main/payment': [
    'src/main/payment/service.ts',
    'src/main/payment/delivery.ts',
    'src/main/payment/terminal-result.ts',
    'src/main/payment/journal-state.ts',
    'src/main/payment/operator-settlement.ts',
    'src/main/payment/request-validation.ts',
    'src/main/payment/signature.ts',
    'src/main/payment/caisse-ap/protocol.ts',
  ],
  // The same payment's plumbing, in two groups of their own so that each may be rerun alone (hundreds of
  // mutants each, the driver's tests on real sockets): the Caisse-AP frames and socket and the terminal's
  // reachability check; the journal's files and their rotation. A torn frame or a lost journal line loses
  // a payment's trace.
  'src/main/payment/caisse-ap': [
    'src/main/payment/caisse-ap/codec.ts',
    'src/main/payment/caisse-ap/driver.ts',
    'src/main/payment/caisse-ap/connection-check.ts',
  ],
  'src/main/payment/journal': [
    'src/main/payment/journal.ts',
    'src/main/payment/journal-fs.ts',
    'src/main/payment/journal-rotation.ts',
  ],
  // The emulator's reservation: cart, price, quotas, seat holds, split into tickets, sale once paid.
  'src/server/reservation': [
    'src/server/reservation/cart.ts',
    'src/server/reservation/quotas.ts',
    'src/server/reservation/seats.ts',
    'src/server/reservation/seat-holds.ts',
    'src/server/reservation/split.ts',
    'src/server/reservation/sale.ts',
    'src/server/reservation/paid.ts',
  ],
  // The emulator's cart and orders (any module): the shop's cart and its totals, the order made of a cart
  // (lines, tickets, shipping, kiosk pickup), its payment state (paid once, to refund, given up) and its
  // summary. Named after what it holds: the files are in routes/ and state/.
  'src/server/cart': [
    'src/server/routes/shop.ts',
    'src/server/routes/order-save.ts',
    'src/server/routes/order.ts',
    'src/server/routes/payment-state.ts',
    'src/server/state/orders.ts',
    'src/server/state/session-store.ts',
  ],
  // The emulator's reload and origin-destination titles: carts, pricing (quote, validity, lines),
  // fulfilment onto the card.
  'src/server/reload': [
    'src/server/reload/reload-cart.ts',
    'src/server/reload/od-cart.ts',
    'src/server/reload/quote.ts',
    'src/server/reload/validity.ts',
    'src/server/reload/lines.ts',
    'src/server/reload/fulfilment.ts',
  ],
};

/** The tests each group runs: those written for its files. Every server test builds the whole emulator,
 *  so vitest's "related" would run them all for any server file, hours on two shared cores. */
export const MUTATION_TESTS = {
  'src/shared': [
    'tests/unit/shared/**/*.test.ts',
    'tests/unit/main/payment/{terminal-result,operator-settlement}.test.ts',
    'tests/unit/server/{payment,shop,address,terminal-outcome,terminal-outcome-body,terminal-outcome-settlement}.test.ts',
  ],
  'src/main/payment': ['tests/unit/main/payment/**/*.test.ts'],
  'src/main/payment/caisse-ap': ['tests/unit/main/payment/**/*.test.ts'],
  'src/main/payment/journal': ['tests/unit/main/payment/**/*.test.ts'],
  'src/server/reservation': [
    // Not reservation-race.test.ts: 20 sessions on two real servers, many seconds for each mutant it
    // covers (two hours for the group); the holds' and the property's tests check the same seats.
    'tests/unit/server/reservation-{catalogue,faults,holds,modification,order,ticket-numbers,timetable}.test.ts',
    'tests/unit/server/reservation-{seats.property,seat-lines}.test.ts',
    'tests/unit/server/trip-cart.test.ts',
  ],
  'src/server/cart': [
    'tests/unit/server/{shop,payment,card-flow,wallet-flow,counter-cash,receipt-details,ticket-pdf}.test.ts',
    'tests/unit/server/{terminal-mode,terminal-outcome,reload-orders,reservation-holds,reservation-order,order-table,session-settle}.test.ts',
  ],
  'src/server/reload': [
    'tests/unit/server/{validity,reload-cart,reload-orders,reload-routes,reload-lines,reload-fulfilment}.test.ts',
    'tests/unit/shared/reload-rules.test.ts',
  ],
};

const group = process.env.MUTATION_GROUP;
if (group !== undefined && !(group in MUTATION_GROUPS)) {
  throw new Error(`MUTATION_GROUP inconnu : ${group} (${Object.keys(MUTATION_GROUPS).join(', ')})`);
}
// Read by vitest.mutation.config.ts in Stryker's test runner processes, which inherit this environment.
process.env.MUTATION_TESTS = JSON.stringify(
  group ? MUTATION_TESTS[group] : Object.values(MUTATION_TESTS).flat(),
);
const slug = group ? group.replaceAll('/', '-') : 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: group ? MUTATION_GROUPS[group] : Object.values(MUTATION_GROUPS).flat(),
  // Module-level constants (static mutants) would rerun every related test for each: out of the runs,
  // reported as Ignored (docs/mutation.md).
  ignoreStatic: true,
  // The machine's two cores are shared (issue 28): one or two test workers, never more.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // A mutant's tests longer than this count as a loop, so as killed; on a host busy with other tests a
  // niced run is starved for minutes, hence MUTATION_TIMEOUT_MS (no false kills).
  timeoutMS: Number(process.env.MUTATION_TIMEOUT_MS ?? 10_000),
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${slug}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${slug}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // A sandbox per group, so that two groups may run side by side.
  tempDirName: `.stryker-tmp/${slug}`,
  cleanTempDir: true,
  // A rerun tests again only the mutants whose code or covering tests changed (the file is git-ignored).
  incremental: true,
  incrementalFile: `reports/mutation/${slug}/incremental.json`,
  ignorePatterns: [
    // The other groups' sandboxes, when groups run side by side.
    '.stryker-tmp',
    'reports',
    'out',
    'dist',
    'test-results',
    'playwright-report',
    'docs',
    'bench',
    'tests/e2e',
  ],
};
