/**
 * Text of at most `maxBytes` UTF-8 bytes from the start of `bytes`, never ending in half a
 * character. Invalid sequences become U+FFFD, which is then counted at its encoded size.
 */
export function utf8Excerpt(bytes: Uint8Array, maxBytes: number): string {
  const prefix = bytes.subarray(0, Math.max(0, maxBytes));
  // In streaming mode the decoder holds back an incomplete trailing sequence instead of
  // emitting U+FFFD for it, which is exactly the clean cut wanted here.
  const text = new TextDecoder('utf-8').decode(prefix, { stream: true });
  return fitToUtf8Bytes(text, maxBytes);
}

function fitToUtf8Bytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let used = 0;
  let end = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char, 'utf8');
    if (used + size > maxBytes) break;
    used += size;
    end += char.length;
  }
  return text.slice(0, end);
}
