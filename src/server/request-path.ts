// A request path the shop cannot read: an escape that is not UTF-8 ("%ff", "%c0%ae", "%E0%A4%A"),
// not an escape at all ("%u0041"), or one that decodes to a "%" the router would decode again
// ("%25"). No page, product or file of the shop has such a path; the server answers 400 at once,
// with the security headers, instead of letting the framework's router fail with a bare 500.
export function unreadablePath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?', 1)[0]!;
  if (!path.includes('%')) return false;
  try {
    return decodeURIComponent(path).includes('%');
  } catch {
    return true;
  }
}
