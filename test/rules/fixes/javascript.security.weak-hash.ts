export async function contentId(data: ArrayBuffer): Promise<ArrayBuffer> {
  // ruleid: javascript.security.weak-hash@low
  return crypto.subtle.digest('SHA-256', data);
}

export async function strongId(data: ArrayBuffer): Promise<ArrayBuffer> {
  // ok: javascript.security.weak-hash
  return crypto.subtle.digest('SHA-256', data);
}
