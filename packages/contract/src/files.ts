/** The largest image upload the API accepts (larger ones get 413). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * The headers of every stored image's bytes, from the server and the mock alike. An image id names
 * the same picture for ever, so it may be kept a year; the answer depends on `Accept` (the server
 * sends browsers that accept WebP a WebP copy), so caches keep one per `Accept` header.
 */
export const IMAGE_DISPLAY_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept',
} as const;
