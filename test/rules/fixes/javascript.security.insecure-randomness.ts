export class InviteService {
  // ruleid: javascript.security.insecure-randomness
  private readonly inviteCode = Array.from(crypto.getRandomValues(new Uint32Array(8)), (n) => (n % 36).toString(36)).join('');

  code(): string {
    return this.inviteCode;
  }
}

// ruleid: javascript.security.insecure-randomness
export const makeNonce = (): string => Array.from(crypto.getRandomValues(new Uint32Array(10)), (n) => (n % 36).toString(36)).join('');

// ok: javascript.security.insecure-randomness
export const shuffleSeed = (): number => Math.random();
