/** A full page load (the server's /api/logout): the one navigation the router cannot do. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
