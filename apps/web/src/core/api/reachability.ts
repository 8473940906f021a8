/**
 * Whether the app's last call reached the server. A phone can hold a network (navigator.onLine) and still have no
 * way to the server (a signal too weak to carry data, a captive portal): a change made then was made offline.
 */
let reached = true;

export function noteServerReached(value: boolean): void {
  reached = value;
}

export function serverReached(): boolean {
  return reached;
}
