// The kiosk does not sell mobile tickets (issue 14): their payment runs on the card provider's web page,
// not on the kiosk's terminal. Its home has no such tile and /appli sends it home; the counter keeps both.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Module } from '@shared/backoffice';
import { modulesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import type { Platform } from '../../../src/renderer/src/platform/bridge';
import { providerOk, renderAppli } from './appli-provider';

const module = (id: string, title: string): Module => ({
  id,
  title,
  description: title,
  buttonLabel: title,
  image: { url: `/content/images/${id}.svg`, alt: title },
});
const modules = [
  module('VPC', 'Boutique'),
  module('RECHARGEMENT_APPLI', 'Billets sur mobile'),
  module('RESERVATION', 'Mon trajet'),
];

function renderOn(platform: Platform, path: string) {
  const view = renderAppli(path, providerOk(), { app: { platform } });
  view.store.dispatch(modulesLoaded(modules));
  return view;
}

const tiles = () => [...document.querySelectorAll('.tiles > li')].map((li) => li.getAttribute('data-module'));

describe('mobile tickets and the kiosk', () => {
  it.each<[Platform, string[], string]>([
    ['kiosk', ['VPC', 'RESERVATION'], '50%'],
    ['counter', ['VPC', 'RECHARGEMENT_APPLI', 'RESERVATION'], `${100 / 3}%`],
    ['web', ['VPC', 'RECHARGEMENT_APPLI', 'RESERVATION'], `${100 / 3}%`],
  ])('%s home: tiles %j, each %s wide', async (platform, expected, width) => {
    renderOn(platform, '/home');
    await screen.findByRole('heading', { name: 'Boutique' });
    expect(tiles()).toEqual(expected);
    expect((document.querySelector('.tiles > li') as HTMLElement).style.width).toBe(width);
  });

  it('/appli on the kiosk goes home', async () => {
    const { router } = renderOn('kiosk', '/appli');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('heading', { name: 'Connexion à votre compte' })).toBeNull();
  });

  it('/appli at the counter is the login', async () => {
    const { router } = renderOn('counter', '/appli');
    await screen.findByRole('heading', { name: 'Connexion à votre compte' });
    expect(router.state.location.pathname).toBe('/appli');
  });
});
