/** Image uploads as data URLs: the declared type must match the bytes (magic numbers). */
export type ImageType = 'png' | 'jpeg' | 'webp';

/** The magic numbers of each image type (the file's first bytes). */
export const IMAGE_SIGNATURES: Record<ImageType, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** The image in a data URL, or undefined when it is not one of `allowed` or exceeds `maxBytes`. */
export function decodeImage(
  dataUrl: string,
  allowed: readonly ImageType[],
  maxBytes: number,
): { type: ImageType; bytes: Buffer } | undefined {
  const match = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(dataUrl);
  const type = match?.[1] as ImageType | undefined;
  if (!type || !allowed.includes(type)) return undefined;
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  if (bytes.length === 0 || bytes.length > maxBytes || !IMAGE_SIGNATURES[type](bytes)) return undefined;
  return { type, bytes };
}
