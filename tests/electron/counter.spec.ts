// The counter PC runs the same app in an ordinary window: not kiosk, not fullscreen, the same portal on
// app:// and the same bridge, which says so to the page.
import { expect, HOME_URL, homeShown, test, windowsState } from './support/electron-app';

test.use({ mode: 'counter' });

test('the counter’s window is a normal window, neither kiosk nor fullscreen, on the portal', async ({
  running,
}) => {
  const { app, page } = running;
  await expect(page).toHaveURL(HOME_URL);
  await homeShown(page);
  await expect
    .poll(() => windowsState(app))
    .toEqual([{ kiosk: false, fullScreen: false, visible: true, url: HOME_URL }]);
  // A window the agent can move and resize among the PC's other windows.
  const frame = await app.evaluate(({ BrowserWindow }) => {
    const [window] = BrowserWindow.getAllWindows();
    return { resizable: window!.isResizable(), movable: window!.isMovable() };
  });
  expect(frame).toEqual({ resizable: true, movable: true });
  const mode = await page.evaluate(
    async () =>
      (await (window as unknown as { kiosk: { info(): Promise<{ mode: string }> } }).kiosk.info()).mode,
  );
  expect(mode).toBe('counter');
});
