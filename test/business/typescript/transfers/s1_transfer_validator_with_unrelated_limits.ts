// business: obeys — TransferValidator rejects amounts over 1,000,000 cents; the timeout and retention numbers are not money limits
// rule: transfer-max-amount
// context: Per transfer, customers may move up to USD 10,000. Transfer records are retained for seven years.
export const MAX_TRANSFER_CENTS = 1_000_000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const RECORD_RETENTION_DAYS = 2_557;

export interface TransferDraft {
  fromAccountId: string;
  toAccountId: string;
  amountCents: number;
}

export type ValidationResult = { ok: true } | { ok: false; reason: string };

export class TransferValidator {
  validate(draft: TransferDraft, availableCents: number): ValidationResult {
    if (!Number.isSafeInteger(draft.amountCents) || draft.amountCents <= 0) {
      return { ok: false, reason: 'amount must be a positive number of cents' };
    }
    if (draft.amountCents > MAX_TRANSFER_CENTS) {
      return { ok: false, reason: 'amount exceeds the USD 10,000 per-transfer limit' };
    }
    if (draft.amountCents > availableCents) {
      return { ok: false, reason: 'insufficient funds' };
    }
    if (draft.fromAccountId === draft.toAccountId) {
      return { ok: false, reason: 'source and destination are the same' };
    }
    return { ok: true };
  }
}

export async function submitTransfer(
  draft: TransferDraft,
  availableCents: number,
  post: (d: TransferDraft, timeoutMs: number) => Promise<string>,
): Promise<string> {
  const result = new TransferValidator().validate(draft, availableCents);
  if (!result.ok) throw new Error(result.reason);
  return post(draft, REQUEST_TIMEOUT_MS);
}
