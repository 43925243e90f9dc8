// business: violation — the requested refund is only checked for being positive, never against what was paid minus earlier refunds
// rule: refund-not-above-paid
// context: A refund can never exceed what the customer paid for the order. Refunds go back to the original payment method.
// expect: generic.business_logic.comparison-unchecked
'use strict';

class RefundError extends Error {}

class RefundService {
  constructor({ orders, payments, ledger }) {
    this.orders = orders;
    this.payments = payments;
    this.ledger = ledger;
  }

  async issueRefund(orderId, amountCents, reason) {
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new RefundError('refund amount must be a positive number of cents');
    }
    const order = await this.orders.findById(orderId);
    if (!order) throw new RefundError(`order ${orderId} not found`);
    if (order.status === 'cancelled') throw new RefundError('order was cancelled');

    const alreadyRefunded = await this.ledger.refundedCents(orderId);
    const payment = await this.payments.refund(order.paymentId, amountCents); // expect-line
    await this.ledger.record({
      orderId,
      paymentId: payment.id,
      amountCents,
      totalRefundedCents: alreadyRefunded + amountCents,
      reason,
    });
    return payment;
  }
}

module.exports = { RefundService, RefundError };
