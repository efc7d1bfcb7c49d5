// The modification's rules (SPEC §5, §9), the checks of what the back office answers, and the slice's
// transitions (a new lookup forgets the last reservation's search; a failure keeps every choice).
import { describe, expect, it } from 'vitest';
import {
  articleOfTicket,
  departureDayError,
  emailError,
  euros,
  isTicketNumber,
  needsEmail,
  newDayError,
  normaliseTicketNumber,
  ticketNumberError,
} from '../../../src/renderer/src/features/reservation/modification/modificationRules';
import { frModification as M } from '../../../src/renderer/src/i18n/fr/reservationModification';
import {
  coursesOf,
  newTicketOf,
  quotasOf,
  reservationOrderOf,
  reservationOrdersOf,
} from '../../../src/renderer/src/features/reservation/modification/modificationAnswers';
import {
  alreadyModifiedFound,
  confirmClosed,
  emailChanged,
  initialModificationState,
  modificationDone,
  modificationSlice,
  newDayChanged,
  reservationFound,
  submitFailed,
  submitStarted,
  tripChosen,
  tripsFound,
  type ModificationState,
} from '../../../src/renderer/src/features/reservation/modification/modificationSlice';
import {
  article,
  counterOrder,
  dayAfter,
  l2Run,
  modifiedOrder,
  NEW_TICKET,
  TICKET,
  today,
  webOrder,
  yesterday,
} from './modification-fixtures';

describe('ticket number', () => {
  it('is required, digits only, 40 at most, spaces between groups dropped', () => {
    expect(ticketNumberError('', M)).toBe('Veuillez saisir un numéro de ticket.');
    expect(ticketNumberError('12a4', M)).toBe('Le numéro de ticket ne contient que des chiffres.');
    expect(ticketNumberError('-12', M)).toBe('Le numéro de ticket ne contient que des chiffres.');
    expect(ticketNumberError('1'.repeat(41), M)).toBe(
      'Le numéro de ticket n’est pas valide (maximum 40 chiffres).',
    );
    expect(ticketNumberError('1'.repeat(40), M)).toBeNull();
    expect(normaliseTicketNumber(' 4821 9374\t6512 0398 ')).toBe(TICKET);
  });

  it('a text read from a QR code is a ticket number only as it is', () => {
    expect(isTicketNumber(TICKET)).toBe(true);
    expect(isTicketNumber(` ${TICKET}`)).toBe(false);
    expect(isTicketNumber('https://exemple.fr/4821')).toBe(false);
    expect(isTicketNumber('1'.repeat(41))).toBe(false);
    expect(isTicketNumber('')).toBe(false);
  });
});

describe('days', () => {
  it('the departure day is required; a past one is SPEC’s departed warning (issue 26 §4)', () => {
    expect(departureDayError(null, today(), M)).toBe('Veuillez choisir la date de départ du ticket.');
    expect(departureDayError(yesterday(), today(), M)).toBe(
      'La modification n’est plus permise après l’heure de départ.',
    );
    expect(departureDayError(today(), today(), M)).toBeNull();
  });

  it('the new day is required, today or later', () => {
    expect(newDayError(null, today(), M)).toBe('Veuillez choisir une nouvelle date de départ.');
    expect(newDayError(yesterday(), today(), M)).toBe('La nouvelle date doit être aujourd’hui ou plus tard.');
    expect(newDayError(today(), today(), M)).toBeNull();
    expect(newDayError(dayAfter(), today(), M)).toBeNull();
  });
});

describe('e-mail of a modification', () => {
  it('is asked only when the order was not made on the web', () => {
    expect(needsEmail(webOrder())).toBe(false);
    expect(needsEmail(counterOrder())).toBe(true);
    expect(emailError(webOrder(), '', M)).toBeNull();
    expect(emailError(counterOrder(), '', M)).toBe('Veuillez saisir une adresse e-mail.');
    expect(emailError(counterOrder(), 'client@exemple', M)).toBe('L’adresse e-mail n’est pas valide.');
    expect(emailError(counterOrder(), `${'a'.repeat(110)}@exemple.fr`, M)).toBe(
      'L’adresse e-mail n’est pas valide (maximum 120 caractères).',
    );
    expect(emailError(counterOrder(), 'client@exemple.fr', M)).toBeNull();
  });
});

