// Serves the images the seed generated in MEDIA_DIR (next/image reads them through here).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDir } from '@/config';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' };

export async function GET(_req: Request, { params }: RouteContext<'/media/[...path]'>) {
  const parts = (await params).path;
  const root = mediaDir();
  const file = path.resolve(/*turbopackIgnore: true*/ root, ...parts);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(root + path.sep)) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
