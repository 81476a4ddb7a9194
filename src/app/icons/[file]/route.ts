// GET /icons/{version}.svg: the sprite every icon draws from (src/ui/icons.tsx). The current version's
// address never changes content, so browsers keep it for a year; another version (a page cached
// before a deploy) gets today's sprite, kept for minutes only.
import { iconSprite } from '@/ui/icon-shapes';
import { ICON_SPRITE } from '@/ui/icons';

let sprite: string | undefined;

export async function GET(_req: Request, { params }: RouteContext<'/icons/[file]'>) {
  const { file } = await params;
  if (!file.endsWith('.svg')) return Response.json({ error: 'not found' }, { status: 404 });
  const current = ICON_SPRITE.endsWith(`/${file}`);
  return new Response((sprite ??= iconSprite()), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}
