// A USB keyboard-wedge scanner at the kiosk types a code as a burst of keys ending with Enter.
// Stand-in until the detector lands.
export function useWedgeScanner(_onScan: (code: string) => void, _enabled: boolean): void {}
