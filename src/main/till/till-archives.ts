// The closed sessions, one file each in the till's 'z' folder, named by the Paris day of the closing:
// z-2026-12-04-20261204-0801-a1b2.json. Written atomically (temporary file flushed, renamed, folder
// flushed) and never deleted: the operator collects them. The agent can reprint the report of any of
// the last 30 days; a report read back is computed again from the archived entries, not taken on trust.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parisDay } from '../../shared/dates';
import type { JournalFileSystem } from '../payment/journal-fs';
import { TILL_SESSION_PATTERN, tillEntryOf } from './till-entry';
import { tillReport, tillStateOf, type TillEntry, type TillReport } from './till-state';

export interface TillArchiveContent {
  version: 1;
  report: TillReport;
  entries: TillEntry[];
}

export interface TillArchive {
  name: string;
  path: string;
}

/** How far back the agent may reprint a closing report. */
export const REPRINT_DAYS = 30;
const NAME = /^z-(\d{4}-\d{2}-\d{2})-([A-Za-z0-9-]{1,40})\.json$/;
/** An archive is a day's sales of one counter: far below this. */
const MAX_ARCHIVE_BYTES = 8 * 1024 * 1024;

export function tillArchiveName(report: TillReport): string {
  if (!report.closedAt) throw new Error('Session de caisse non close : pas d’archive');
  if (!TILL_SESSION_PATTERN.test(report.session)) throw new Error('Identifiant de session invalide');
  return `z-${parisDay(new Date(report.closedAt))}-${report.session}.json`;
}

export async function writeTillArchive(
  fs: JournalFileSystem,
  directory: string,
  content: TillArchiveContent,
): Promise<TillArchive> {
  const name = tillArchiveName(content.report);
  const path = join(directory, name);
  const temporary = `${path}.tmp`;
  const file = await fs.open(temporary, 'create');
  try {
    await file.append(`${JSON.stringify(content)}\n`);
    await file.datasync();
  } finally {
    await file.close();
  }
  await fs.rename(temporary, path);
  await fs.syncDirectory(directory);
  return { name, path };
}

export interface TillArchiveSummary {
  name: string;
  /** Paris day of the closing, yyyy-MM-dd. */
  day: string;
  session: string;
}

/** The archives of the last REPRINT_DAYS Paris days (today included), most recent first. */
export async function listTillArchives(directory: string, now: Date): Promise<TillArchiveSummary[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const oldest = parisDay(new Date(now.getTime() - (REPRINT_DAYS - 1) * 24 * 60 * 60 * 1000));
  return names
    .flatMap((name) => {
      const match = NAME.exec(name);
      return match ? [{ name, day: match[1]!, session: match[2]! }] : [];
    })
    .filter((archive) => archive.day >= oldest)
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/**
 * The report of an archive listed by listTillArchives (the name is checked against that list, so no
 * path from the page can reach another file), recomputed from its entries; null when unreadable.
 */
export async function readTillArchive(
  directory: string,
  name: string,
  now: Date,
): Promise<TillReport | null> {
  const listed = await listTillArchives(directory, now);
  if (!listed.some((archive) => archive.name === name)) return null;
  const bytes = await readFile(join(directory, name));
  if (bytes.length > MAX_ARCHIVE_BYTES) return null;
  let content: unknown;
  try {
    content = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  const raw = (content as { entries?: unknown }).entries;
  if (!Array.isArray(raw)) return null;
  const entries = raw.map(tillEntryOf);
  if (entries.some((entry) => entry === null)) return null;
  const session = tillStateOf(entries as TillEntry[]).session;
  return session?.closed ? tillReport(session) : null;
}
