// business: violation — MaxTransferCents is 1,500,000 cents ($15,000) while a single transfer may be at most ten thousand dollars
// rule: transfer-max-amount
// context: No single transfer can be more than ten thousand dollars. Transfers between a customer's own accounts are free of charge.
// expect: generic.business_logic.bound-violated
using System;

namespace Acme.Banking.Transfers
{
    public sealed record TransferRequest(string From, string To, long AmountCents);

    public interface IAccountLedger
    {
        long AvailableCents(string account);
        void Post(string from, string to, long cents);
    }

    public sealed class TransferLimits
    {
        public const long MinTransferCents = 100;
        public const long MaxTransferCents = 1_500_000; // expect-line
    }

    public sealed class TransferService
    {
        private readonly IAccountLedger _ledger;

        public TransferService(IAccountLedger ledger) => _ledger = ledger;

        public void Execute(TransferRequest request)
        {
            if (request.AmountCents < TransferLimits.MinTransferCents)
                throw new ArgumentOutOfRangeException(nameof(request), "amount below minimum");
            if (request.AmountCents > TransferLimits.MaxTransferCents)
                throw new ArgumentOutOfRangeException(nameof(request), "amount above the per-transfer limit");
            if (request.AmountCents > _ledger.AvailableCents(request.From))
                throw new InvalidOperationException("insufficient funds");

            _ledger.Post(request.From, request.To, request.AmountCents);
        }
    }
}
