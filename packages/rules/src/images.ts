export type ImageContentType = 'image/png' | 'image/jpeg';

const IMAGE_SIGNATURES: readonly { contentType: ImageContentType; magic: readonly number[] }[] = [
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** The image type the bytes themselves announce (never the file name), or undefined. */
export function detectImageType(bytes: Uint8Array): ImageContentType | undefined {
  return IMAGE_SIGNATURES.find(({ magic }) => magic.every((byte, index) => bytes[index] === byte))
    ?.contentType;
}
