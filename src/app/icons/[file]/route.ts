// GET /icons/{version}.svg: the sprite every icon draws from (src/ui/icons.tsx). The current version's
// address never changes content, so browsers keep it for a year; another version (a page cached
// before a deploy) gets today's sprite, kept for minutes only.
// Sent as it is: Next drops a route handler's own Content-Encoding header
// (next/dist/server/send-response.js), so a sprite gzipped here reached browsers as gzip bytes with
// no word of it, and no icon drew. The production server's compression gzips it (9.4 → 1.7 kB) as it
// does every JSON answer (server/response-headers.ts).
import { iconSprite } from '@/ui/icon-shapes';
import { ICON_SPRITE } from '@/ui/icons';

let sprite: string | undefined;

export async function GET(_req: Request, { params }: RouteContext<'/icons/[file]'>) {
  const { file } = await params;
  if (!file.endsWith('.svg')) return Response.json({ error: 'not found' }, { status: 404 });
  sprite ??= iconSprite();
  return new Response(sprite, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': ICON_SPRITE.endsWith(`/${file}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}
