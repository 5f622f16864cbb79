// A stream read whole into memory, but never past a limit: a sender may state a smaller size than it
// sends (an upload without Content-Length, an e-mail whose rawSize lies), so the count is kept as the
// chunks come and the reading stops as soon as it passes.

/** The stream's bytes, or null once they pass `limit` (the rest is not read). */
export async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
