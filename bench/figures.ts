// What every benchmark prints: one JSON line per figure on stdout (for machines and the README), its
// human explanation on stderr. A figure with a budget says whether it is within it; a script exits 1
// when one of its figures is not (see `exitOnBudgets`).

export interface Figure {
  /** Stable name, dotted: what is measured, then how (`home.lcp.median`). */
  figure: string;
  value: number;
  unit: 'B' | 'ms' | 'µs' | 'count' | 'score' | 'ratio';
  /** Inclusive upper bound; absent: the figure is for information. */
  budget?: number;
  ok: boolean;
  /** Anything that helps reading the value: the runs it is the median of, the element, the file... */
  [detail: string]: unknown;
}

const exceeded: string[] = [];

/** Prints one figure as a JSON line; returns whether it is within its budget (always, without one). */
export function figure(
  name: string,
  value: number,
  unit: Figure['unit'],
  options: { budget?: number; detail?: Record<string, unknown> } = {},
): boolean {
  const ok = options.budget === undefined || value <= options.budget;
  const line: Figure = {
    figure: name,
    value,
    unit,
    ...(options.budget === undefined ? {} : { budget: options.budget }),
    ok,
    ...options.detail,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  if (!ok) exceeded.push(`${name} = ${value} ${unit} (budget ${options.budget} ${unit})`);
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
