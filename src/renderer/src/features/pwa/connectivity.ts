// The browser's next online/offline event, as a promise a saga can `call` (redux-saga's eventChannel would
// add its code to home's bundle: no page of home uses it). The saga calls again as soon as it has put the
// answer, within the same task: no event falls between two calls.
export function nextConnectivityChange(win: Window = window): Promise<boolean> {
  return new Promise((resolve) => {
    const online = () => settle(true);
    const offline = () => settle(false);
    const settle = (isOnline: boolean) => {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
      resolve(isOnline);
    };
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
  });
}