describe('answers of the back office', () => {
  it('keeps a well-formed order list as it is, and the article of a ticket', () => {
    expect(reservationOrdersOf([webOrder(), modifiedOrder()])).toEqual([webOrder(), modifiedOrder()]);
    expect(articleOfTicket(modifiedOrder(), NEW_TICKET)?.id).toBe(12);
    expect(articleOfTicket(modifiedOrder(), TICKET)?.id).toBe(11);
    expect(articleOfTicket(webOrder({ ticket: null }), TICKET)?.id).toBe(11);
    expect(articleOfTicket(webOrder(), '1')).toBeNull();
  });

  it('prices are cents, shown in euros', () => {
    expect(euros(article().prixTTC)).toBe(4.5);
  });

  it.each([
    ['not a list', { orders: [] }],
    ['an order without id', [{ ...webOrder(), id: '501' }]],
    ['an order type too long', [{ ...webOrder(), typeCommande: 'X'.repeat(201) }]],
    ['a price that is not cents', [webOrder({ prixTTC: 4.5 })]],
    ['a negative price', [webOrder({ prixHT: -1 })]],
    ['a departure that is no date-time', [webOrder({ dateDepart: 'demain' })]],
    ['a support number with letters', [webOrder({ numSupport: 'ABC' })]],
    ['a ticket number of 41 digits', [webOrder({ ticket: { numero: '1'.repeat(41) } })]],
    ['a stop name too long', [webOrder({ libelleOrigine: 'x'.repeat(201) })]],
  ])('refuses %s', (_case, value) => {
    expect(reservationOrdersOf(value)).toBeNull();
  });

  it('completes a departure without seconds, and drops unknown fields', () => {
    const order = reservationOrderOf({
      ...webOrder({ dateDepart: `${dayAfter()}T07:00` }),
      secret: 'x',
    });
    expect(order?.articles[0]?.dateDepart).toBe(`${dayAfter()}T07:00:00`);
    expect(order).not.toHaveProperty('secret');
  });

  it('the new ticket is the second article’s', () => {
    expect(newTicketOf(modifiedOrder())).toBe(NEW_TICKET);
    const withoutTicket = modifiedOrder();
    withoutTicket.articles[1] = { ...withoutTicket.articles[1]!, ticket: null };
    expect(newTicketOf(withoutTicket)).toBe(NEW_TICKET);
    expect(newTicketOf(webOrder())).toBeNull();
  });

  it('runs: a list of well-formed runs, a malformed one left out; quotas: only well-formed ones', () => {
    const run = l2Run('L2-0700', dayAfter(), '07:00');
    expect(coursesOf([run])).toEqual([run]);
    expect(coursesOf([run, { ...run, code: 12 }, { ...run, etapes: [{ codeArret: 'X' }] }])).toEqual([run]);
    expect(coursesOf({ courses: [run] })).toBeNull();
    expect(
      quotasOf([
        { codeCourse: 'A', nbQuota: 3, nbReservations: 1, extra: true },
        { codeCourse: 'B', nbQuota: -1, nbReservations: 0 },
        'C',
      ]),
    ).toEqual([{ codeCourse: 'A', nbQuota: 3, nbReservations: 1 }]);
    expect(quotasOf(null)).toEqual([]);
  });
});

describe('modification slice', () => {
  const reduce = (state: ModificationState, ...actions: { type: string }[]) =>
    actions.reduce((s, a) => modificationSlice.reducer(s, a), state);
  const morning = { leg: { ...modifiedOrder().articles[1]!, codeCourse: 'L2-0700' }, places: 20 };

  it('a run without a place cannot be chosen', () => {
    const state = reduce(initialModificationState, tripChosen({ ...morning, places: 0 } as never));
    expect(state.chosen).toBeNull();
  });

  it('a failure keeps the day, the runs, the run chosen and the e-mail', () => {
    const state = reduce(
      initialModificationState,
      reservationFound({ order: counterOrder(), article: article() }),
      newDayChanged(dayAfter()),
      tripsFound([morning as never]),
      tripChosen(morning as never),
      emailChanged('client@exemple.fr'),
      submitStarted(),
      submitFailed({ tone: 'error', text: 'x' }),
    );
    expect(state).toMatchObject({
      newDay: dayAfter(),
      trips: [morning],
      chosen: morning,
      email: 'client@exemple.fr',
      submitting: false,
      submitProblem: { tone: 'error', text: 'x' },
    });
    // The dialog cannot be closed while the modification is being sent.
    expect(reduce(state, submitStarted(), confirmClosed()).chosen).toEqual(morning);
    expect(reduce(state, confirmClosed()).chosen).toBeNull();
  });

  it('a new lookup forgets the last reservation’s search, choice and result', () => {
    const done = reduce(
      initialModificationState,
      reservationFound({ order: webOrder(), article: article() }),
      newDayChanged(dayAfter()),
      tripsFound([morning as never]),
      modificationDone(NEW_TICKET),
    );
    expect(done.newTicket).toBe(NEW_TICKET);
    const again = reduce(done, alreadyModifiedFound());
    expect(again).toMatchObject({ alreadyModified: true, order: null, article: null, newTicket: null });
    expect(again.trips).toBeNull();
    const found = reduce(again, reservationFound({ order: webOrder(), article: article() }));
    expect(found).toMatchObject({ alreadyModified: false, newDay: null, article: article() });
  });
});
