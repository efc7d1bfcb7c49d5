// The kiosk's destination buttons (StationJourney, issue 27 goal 4): a tap is shown on its button in the
// frame that follows it, the next step (the titles, or the line to choose) comes once that frame is
// painted, once however many taps come meanwhile; the same for the line asked when two serve the pair.
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootReducer } from '../../../src/renderer/src/app/rootReducer';
import { StationJourney } from '../../../src/renderer/src/features/selection-od/StationJourney';
import { selectSelectionOd } from '../../../src/renderer/src/features/selection-od/selectionOdSlice';
import { topologyLoaded } from '../../../src/renderer/src/features/topology/topologySlice';
import { controlFrames, releaseFrames, type PaintedFrames } from './painted-frames';
import { itineraries, lines, stops } from './reload-fixtures';

let frames: PaintedFrames;

afterEach(releaseFrames);

/** Blois – Gare routière's kiosk; a third line also links it to Vendôme (two lines serve that pair). */
function renderStation() {
  frames = controlFrames();
  const store = configureStore({ reducer: rootReducer });
  const express = {
    codeLigne: 'L3',
    arrets: [
      { codeArret: 'BLO-GARE', ordre: 1 },
      { codeArret: 'VEN-GARE', ordre: 2 },
    ],
  };
  store.dispatch(
    topologyLoaded({
      lines: [...lines, { code: 'L3', libelle: 'Ligne 3 Blois – Vendôme express' }],
      itineraries: [...itineraries, express],
      stops,
    }),
  );
  const view = render(
    <Provider store={store}>
      <StationJourney station="BLO-GARE" />
    </Provider>,
  );
  return { store, view, journey: () => selectSelectionOd(store.getState() as never) };
}

const button = (name: string) => screen.getByRole('button', { name });

/** The frame after the tap is painted, then the task it queued runs. */
function paintThenRun(): void {
  act(() => frames.paintFrame());
  act(() => vi.runAllTimers());
}

describe('StationJourney: a tapped destination', () => {
  it('is filled at once; the titles’ step follows that frame, once for a double tap', () => {
    const { journey } = renderStation();
    fireEvent.click(button('Cheverny – Château'));
    expect(button('Cheverny – Château').className).toContain('station__choice--taking');
    expect(journey().destination).toBeFalsy();
    // A second tap, and a tap on another destination, before the frame: the first one only.
    fireEvent.click(button('Cheverny – Château'));
    fireEvent.click(button('Vineuil – Bourg'));
    act(() => frames.paintFrame());
    expect(journey().destination).toBeFalsy();
    act(() => vi.runAllTimers());
    expect(journey()).toMatchObject({ line: 'L2', origin: 'BLO-GARE', destination: 'CHV-CHAT' });
    expect(
      screen.getByText('Destination : Cheverny – Château (Ligne 2 Blois – Romorantin-Lanthenay)'),
    ).toBeTruthy();
  });

  it('served by two lines: the line is asked after the frame, and the line tapped is taken the same way', () => {
    const { journey } = renderStation();
    fireEvent.click(button('Vendôme – Gare routière'));
    expect(button('Vendôme – Gare routière').className).toContain('station__choice--taking');
    paintThenRun();
    expect(journey().pendingDestination).toBe('VEN-GARE');
    expect(
      screen.getByRole('list', {
        name: 'Plusieurs lignes vont à Vendôme – Gare routière : choisissez la vôtre.',
      }),
    ).toBeTruthy();
    fireEvent.click(button('Ligne 3 Blois – Vendôme express'));
    expect(button('Ligne 3 Blois – Vendôme express').className).toContain('station__choice--taking');
    expect(journey().line).toBeFalsy();
    paintThenRun();
    expect(journey()).toMatchObject({ line: 'L3', origin: 'BLO-GARE', destination: 'VEN-GARE' });
  });

  it('leaves nothing behind when the screen goes before the frame is painted', () => {
    const { view, journey } = renderStation();
    fireEvent.click(button('Cheverny – Château'));
    expect(frames.pending.size).toBe(1);
    view.unmount();
    // Its frame cancelled: nothing to run, nothing chosen for the next customer.
    expect(frames.pending.size).toBe(0);
    act(() => vi.runAllTimers());
    expect(journey().destination).toBeFalsy();
  });
});
