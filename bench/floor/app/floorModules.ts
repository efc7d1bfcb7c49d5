// The two calls SPEC §7 makes necessary before a tile can show, and nothing else: a machine token, then the
// modules list with it. Plain fetch: the floor is what the stack costs, not what a client library adds.
import type { Module } from '../../../src/shared/backoffice';
import { MODULES_PATH, TOKEN_PATH } from '../../../src/shared/http';

/** What a tile shows; the rest of a module stays unread. */
export type FloorModule = Pick<Module, 'id' | 'title' | 'description' | 'buttonLabel' | 'image'>;

const MAX_MODULES = 50;
const MAX_TEXT = 2000;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

function isModule(value: unknown): value is FloorModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  const image = module.image as Record<string, unknown> | null | undefined;
  return (
    isText(module.id) &&
    isText(module.title) &&
    isText(module.description) &&
    isText(module.buttonLabel) &&
    typeof image === 'object' &&
    image !== null &&
    isText(image.url) &&
    // An image from the back office itself or its relative path, never a script's URL.
    /^(\/|https?:\/\/)/.test(image.url) &&
    typeof image.width === 'number' &&
    typeof image.height === 'number'
  );
}

async function json(path: string, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers });
  if (!response.ok) throw new Error(`${path} : ${response.status}`);
  return response.json();
}

export async function fetchToken(): Promise<string> {
  const answer = (await json(TOKEN_PATH)) as { id_token?: unknown } | null;
  if (!isText(answer?.id_token)) throw new Error('Jeton absent.');
  return answer.id_token;
}

export async function fetchModules(token: string): Promise<FloorModule[]> {
  const answer = await json(MODULES_PATH, token);
  if (!Array.isArray(answer) || answer.length > MAX_MODULES || !answer.every(isModule))
    throw new Error('Liste des modules illisible.');
  return answer;
}
