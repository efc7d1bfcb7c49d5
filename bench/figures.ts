// What every benchmark prints: one JSON line per figure on stdout (for machines and docs/measures.md), its
// human explanation on stderr. A figure with a budget says whether it is within it; a script exits 1
// when one of its figures is not (see `exitOnBudgets`).

export interface Figure {
  /** Stable name, dotted: what is measured, then how (`home.lcp.median`). */
  figure: string;
  value: number;
  unit: 'B' | 'ms' | 'µs' | 'count' | 'score' | 'ratio';
  /** Inclusive upper bound; absent: the figure is for information. */
  budget?: number;
  /** Inclusive lower bound, for a figure where more is better (a score). */
  min?: number;
  ok: boolean;
  /** Anything that helps reading the value: the runs it is the median of, the element, the file... */
  [detail: string]: unknown;
}

const exceeded: string[] = [];

/**
 * Prints one figure as a JSON line; returns whether it is within its bounds (always, without any):
 * at most `budget`, at least `min`.
 */
export function figure(
  name: string,
  value: number,
  unit: Figure['unit'],
  options: { budget?: number; min?: number; detail?: Record<string, unknown> } = {},
): boolean {
  const { budget, min } = options;
  const over = budget !== undefined && value > budget;
  const under = min !== undefined && value < min;
  const ok = !over && !under;
  const line: Figure = {
    figure: name,
    value,
    unit,
    ...(budget === undefined ? {} : { budget }),
    ...(min === undefined ? {} : { min }),
    ok,
    ...options.detail,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  if (over) exceeded.push(`${name} = ${value} ${unit} (budget ${budget} ${unit})`);
  if (under) exceeded.push(`${name} = ${value} ${unit} (budget : au moins ${min} ${unit})`);
  return ok;
}

/** Human text, beside the figures (stderr keeps stdout parseable line by line). */
export function say(text = ''): void {
  process.stderr.write(`${text}\n`);
}

/** At the end of a script: exit code 1 and the list of what went over, when anything did. */
export function exitOnBudgets(): void {
  if (exceeded.length === 0) return;
  say(`\nBudgets dépassés :\n${exceeded.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
