// What the page and the sagas read of the summary: the rows of the period shown and their footer. Memoised
// by hand on the slice's rows and period: reselect (createSelector) would join home's bundle, since the
// toolkit it comes with is there.
import type { RootState } from '../../app/rootReducer';
import { rowsWithin } from './periodRules';
import { ALL_PROOFS, selectJustification, type ProofTarget } from './justificationSlice';
import { summaryOf, type RowsSummary } from './summary';
import type { ProofRow } from './rows';

let memo: { rows: unknown; period: unknown; shown: ProofRow[]; summary: RowsSummary } | null = null;

function shownOf(state: RootState) {
  const { rows, period } = selectJustification(state);
  if (memo?.rows !== rows || memo.period !== period) {
    const shown = period ? rowsWithin(rows, period) : [];
    memo = { rows, period, shown, summary: summaryOf(shown) };
  }
  return memo;
}

export const selectShownRows = (state: RootState): ProofRow[] => shownOf(state).shown;

export const selectShownSummary = (state: RootState): RowsSummary => shownOf(state).summary;

/** The rows a proof is made of: one payment's (from every row, shown or not) or all shown. */
export const selectProofRows = (state: RootState, target: ProofTarget): ProofRow[] =>
  target === ALL_PROOFS
    ? selectShownRows(state)
    : selectJustification(state).rows.filter((row) => row.refArchi === target);
