// Where a picture's URL points, for next/image. The shop's own media ("/media/…") goes through the
// optimiser (its one allowed local pattern, next.config.ts). A product imported with an http(s) URL
// (docs/import.md) keeps that URL: the browser loads it as it is (`unoptimized`), because letting the
// optimiser fetch any host a file names would make the shop an open image proxy.

/** Whether an image URL is another site's (http or https), not the shop's own media. */
export const isRemoteImage = (src: string) => /^https?:\/\//i.test(src);

/** Whether next/image can show it: the shop's media, or a remote URL shown unoptimised. */
export const isShowableImage = (src: string | null | undefined): src is string => !!src && (src.startsWith('/media/') || isRemoteImage(src));

/** next/image's props for an image URL: remote URLs skip the optimiser. */
export const imageSource = (src: string) => ({ src, unoptimized: isRemoteImage(src) });

/** The image as an absolute URL (structured data, link previews): the shop's own paths get its origin. */
export const absoluteImage = (src: string, origin: string) => (isRemoteImage(src) ? src : `${origin}${src}`);
