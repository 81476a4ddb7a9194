// GET /icons/{version}.svg: the sprite every icon draws from (src/ui/icons.tsx). The current version's
// address never changes content, so browsers keep it for a year; another version (a page cached
// before a deploy) gets today's sprite, kept for minutes only. Next compresses pages, not a route
// handler's answer, so the sprite is gzipped here (6.7 kB → 1.6 kB), once per process.
import { gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { iconSprite } from '@/ui/icon-shapes';
import { ICON_SPRITE } from '@/ui/icons';

let sprite: { plain: string; gzipped: Uint8Array<ArrayBuffer> } | undefined;

export async function GET(req: Request, { params }: RouteContext<'/icons/[file]'>) {
  const { file } = await params;
  if (!file.endsWith('.svg')) return Response.json({ error: 'not found' }, { status: 404 });
  if (!sprite) {
    const plain = iconSprite();
    sprite = { plain, gzipped: new Uint8Array(gzipSync(plain)) };
  }
  const gzip =
    new Negotiator({ headers: { 'accept-encoding': req.headers.get('accept-encoding') ?? undefined } }).encoding(['gzip', 'identity']) ===
    'gzip';
  return new Response(gzip ? sprite.gzipped : sprite.plain, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': ICON_SPRITE.endsWith(`/${file}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
  });
}
